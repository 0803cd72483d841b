import { z } from 'zod';

export * from './store-services-values';

/** SPEC §3 Store service. Its link: none if noDetails, else externalLink, else pdf.filename, else slug. */
export const StoreServiceSchema = z.object({
  id: z.string(),
  icon: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  categoryId: z.string().uuid(),
  slug: z.string(),
  externalLink: z.string().nullable(),
  pdf: z.object({ filename: z.string() }).nullable(),
  noDetails: z.boolean(),
});
export type StoreService = z.infer<typeof StoreServiceSchema>;
export const StoreServicesResponseSchema = z.array(StoreServiceSchema);

export const StoreSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** SPEC §3 Service category: name, uuid, content.Icon. */
export const ServiceCategorySchema = z.object({
  name: z.string(),
  uuid: z.string().uuid(),
  content: z.object({ Icon: z.string() }),
});
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;
export const ServiceCategoriesResponseSchema = z.array(ServiceCategorySchema);

export const ServiceDocumentParamsSchema = z.object({
  file: z.string().regex(/^[a-z0-9-]{1,80}\.pdf$/),
});
