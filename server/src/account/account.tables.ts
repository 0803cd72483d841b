import type { ColumnType, Generated } from 'kysely';

/**
 * The account area's tables: the customer's profile (SPEC §3 User beyond what identity keeps),
 * the loyalty cards registration ties to accounts, shopping lists and digital receipts.
 */
export interface AccountTables {
  account_profiles: AccountProfilesTable;
  advantage_cards: AdvantageCardsTable;
  shopping_list_items: ShoppingListItemsTable;
  receipts: ReceiptsTable;
  receipt_lines: ReceiptLinesTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Money = ColumnType<string, string | number, string | number>;

export type Gender = 'm' | 'f' | 'u';

export interface AccountProfilesTable {
  /** auth_users.id: the SPEC's uid. */
  user_id: string;
  salesforce_id: string | null;
  first_name: string;
  last_name: string;
  /** m, f, or u for "prefer not to say" (the tax-code check then compares 9 characters only). */
  gender: Gender | null;
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  tax_code: string | null;
  phone: string | null;
  /** Toponym of the street ("Via", "Piazza", …): the subscription payload's `dug`. */
  dug: string | null;
  street: string | null;
  house_number: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  /** Favourite store (stores.id). */
  store_id: string | null;
  privacy_accepted_at: Date | null;
  marketing_consent: Generated<boolean>;
  profiling_consent: Generated<boolean>;
  third_party_consent: Generated<boolean>;
  /** Digital-only receipt (SPEC §3 User.consents.receipt). */
  digital_receipt_only: Generated<boolean>;
  /** Answers to the profiling questionnaire. */
  profiling: ColumnType<ProfilingAnswers, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilingAnswers {
  householdSize?: string;
  interests?: string[];
  pets?: string[];
  shoppingFrequency?: string;
}

export type CardType = 'base' | 'piu' | 'noi';

export interface AdvantageCardsTable {
  /** 12 digits (SPEC §3 Loyalty card). */
  number: string;
  type: CardType;
  status: 'active' | 'blocked';
  is_old: Generated<boolean>;
  /** Colour of an old Più card (SPEC §9), null otherwise. */
  color: string | null;
  holder_first_name: string;
  holder_last_name: string;
  /** The customer record of the card in the CRM (SPEC §3 User.salesforceId). */
  salesforce_id: string;
  /** The account the card is tied to, null while nobody registered it. */
  user_id: string | null;
  /** Points collected towards the target of 200 (SPEC §9). */
  current_amount: Generated<number>;
  can_upgrade: Generated<boolean>;
  created_at: Timestamp;
}

export interface ShoppingListItemsTable {
  id: string;
  user_id: string;
  label: string;
  checked: Generated<boolean>;
  /** Set for items added from a promotion: once past, the item moves to 'Dalle promozioni precedenti'. */
  promotion_ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The addition's `Idempotency-Key` (migration 0025): unique per customer, when given. */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface ReceiptsTable {
  id: string;
  /** Null once the customer deleted the account: the receipt stays, anonymised (migration 0022). */
  user_id: string | null;
  number: string;
  store_id: string;
  store_name: string;
  issued_at: Date;
  subtotal: Money;
  discount: Money;
  total: Money;
  points_earned: number;
  payment_method: string;
  is_favourite: Generated<boolean>;
}

export interface ReceiptLinesTable {
  receipt_id: string;
  position: number;
  description: string;
  quantity: Money;
  unit_price: Money;
  amount: Money;
}
