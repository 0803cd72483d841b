import { COUPON_EXPIRING_SOON_DAYS, COUPON_SAVED_MAX, type Coupon } from '@iper/contracts';

export { COUPON_EXPIRING_SOON_DAYS, COUPON_SAVED_MAX };

export type CouponTab = 'tutti' | 'miei' | 'per-te';
export const COUPON_TABS: CouponTab[] = ['tutti', 'miei', 'per-te'];

const DAY_MS = 86_400_000;

/** Whole days from `today` to the coupon's last valid day (0: it expires today). */
export function daysUntilExpiry(expiresOn: string, today: string): number {
  return Math.round(
    (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
}

export function isExpired(coupon: Pick<Coupon, 'expiresOn'>, today: string): boolean {
  return daysUntilExpiry(coupon.expiresOn, today) < 0;
}

/** SPEC §4: a coupon about to expire (within three days, today included) carries a warning. */
export function isExpiringSoon(coupon: Pick<Coupon, 'expiresOn'>, today: string): boolean {
  const days = daysUntilExpiry(coupon.expiresOn, today);
  return days >= 0 && days < COUPON_EXPIRING_SOON_DAYS;
}

/**
 * The coupons of a tab, expired ones removed (SPEC §4): the page may stay open past midnight,
 * so the list the server sent is checked against today again.
 */
export function couponsOfTab(coupons: Coupon[], tab: CouponTab, today: string): Coupon[] {
  const current = coupons.filter((coupon) => !isExpired(coupon, today));
  if (tab === 'miei') return current.filter((coupon) => coupon.saved);
  if (tab === 'per-te') return current.filter((coupon) => coupon.chosenForYou);
  return current;
}

/** SPEC §5: at most ten saved coupons. */
export function canSaveAnother(savedCount: number): boolean {
  return savedCount < COUPON_SAVED_MAX;
}
