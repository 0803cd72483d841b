import { z } from 'zod';
import { FieldDataPublicConfigSchema } from './field-data';
import { SearchPublicConfigSchema } from './search';

/** One event of the search-analytics insights protocol (SPEC §3, §7: POST /1/events). */
export const InsightsEventSchema = z.object({
  eventType: z.enum(['click', 'conversion', 'view']),
  eventSubtype: z.string().max(32).optional(),
  eventName: z.string().min(1).max(64),
  index: z.string().min(1).max(128),
  userToken: z.string().min(1).max(129),
  authenticatedUserToken: z.string().max(129).optional(),
  objectIDs: z.array(z.string().max(512)).max(20).optional(),
  positions: z.array(z.number().int().positive()).max(20).optional(),
  filters: z.array(z.string().max(512)).max(10).optional(),
  queryID: z
    .string()
    .regex(/^[0-9a-f]{32}$/i)
    .optional(),
  timestamp: z.number().int().positive().optional(),
  objectData: z.array(z.record(z.string(), z.unknown())).max(20).optional(),
  objectIDsWithInferredQueryID: z.array(z.string()).max(20).optional(),
});

export const InsightsEventsBodySchema = z.object({
  events: z.array(InsightsEventSchema).min(1).max(1000),
});

export const InsightsCredentialsSchema = z.object({
  'X-Algolia-Application-Id': z.string().min(1),
  'X-Algolia-API-Key': z.string().min(1),
  'X-Algolia-Agent': z.string().optional(),
});

/** What the browser needs to know of the site's configuration; nothing secret. */
export const PublicConfigSchema = z.object({
  tagManagerId: z.string().optional(),
  insights: z.object({
    appId: z.string(),
    apiKey: z.string(),
    region: z.enum(['de', 'us']).optional(),
    host: z.string().optional(),
  }),
  /** The site search client's settings; the server always sends them (optional for older shells). */
  search: SearchPublicConfigSchema.optional(),
  /** Field data (issue 35): the share of page views that report web vitals and failures. */
  fieldData: FieldDataPublicConfigSchema.optional(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
