import type { Coupon, CouponsResponse } from '@iper/contracts';
import { http, HttpResponse } from 'msw';
import { accountInfo, SIGNED_IN } from './fixtures';

/** The coupon page's tests: a store's coupons and Sara, signed in, as the server answers them. */

const TODAY = '2026-11-20';

/** A coupon of Iper Arese's list, valid until 10 December; a test changes what it is about. */
export function coupon(id: string, title: string, extra: Partial<Coupon> = {}): Coupon {
  return {
    id,
    title,
    brand: 'Iper La grande i',
    description: 'Valido su una confezione.',
    discountLabel: '-20%',
    category: 'Dispensa',
    validFrom: '2026-11-01',
    expiresOn: '2026-12-10',
    storeIds: [],
    chosenForYou: false,
    saved: false,
    ...extra,
  };
}

/** The stores the loyalty pages offer (the request forms' store choice). */
export const STORES = [{ id: '00101', nome: 'Iper Arese' }];

/** The coupon list's answer for Iper Arese on 20 November, counting the saved ones. */
export function couponList(
  coupons: Coupon[],
  extra: Partial<CouponsResponse> = {},
): CouponsResponse {
  return {
    storeId: '00101',
    today: TODAY,
    savedCount: coupons.filter((item) => item.saved).length,
    savedMax: 10,
    coupons,
    ...extra,
  };
}

// Spread after a test's own handlers: the first handler that matches a request answers it.
export const SIGNED_IN_HANDLERS = [
  http.get('/api/account/session/verify', () => HttpResponse.json(SIGNED_IN)),
  http.get('/api/account/info', () => HttpResponse.json(accountInfo())),
  http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
];
