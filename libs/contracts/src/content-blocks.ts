// The block types of the site's content: what a story's `content` holds.

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
