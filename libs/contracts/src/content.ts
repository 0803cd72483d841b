import { z } from 'zod';
import { calendarDate } from './calendar-date';

export * from './content-values';

/*
 * Content (SPEC §1, §3, §7): the CMS delivery shapes (Storyblok's Content Delivery API v2, which the
 * server also implements over its own stories), the block types of the site's content, the
 * content client's configuration, and the help centre's contact form.
 */

// ---------------------------------------------------------------------------------------------
// The delivery API's page sizes, as Storyblok's: 25 stories unless asked, 100 at most. (The
// content client's own defaults, 25 per page and 5 retries, SPEC §9, live with the client in the
// content remote.)

export const CONTENT_PER_PAGE = 25;
export const CONTENT_MAX_PER_PAGE = 100;

export const STORYBLOK_REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const;
export type StoryblokRegion = (typeof STORYBLOK_REGIONS)[number];

/**
 * GET /api/content/config: where the content remote reads its stories. `embedded` is the server's
 * own Storyblok-compatible delivery API at /v2 (the default, works offline); `storyblok` is a real
 * space, used when the server is configured with a token and a region.
 */
export const ContentConfigSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('embedded'),
    accessToken: z.string().min(1),
    version: z.enum(['published', 'draft']),
  }),
  z.object({
    provider: z.literal('storyblok'),
    accessToken: z.string().min(1),
    region: z.enum(STORYBLOK_REGIONS),
    version: z.enum(['published', 'draft']),
  }),
]);
export type ContentConfig = z.infer<typeof ContentConfigSchema>;

// ---------------------------------------------------------------------------------------------
// The delivery API's shapes (Storyblok CDN v2).

/** A story as the delivery API sends it, with every field the real service sends. */
export const CdnStorySchema = z.object({
  id: z.number().int(),
  uuid: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  content: z.looseObject({ component: z.string(), _uid: z.string() }),
  created_at: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  updated_at: z.string().optional(),
  sort_by_date: z.string().nullable(),
  tag_list: z.array(z.string()),
  lang: z.string(),
  path: z.string().nullable(),
  position: z.number().int(),
  parent_id: z.number().int().nullable(),
  group_id: z.string().uuid(),
  is_startpage: z.boolean(),
  meta_data: z.unknown().nullable().optional(),
  release_id: z.number().int().nullable().optional(),
  alternates: z.array(z.unknown()),
  translated_slugs: z.array(z.unknown()).nullable().optional(),
  default_full_slug: z.string().nullable().optional(),
});
export type CdnStory<C extends BlockBase = BlockBase> = Omit<
  z.infer<typeof CdnStorySchema>,
  'content'
> & {
  content: C;
};

