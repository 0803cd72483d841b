import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ROUTE_TABLE, type RouteDefinition } from '@iper/routes';
import { expectNoAxeViolations, test, expect } from '../support/fixtures';
import { currentFlyerUrl } from '../support/flyers';
import { expectLayoutHolds } from '../support/layout';

/**
 * Every route of the site's route table (libs/routes, the one the shell and the server share),
 * opened once through a sample URL: the server answers 200, the page shows its h1, no error page
 * or remote error panel, and axe finds nothing. A route added to the table without a sample here
 * fails, so the walk stays complete. Samples use the demo data's real slugs. Each page is also
 * laid out at the six widths of `LAYOUT_WIDTHS`: no sideways scroll, no header control off screen.
 */
const SAMPLE_URLS: Record<string, string> = {
  '/': '/',
  '/:generic': '/chi-siamo',
  '/:generic/:category': '/chi-siamo/la-nostra-storia',
  '/foodtruck': '/foodtruck',
  '/iper-drive': '/iper-drive',
  '/iper-mag': '/iper-mag',
  '/iper-mag/:category': '/iper-mag/ricette',
  '/iper-mag/:category/:article': '/iper-mag/ricette/risotto-alla-zucca',
  '/le-nostre-produzioni': '/le-nostre-produzioni',
  '/le-nostre-produzioni/:category/:article?': '/le-nostre-produzioni/orto/pomodori',
  '/lista-volantini': '/lista-volantini',
  '/volantino': '/volantino',
  '/cerca': '/cerca?q=pasta',
  '/serve-aiuto': '/serve-aiuto',
  '/serve-aiuto/:category/:faq?': '/serve-aiuto/carta-vantaggi/come-richiedere-la-carta',
  '/servizi': '/servizi',
  '/servizi/:category': '/servizi/in-negozio',
  '/servizi/:category/:article': '/servizi/in-negozio/parafarmacia',
  '/page-list': '/page-list',
  '/punti-vendita': '/punti-vendita',
  '/punti-vendita/punti-ristorazione': '/punti-vendita/punti-ristorazione',
  '/punti-vendita/:slug': '/punti-vendita/iper-arese',
  '/punti-vendita/:slug/:restaurant': '/punti-vendita/iper-arese/cremamore',
  '/carta-vantaggi': '/carta-vantaggi',
  '/carta-vantaggi/coupon': '/carta-vantaggi/coupon',
  '/carta-vantaggi/richiedi': '/carta-vantaggi/richiedi',
  '/gift-card': '/gift-card',
  '/virtual-card': '/virtual-card',
  '/virtual-card/altri-negozi': '/virtual-card/altri-negozi',
  '/virtual-card/aziende': '/virtual-card/aziende',
  '/virtual-card/buoni-spesa': '/virtual-card/buoni-spesa',
  '/account': '/account',
  '/account/dati-personali': '/account/dati-personali',
  '/account/lista-spesa': '/account/lista-spesa',
  '/account/scontrini-digitali': '/account/scontrini-digitali',
  '/account/privacy-e-dati': '/account/privacy-e-dati',
  '/registrazione': '/registrazione',
  '/modifica-password': '/modifica-password',
  '/accedi': '/accedi',
  '/password-dimenticata': '/password-dimenticata',
  '/password-dimenticata/email-inviata': '/password-dimenticata/email-inviata',
  '/reimposta-password': '/reimposta-password',
  '/password-modificata': '/password-modificata',
  '/lavora-con-noi': '/lavora-con-noi',
  '/lavora-con-noi/candidatura-spontanea': '/lavora-con-noi/candidatura-spontanea',
  '/lavora-con-noi/posizioni-mestieri-in-crescita':
    '/lavora-con-noi/posizioni-mestieri-in-crescita',
  '/lavora-con-noi/posizioni-mestieri-in-crescita/:article':
    '/lavora-con-noi/posizioni-mestieri-in-crescita/panettiere-a-in-formazione-iper-arese',
  '/lavora-con-noi/posizioni-punto-vendita': '/lavora-con-noi/posizioni-punto-vendita',
  '/lavora-con-noi/posizioni-punto-vendita/:article':
    '/lavora-con-noi/posizioni-punto-vendita/addetto-a-banco-gastronomia-iper-arese',
  '/lavora-con-noi/posizioni-sede': '/lavora-con-noi/posizioni-sede',
  '/lavora-con-noi/posizioni-sede/:article':
    '/lavora-con-noi/posizioni-sede/sviluppatore-trice-software-sede-milano',
  '/autocandidatura': '/autocandidatura',
};

