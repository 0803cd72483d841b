import type { ColumnType, Generated } from 'kysely';

/**
 * The loyalty module's tables (migration 0030). The cards themselves are `advantage_cards`,
 * declared by the account module; what loyalty adds sits in tables of its own.
 */
export interface LoyaltyTables {
  advantage_card_vaults: AdvantageCardVaultsTable;
  advantage_card_upgrades: AdvantageCardUpgradesTable;
  coupons: CouponsTable;
  coupon_stores: CouponStoresTable;
  coupon_targets: CouponTargetsTable;
  coupon_wallets: CouponWalletsTable;
  saved_coupons: SavedCouponsTable;
  gift_cards: GiftCardsTable;
  voucher_requests: VoucherRequestsTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back as strings (exact decimals). */
type Money = ColumnType<string, string | number, string | number>;
/** date columns: written as 'YYYY-MM-DD'; read them with to_char to stay clear of time zones. */
type Day = ColumnType<Date | string, string, string>;

/** The bonus salvadanaio a card has accumulated, in euro. */
export interface AdvantageCardVaultsTable {
  card_number: string;
  balance: Money;
  updated_at: Timestamp;
}

export interface AdvantageCardUpgradesTable {
  id: Generated<number>;
  user_id: string;
  previous_number: string;
  new_number: string;
  case_id: '2' | '5' | '6';
  upgraded_at: Timestamp;
}

export interface CouponsTable {
  id: string;
  title: string;
  brand: string;
  description: string;
  discount_label: string;
  category: string;
  valid_from: Day;
  expires_on: Day;
  position: Generated<number>;
}

export interface CouponStoresTable {
  coupon_id: string;
  store_id: string;
}

export interface CouponTargetsTable {
  coupon_id: string;
  user_id: string;
}

export interface CouponWalletsTable {
  user_id: string;
  created_at: Timestamp;
}

export interface SavedCouponsTable {
  user_id: string;
  coupon_id: string;
  saved_at: Timestamp;
}

export interface GiftCardsTable {
  /** 19 digits for a new card (the (21) prefix is not stored), 12 for an old one. */
  number: string;
  initial_amount: Money;
  residual_amount: Money;
  purchased_on: Day;
  store_id: string | null;
}

export interface VoucherRequestsTable {
  id: Generated<number>;
  municipality: string;
  province: string;
  entity_tax_code: string;
  first_name: string;
  last_name: string;
  role: string;
  email: string;
  phone: string;
  beneficiaries: number;
  amount_per_beneficiary: number;
  store_id: string;
  notes: string;
  created_at: Timestamp;
}
