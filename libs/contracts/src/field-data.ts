import { z } from 'zod';
import {
  FIELD_ERROR_KINDS,
  FIELD_METRICS,
  FIELD_ROUTE_MAX,
  type FieldDataBeacon,
} from './field-data-values';

const Name = z
  .string()
  .regex(/^[a-z_]+$/)
  .max(40);
const Version = z
  .string()
  .regex(/^[0-9A-Za-z.+-]+$/)
  .max(64);

/**
 * POST /api/platform/field-data: a sampled page view's web vitals and first failure, with the
 * versions it ran (the shell's field-data reporter sends it with sendBeacon). Nothing in it
 * names a visitor: a route pattern, versions, a handful of numbers.
 */
export const FieldDataBeaconSchema = z
  .object({
    route: z.string().startsWith('/').max(FIELD_ROUTE_MAX),
    remote: Name.nullable(),
    shell: Version,
    remotes: z
      .array(z.object({ name: Name, version: Version, canary: z.literal(true).optional() }))
      .max(12),
    view: z.boolean(),
    vitals: z
      .array(
        z.object({
          name: z.enum(FIELD_METRICS),
          // CLS is a unitless score; the others are milliseconds. A minute is no real figure.
          value: z.number().finite().min(0).max(60_000),
        }),
      )
      .max(FIELD_METRICS.length)
      .refine((vitals) => new Set(vitals.map((vital) => vital.name)).size === vitals.length, {
        message: 'Una metrica al più una volta per beacon.',
      }),
    error: z.enum(FIELD_ERROR_KINDS).optional(),
  })
  .strict() satisfies z.ZodType<FieldDataBeacon>;

/** The share of page views that report field data (FIELD_DATA_SAMPLE_RATE), in the public config. */
export const FieldDataPublicConfigSchema = z.object({ sampleRate: z.number().min(0).max(1) });
