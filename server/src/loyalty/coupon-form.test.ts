import {
  COUPON_FORM,
  COUPON_LIMIT_MESSAGE,
  CouponsResponseSchema,
  FORM_OUTCOME_COOKIE,
} from '@iper/contracts';
import { singleTestDatabase, type TestServer } from '../testing/test-server';
import type { TestBrowser } from '../identity/test-browser';
import { signedIn, startLoyaltyTestServer, visitor } from './testing';

const LUCA = 'luca.verdi@example.it';
const PAGE = '/carta-vantaggi/coupon';

/** The coupon page's plain form, as a browser sends it from the page. */
function sendForm(
  browser: TestBrowser,
  fields: Record<string, string>,
  site: 'same-origin' | 'cross-site' = 'same-origin',
) {
  return browser.request('POST', COUPON_FORM.path, new URLSearchParams(fields).toString(), {
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
  });
}

const save = (coupon: string) => ({
  [COUPON_FORM.coupon]: coupon,
  [COUPON_FORM.action]: COUPON_FORM.save,
  [COUPON_FORM.page]: PAGE,
});

async function couponsOf(browser: TestBrowser) {
  return CouponsResponseSchema.parse((await browser.request('GET', '/api/coupons')).json());
}

describe('saving a coupon with the coupon page’s plain form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(singleTestDatabase());
  });
  afterAll(async () => server?.close());

  it('saves the coupon and comes back to it on the page; the same form removes it', async () => {
    const luca = await signedIn(server, LUCA);
    const coupon = (await couponsOf(luca)).coupons.find((each) => !each.saved)!;
    const saved = await sendForm(luca, save(coupon.id));
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${PAGE}#coupon-${coupon.id}`);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect((await couponsOf(luca)).coupons.find((each) => each.id === coupon.id)?.saved).toBe(true);

    const removed = await sendForm(luca, {
      ...save(coupon.id),
      [COUPON_FORM.action]: COUPON_FORM.remove,
      [COUPON_FORM.page]: `/en${PAGE}`,
    });
    expect(removed.headers.location).toBe(`/en${PAGE}#coupon-${coupon.id}`);
    expect((await couponsOf(luca)).coupons.find((each) => each.id === coupon.id)?.saved).toBe(
      false,
    );
  });

  it('at the tenth coupon, comes back to the page with the limit message and saves nothing', async () => {
    const luca = await signedIn(server, LUCA);
    const list = await couponsOf(luca);
    const unsaved = list.coupons.filter((each) => !each.saved);
    for (const coupon of unsaved.slice(0, 10 - list.savedCount))
      expect((await sendForm(luca, save(coupon.id))).statusCode).toBe(303);
    const eleventh = unsaved[10 - list.savedCount]!;
    const refused = await sendForm(luca, save(eleventh.id));
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(PAGE);
    const outcome = refused.cookies.find((cookie) => cookie.name === FORM_OUTCOME_COOKIE);
    expect(JSON.parse(decodeURIComponent(outcome!.value))).toEqual({
      form: COUPON_FORM.name,
      error: COUPON_LIMIT_MESSAGE,
      values: { [COUPON_FORM.coupon]: eleventh.id },
    });
    expect((await couponsOf(luca)).savedCount).toBe(10);
    await luca.request('DELETE', '/api/coupons/saved');
  });

  it('sends a visitor whose session has ended to sign in, and back to the page after', async () => {
    const answer = await sendForm(await visitor(server), save('olio-evo-1l'));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/accedi?redirect=${encodeURIComponent(PAGE)}`);
  });

  it('refuses a form another site sent, and a coupon that is not on offer, with no change', async () => {
    const luca = await signedIn(server, LUCA);
    const before = (await couponsOf(luca)).savedCount;
    expect((await sendForm(luca, save('olio-evo-1l'), 'cross-site')).statusCode).toBe(403);
    const unknown = await sendForm(luca, save('non-esiste'));
    expect(unknown.statusCode).toBe(303);
    const outcome = unknown.cookies.find((cookie) => cookie.name === FORM_OUTCOME_COOKIE);
    expect(decodeURIComponent(outcome!.value)).toContain('Coupon non disponibile.');
    const badAction = await sendForm(luca, { ...save('olio-evo-1l'), [COUPON_FORM.action]: 'x' });
    expect(badAction.statusCode).toBe(303);
    expect((await couponsOf(luca)).savedCount).toBe(before);
  });

  it('comes back only to a page of this site', async () => {
    const luca = await signedIn(server, LUCA);
    const coupon = (await couponsOf(luca)).coupons[0]!;
    const answer = await sendForm(luca, {
      ...save(coupon.id),
      [COUPON_FORM.action]: COUPON_FORM.remove,
      [COUPON_FORM.page]: '//evil.example/x',
    });
    expect(answer.headers.location).toBe(`${PAGE}#coupon-${coupon.id}`);
  });
});
