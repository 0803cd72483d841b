import type { ColumnType, Generated } from 'kysely';

export interface ContentTables {
  stories: StoriesTable;
  help_requests: HelpRequestsTable;
  help_request_attachments: HelpRequestAttachmentsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

/** A CMS story, shaped like Storyblok's so the delivery API can answer like the real service. */
export interface StoriesTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  /** The story's content: a root block ({ component, _uid, ... }) with nested blocks. */
  content: ColumnType<Record<string, unknown>, string, string>;
  published: boolean;
  created_at: ColumnType<Date, string | undefined, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
  published_at: ColumnType<Date | null, string | null | undefined, string | null>;
  first_published_at: ColumnType<Date | null, string | null | undefined, string | null>;
  sort_by_date: ColumnType<string | null, string | null | undefined, string | null>;
  tag_list: ColumnType<string[], string | undefined, string>;
  position: Generated<number>;
  parent_id: number | null;
  group_id: string;
  is_startpage: Generated<boolean>;
  path: string | null;
}

export interface HelpRequestsTable {
  id: Generated<number>;
  /** The reference given to the customer: SEG- and eight digits. */
  reference: string;
  theme: string;
  category: string;
  service: string | null;
  order_number: string | null;
  visit_date: string | null;
  visit_time: string | null;
  name: string;
  surname: string;
  email: string;
  business_name: string | null;
  vat_or_fiscal_code: string | null;
  card_last13: string | null;
  phone: string | null;
  store_id: string | null;
  message: string;
  created_at: Generated<Date>;
}

export interface HelpRequestAttachmentsTable {
  id: Generated<number>;
  help_request_id: number;
  field: string;
  content_type: string;
  size_bytes: number;
  /** File name under the uploads directory (never the name the user sent). */
  storage_key: string;
  original_name: string;
  created_at: Generated<Date>;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  created_at: Generated<Date>;
}