export const CdnStoryResponseSchema = z.object({
  story: CdnStorySchema,
  cv: z.number().int(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});

export const CdnStoriesResponseSchema = z.object({
  stories: z.array(CdnStorySchema),
  cv: z.number().int(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});

// ---------------------------------------------------------------------------------------------
// Block types: the `content` of stories. Names are Storyblok component names (snake_case).

export interface BlockBase {
  component: string;
  _uid: string;
}

/** A Storyblok asset field. Width and height are read from the file name ("…/1200x630/…" or "-1200x630."). */
export interface SbAsset {
  id: number | null;
  filename: string;
  alt: string;
  title?: string;
  focus?: string;
  fieldtype: 'asset';
}

/** A Storyblok multilink field. */
export interface SbLink {
  id?: string;
  fieldtype: 'multilink';
  linktype: 'url' | 'story' | 'email' | 'asset';
  url?: string;
  cached_url?: string;
  email?: string;
  target?: '_blank' | '_self';
  anchor?: string;
}

/** Storyblok's rich text: a ProseMirror document as JSON. */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}
export interface RichTextDoc extends RichTextNode {
  type: 'doc';
  content: RichTextNode[];
}

/** The page head of a story: Storyblok's SEO plugin field. */
export interface SeoField {
  title: string;
  description: string;
  plugin?: 'seo_metatags';
}

export interface HeroBlock extends BlockBase {
  component: 'hero';
  title: string;
  text?: string;
  image: SbAsset;
  cta_label?: string;
  cta_link?: SbLink;
}
export interface BannerBlock extends BlockBase {
  component: 'banner';
  title: string;
  text: string;
  image?: SbAsset;
  cta_label?: string;
  cta_link?: SbLink;
  tone?: 'brand' | 'soft';
}
export interface TeaserBlock extends BlockBase {
  component: 'teaser';
  title: string;
  text: string;
  image?: SbAsset;
  link: SbLink;
}
export interface TeaserGridBlock extends BlockBase {
  component: 'teaser_grid';
  title?: string;
  teasers: TeaserBlock[];
}
export interface RichTextBlock extends BlockBase {
  component: 'rich_text';
  text: RichTextDoc;
}
export interface ImageBlock extends BlockBase {
  component: 'image';
  image: SbAsset;
  caption?: string;
}
export interface VideoBlock extends BlockBase {
  component: 'video';
  title: string;
  /** A video file (asset) played by the browser, or an external page (YouTube, Vimeo) loaded on demand. */
  video?: SbAsset;
  url?: string;
  poster: SbAsset;
  caption?: string;
  /** Text version of the video, for those who cannot watch it. */
  transcript?: string;
}
export interface FaqItemBlock extends BlockBase {
  component: 'faq_item';
  question: string;
  answer: RichTextDoc;
}
export interface FaqListBlock extends BlockBase {
  component: 'faq_list';
  title?: string;
  faqs: FaqItemBlock[];
}
export interface LinkItemBlock extends BlockBase {
  component: 'link_item';
  label: string;
  link: SbLink;
}
export interface LinkListBlock extends BlockBase {
  component: 'link_list';
  title?: string;
  links: LinkItemBlock[];
}
export interface CarouselSlideBlock extends BlockBase {
  component: 'carousel_slide';
  title: string;
  text?: string;
  image: SbAsset;
  link?: SbLink;
  link_label?: string;
}
export interface CarouselBlock extends BlockBase {
  component: 'carousel';
  title: string;
  slides: CarouselSlideBlock[];
}
export interface ServiceItemBlock extends BlockBase {
  component: 'service_item';
  label: string;
  icon: ServiceIcon;
  link: SbLink;
}
export const SERVICE_ICONS = [
  'drive',
  'fuel',
  'pharmacy',
  'optician',
  'payments',
  'restaurant',
  'pet',
  'gift',
  'home',
  'laundry',
  'photo',
  'truck',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
export interface StoreServicesTeaserBlock extends BlockBase {
  component: 'store_services_teaser';
  title: string;
  text?: string;
  services: ServiceItemBlock[];
  link_label: string;
}
export interface FlyerTeaserBlock extends BlockBase {
  component: 'flyer_teaser';
  title: string;
  text: string;
  image: SbAsset;
  valid_from: string;
  valid_to: string;
  link_label: string;
}
export interface CouponItemBlock extends BlockBase {
  component: 'coupon_item';
  title: string;
  discount: string;
  valid_until: string;
}
export interface CouponTeaserBlock extends BlockBase {
  component: 'coupon_teaser';
  title: string;
  text: string;
  coupons: CouponItemBlock[];
  link_label: string;
}
export interface NewsletterBlock extends BlockBase {
  component: 'newsletter';
  title: string;
  text: string;
}
export interface StoresTeaserBlock extends BlockBase {
  component: 'stores_teaser';
  title?: string;
}
export interface ContactFormBlock extends BlockBase {
  component: 'contact_form';
  title: string;
  intro: string;
}
export interface ProductionCalendarBlock extends BlockBase {
  component: 'production_calendar';
  title: string;
  intro?: string;
}

export type ContentBlock =
  | HeroBlock
  | BannerBlock
  | TeaserGridBlock
  | RichTextBlock
  | ImageBlock
  | VideoBlock
  | FaqListBlock
  | LinkListBlock
  | CarouselBlock
  | StoreServicesTeaserBlock
  | FlyerTeaserBlock
  | CouponTeaserBlock
  | NewsletterBlock
  | StoresTeaserBlock
  | ContactFormBlock
  | ProductionCalendarBlock;

/** Story types (the root component of a story's content). */
export interface PageContent extends BlockBase {
  component: 'page';
  title: string;
  body: ContentBlock[];
  seo: SeoField;
}
export interface SectionContent extends BlockBase {
  /** A section's landing (magazine, services, productions, help centre) or one of its categories. */
  component: 'mag_category' | 'service_category' | 'production_category' | 'faq_category';
  title: string;
  intro: string;
  image?: SbAsset;
  icon?: ServiceIcon;
  body?: ContentBlock[];
  seo: SeoField;
}
export interface ArticleContent extends BlockBase {
  component: 'mag_article';
  title: string;
  intro: string;
  image: SbAsset;
  author: string;
  body: RichTextDoc;
  seo: SeoField;
}
export interface ServiceContent extends BlockBase {
  component: 'service';
  title: string;
  intro: string;
  image: SbAsset;
  icon: ServiceIcon;
  body: RichTextDoc;
  external_link?: SbLink;
  seo: SeoField;
}
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export interface ProductionContent extends BlockBase {
  component: 'production';
  title: string;
  intro: string;
  image: SbAsset;
  body: RichTextDoc;
  /** Months (1-12) of transplanting and of harvesting, for the calendar tab. */
  transplanting: number[];
  harvesting: number[];
  seo: SeoField;
}
export interface FaqContent extends BlockBase {
  component: 'faq';
  question: string;
  answer: RichTextDoc;
  seo: SeoField;
}

export type StoryContent =
  PageContent | SectionContent | ArticleContent | ServiceContent | ProductionContent | FaqContent;

// ---------------------------------------------------------------------------------------------
// Newsletter (block of the home page).

export const NewsletterSubscriptionSchema = z
  .object({
    email: z.string().trim().toLowerCase().email('Inserisci un indirizzo email valido.').max(254),
    privacy: z.literal(true, { message: "Per iscriverti devi accettare l'informativa privacy." }),
  })
  .strict();
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
/** The same answer whether or not the address was already subscribed: it reveals nobody's address. */
export const NewsletterSubscriptionResponseSchema = z.object({ status: z.literal('subscribed') });

// ---------------------------------------------------------------------------------------------
// Help centre contact form (SPEC §3 "Help contact form", §5 attachments, §8 feedback).

export const HELP_THEMES = [
  { id: 'punto-vendita', label: 'Spesa in punto vendita' },
  { id: 'iper-drive', label: 'Iper Drive e spesa online' },
  { id: 'carta-vantaggi', label: 'Carta Vantaggi e coupon' },
  { id: 'gift-card', label: 'Gift card e virtual card' },
  { id: 'servizi', label: 'Servizi del punto vendita' },
  { id: 'altro', label: 'Altre richieste' },
] as const;
export const HELP_CATEGORIES = [
  { id: 'reclamo', label: 'Segnalazione di un problema' },
  { id: 'informazioni', label: 'Richiesta di informazioni' },
  { id: 'suggerimento', label: 'Suggerimento' },
  { id: 'ringraziamento', label: 'Ringraziamento' },
] as const;
export const HELP_SERVICES = [
  { id: 'parafarmacia', label: 'Parafarmacia' },
  { id: 'ottica', label: 'Ottica' },
  { id: 'ricariche-pagamenti', label: 'Ricariche e pagamenti' },
  { id: 'ristorazione', label: 'Ristorazione' },
  { id: 'distributore', label: 'Distributore di carburante' },
  { id: 'lavanderia', label: 'Lavanderia' },
  { id: 'stampa-foto', label: 'Stampa foto' },
  { id: 'consegna-domicilio', label: 'Consegna a domicilio' },
] as const;

/** SPEC §9: the help form asks for the last 13 digits of the card. */
export const HELP_CARD_DIGITS = 13;
/** Largest attachment accepted, in MB (shown to the user with the error). */
export const HELP_ATTACHMENT_MAX_MB = 5;
export const HELP_ATTACHMENT_MAX_BYTES = HELP_ATTACHMENT_MAX_MB * 1024 * 1024;
/** The three photos of SPEC §3: receipt, product, store. */
export const HELP_ATTACHMENT_FIELDS = ['receiptPhoto', 'productPhoto', 'storePhoto'] as const;
export type HelpAttachmentField = (typeof HELP_ATTACHMENT_FIELDS)[number];
export const HELP_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type HelpAttachmentType = (typeof HELP_ATTACHMENT_TYPES)[number];

/**
 * SPEC §5: an attachment of another format or over the limit gets 'Formato non supportato / File
 * troppo grande', with the largest size in MB (the same words the form engine's file field uses).
 */
export const HELP_ATTACHMENT_ERROR = `Formato non supportato / File troppo grande (max ${HELP_ATTACHMENT_MAX_MB} MB)`;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Massimo ${max} caratteri.`)
    .optional()
    .transform((value) => (value ? value : undefined));

const themeIds = HELP_THEMES.map((theme) => theme.id) as [string, ...string[]];
const categoryIds = HELP_CATEGORIES.map((category) => category.id) as [string, ...string[]];
const serviceIds = HELP_SERVICES.map((service) => service.id) as [string, ...string[]];

/** An 11-digit partita IVA or a 16-character codice fiscale (its shape; the check digit is not verified). */
const VAT_OR_FISCAL_CODE = /^(\d{11}|[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z])$/i;

/**
 * The text fields of the contact form, validated the same way in the browser and on the server.
 * Which fields are required depends on the theme: an order number for Iper Drive, a store for a
 * visit to a store, a service for the store's services.
 */
export const HelpRequestFieldsSchema = z
  .object({
    theme: z.enum(themeIds, { message: 'Scegli un argomento.' }),
    category: z.enum(categoryIds, { message: 'Scegli il tipo di richiesta.' }),
    service: z.enum(serviceIds, { message: 'Scegli un servizio.' }).optional(),
    orderNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,20}$/, "Il numero d'ordine ha da 6 a 20 lettere o cifre.")
      .optional(),
    date: calendarDate('Inserisci una data valida.').optional(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Inserisci un orario valido (hh:mm).')
      .optional(),
    name: z.string().trim().min(1, 'Il nome è obbligatorio.').max(60, 'Massimo 60 caratteri.'),
    surname: z
      .string()
      .trim()
      .min(1, 'Il cognome è obbligatorio.')
      .max(60, 'Massimo 60 caratteri.'),
    email: z.string().trim().toLowerCase().email('Inserisci un indirizzo email valido.').max(254),
    businessName: optionalText(120),
    vatOrFiscalCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(VAT_OR_FISCAL_CODE, 'Partita IVA o codice fiscale non valido.')
      .optional(),
    cardLast13: z
      .string()
      .trim()
      .regex(
        new RegExp(`^\\d{${HELP_CARD_DIGITS}}$`),
        `Inserisci le ultime ${HELP_CARD_DIGITS} cifre della carta.`,
      )
      .optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{6,20}$/, 'Inserisci un numero di telefono valido.')
      .optional(),
    store: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Scegli un punto vendita.')
      .optional(),
    message: z
      .string()
      .trim()
      .min(10, 'Descrivi la tua richiesta in almeno 10 caratteri.')
      .max(2000, 'Massimo 2000 caratteri.'),
    privacy: z.literal(true, {
      message: "Per inviare la richiesta devi dichiarare di aver letto l'informativa privacy.",
    }),
  })
  .strict()
  .superRefine((value, context) => {
    for (const issue of themeRequiredIssues(value))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type HelpRequestFields = z.infer<typeof HelpRequestFieldsSchema>;

/** The fields a theme makes required: an order number for Iper Drive, a store, a service. */
function themeRequiredIssues(value: Record<string, unknown>): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const required = (path: string, message: string) => {
    if (!value[path]) issues.push({ path, message });
  };
  if (value.theme === 'iper-drive') required('orderNumber', "Inserisci il numero d'ordine.");
  if (value.theme === 'punto-vendita') required('store', 'Scegli un punto vendita.');
  if (value.theme === 'servizi') required('service', 'Scegli un servizio.');
  return issues;
}

export type HelpRequestValidation =
  | { success: true; data: HelpRequestFields }
  | { success: false; issues: { path: string; message: string }[] };

/**
 * Validates the contact form (browser and server alike) and names every invalid field at once:
 * the fields a theme requires are reported even when other fields are invalid too.
 */
export function validateHelpRequest(input: Record<string, unknown>): HelpRequestValidation {
  const parsed = HelpRequestFieldsSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  for (const issue of themeRequiredIssues(input)) {
    if (!issues.some((existing) => existing.path === issue.path)) issues.push(issue);
  }
  return { success: false, issues };
}
export type HelpRequestInput = z.input<typeof HelpRequestFieldsSchema>;

/** 201 of POST /api/content/help-requests. */
export const HelpRequestReceiptSchema = z.object({
  id: z.string().regex(/^SEG-\d{8}$/),
  attachments: z.array(
    z.object({
      field: z.enum(HELP_ATTACHMENT_FIELDS),
      type: z.enum(HELP_ATTACHMENT_TYPES),
      size: z.number().int(),
    }),
  ),
});
export type HelpRequestReceipt = z.infer<typeof HelpRequestReceiptSchema>;

/** SPEC §8 feedback messages of the contact form. */
export const HELP_FEEDBACK = {
  success: 'La tua segnalazione è stata presa in carico',
  failure: 'Qualcosa è andato storto. Prova più tardi o contattaci',
} as const;

/**
 * The form's values as text (a multipart body, or the browser's inputs) made ready for the schema:
 * empty fields are left out, the privacy checkbox becomes a boolean.
 */
export function helpRequestInputFromText(
  fields: Record<string, string | boolean | undefined>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    input[key] = key === 'privacy' ? value === true || value === 'true' || value === 'on' : value;
  }
  return input;
}