const DEMO_EMAIL = 'mario.rossi@example.it';
const DEMO_PASSWORD = 'Spesa2026!';

async function visitorContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 390, height: 844 },
  });
  // The cookie banner answered (rejecting), as in every other journey.
  const consent = encodeURIComponent(
    JSON.stringify({ analytics: false, marketing: false, decidedAt: '2026-11-01T00:00:00.000Z' }),
  );
  await context.addCookies([{ name: 'iper_consent', value: consent, url: baseURL }]);
  return context;
}

async function logIn(page: Page) {
  await page.goto('/accedi?redirect=%2Faccount');
  const form = page.getByRole('form', { name: 'Accedi con email e password' });
  await form.getByLabel(/^Email/).fill(DEMO_EMAIL);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
}

async function expectRouteRenders(page: Page, route: RouteDefinition, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), `server status of ${url}`).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  // Let the page's data arrive, so a failing request has shown its error before we look.
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, `${url} stays on its page`).toBe(
    new URL(url, 'http://x').pathname,
  );
  await expect(page.locator('#error-page-title')).toHaveCount(0);
  await expect(page.getByText('Questa sezione non è disponibile al momento')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectLayoutHolds(page);
}

test.describe('every route of the table', () => {
  test.describe.configure({ mode: 'serial' });
  let visitor: Page;
  let customer: Page;
  const pageErrors: string[] = [];

  test.beforeAll(async ({ browser, baseURL }) => {
    visitor = await (await visitorContext(browser, baseURL!)).newPage();
    customer = await (await visitorContext(browser, baseURL!)).newPage();
    for (const page of [visitor, customer])
      page.on('pageerror', (error) => pageErrors.push(error.message));
    await logIn(customer);
  });
  test.afterAll(async () => {
    await visitor.context().close();
    await customer.context().close();
  });

  test('has a sample URL for every route pattern', () => {
    expect(
      ROUTE_TABLE.filter((route) => !SAMPLE_URLS[route.path]).map((route) => route.path),
    ).toEqual([]);
  });

  for (const route of ROUTE_TABLE) {
    const needsLogin = route.rules.includes('auth');
    test(`${route.path} (${route.remote}, ${route.pageType}${needsLogin ? ', logged in' : ''})`, async () => {
      const page = needsLogin ? customer : visitor;
      const url =
        route.path === '/volantino' ? await currentFlyerUrl(page) : SAMPLE_URLS[route.path];
      test.skip(!url, 'no sample URL (the test above fails for it)');
      pageErrors.length = 0;
      await expectRouteRenders(page, route, url!);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    });
  }

  test('a path no route can match is a 404 from the server and the error page, whose button goes home', async () => {
    const response = await visitor.goto('/punti-vendita/a/b/c');
    expect(response?.status()).toBe(404);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'pagina non disponibile o non esiste' }),
    ).toBeVisible();
    await expect(visitor.getByText('Page Not Found: /punti-vendita/a/b/c')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole('link', { name: 'Torna alla homepage' }).click();
    await expect(visitor).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("a failed route validation (services-detail) is the 404 page with 'Page Not Found: {path}'", async () => {
    await visitor.goto('/servizi/in-negozio/non-esiste');
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'pagina non disponibile o non esiste' }),
    ).toBeVisible();
    await expect(visitor.getByText('Page Not Found: /servizi/in-negozio/non-esiste')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Torna alla homepage' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
