import type { Coupon } from '@iper/contracts';
import {
  canSaveAnother,
  couponsOfTab,
  daysUntilExpiry,
  isExpired,
  isExpiringSoon,
} from './coupons';

const TODAY = '2026-11-20';

function coupon(id: string, expiresOn: string, extra: Partial<Coupon> = {}): Coupon {
  return {
    id,
    title: id,
    brand: 'Iper La grande i',
    description: '',
    discountLabel: '-20%',
    category: 'Dispensa',
    validFrom: '2026-11-01',
    expiresOn,
    storeIds: [],
    chosenForYou: false,
    saved: false,
    ...extra,
  };
}

describe('coupon expiry', () => {
  it('counts the days left to the last valid day', () => {
    expect(daysUntilExpiry('2026-11-20', TODAY)).toBe(0);
    expect(daysUntilExpiry('2026-12-01', TODAY)).toBe(11);
    expect(daysUntilExpiry('2026-11-19', TODAY)).toBe(-1);
  });

  it('counts days across a daylight-saving change', () => {
    expect(daysUntilExpiry('2026-10-26', '2026-10-24')).toBe(2);
  });

  it('warns about a coupon expiring today, tomorrow or the day after', () => {
    expect(isExpiringSoon(coupon('a', '2026-11-20'), TODAY)).toBe(true);
    expect(isExpiringSoon(coupon('b', '2026-11-22'), TODAY)).toBe(true);
    expect(isExpiringSoon(coupon('c', '2026-11-23'), TODAY)).toBe(false);
  });

  it('does not warn about an expired coupon: it is removed', () => {
    expect(isExpiringSoon(coupon('a', '2026-11-19'), TODAY)).toBe(false);
    expect(isExpired(coupon('a', '2026-11-19'), TODAY)).toBe(true);
    expect(isExpired(coupon('a', '2026-11-20'), TODAY)).toBe(false);
  });
});

describe('coupon tabs', () => {
  const coupons = [
    coupon('saved', '2026-11-30', { saved: true }),
    coupon('chosen', '2026-11-30', { chosenForYou: true }),
    coupon('both', '2026-11-30', { saved: true, chosenForYou: true }),
    coupon('expired-saved', '2026-11-18', { saved: true }),
    coupon('plain', '2026-12-30'),
  ];
  const ids = (list: Coupon[]) => list.map((item) => item.id);

  it('shows every current coupon in "all", expired ones removed', () => {
    expect(ids(couponsOfTab(coupons, 'tutti', TODAY))).toEqual([
      'saved',
      'chosen',
      'both',
      'plain',
    ]);
  });

  it('shows the saved ones in "mine"', () => {
    expect(ids(couponsOfTab(coupons, 'miei', TODAY))).toEqual(['saved', 'both']);
  });

  it('shows the ones chosen for the customer in "chosen for you"', () => {
    expect(ids(couponsOfTab(coupons, 'per-te', TODAY))).toEqual(['chosen', 'both']);
  });
});

describe('the coupon limit', () => {
  it('lets the customer save up to ten coupons', () => {
    expect(canSaveAnother(0)).toBe(true);
    expect(canSaveAnother(9)).toBe(true);
    expect(canSaveAnother(10)).toBe(false);
  });
});
