import type { BrowserContext, Page } from '@playwright/test';
import { ROUTE_TABLE, type RouteDefinition } from '@iper/routes';
import { expectNoAxeViolations, test, expect, type Site } from '../support/fixtures';
import { E2E_BASE_URL } from '../support/environment';
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

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * Each route is a test of its own (a shard runs any of them alone): a visitor's page is the
 * journey's usual one, and a page behind the login gets the cookies of one customer's session,
 * signed in once per worker.
 */
const routeTest = test.extend<object, { customerCookies: Cookies }>({
  customerCookies: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'it-IT' });
      await logIn(await context.newPage());
      await use(await context.cookies());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function logIn(page: Page) {
  await page.goto('/accedi?redirect=%2Faccount');
  const form = page.getByRole('form', { name: 'Accedi con email e password' });
  await form.getByLabel(/^Email/).fill(DEMO_EMAIL);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
}

async function expectRouteRenders(page: Page, site: Site, route: RouteDefinition, url: string) {
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
  await site.expectAccessible();
  await expectLayoutHolds(page);
}

test.describe('every route of the table', () => {
  test('has a sample URL for every route pattern', () => {
    expect(
      ROUTE_TABLE.filter((route) => !SAMPLE_URLS[route.path]).map((route) => route.path),
    ).toEqual([]);
  });

  for (const route of ROUTE_TABLE) {
    const needsLogin = route.rules.includes('auth');
    routeTest(
      `${route.path} (${route.remote}, ${route.pageType}${needsLogin ? ', logged in' : ''})`,
      // `site` fails the test on an error in the page or on anything the CSP blocked.
      async ({ page, site, customerCookies }) => {
        if (needsLogin) await page.context().addCookies(customerCookies);
        const url =
          route.path === '/volantino' ? await currentFlyerUrl(page) : SAMPLE_URLS[route.path];
        test.skip(!url, 'no sample URL (the test above fails for it)');
        await expectRouteRenders(page, site, route, url!);
      },
    );
  }

  test('a path no route can match is a 404 from the server and the error page, whose button goes home', async ({
    page,
  }) => {
    const response = await page.goto('/punti-vendita/a/b/c');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'pagina non disponibile o non esiste' }),
    ).toBeVisible();
    await expect(page.getByText('Page Not Found: /punti-vendita/a/b/c')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Torna alla homepage' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  });

  test("a failed route validation (services-detail) is the 404 page with 'Page Not Found: {path}'", async ({
    page,
  }) => {
    await page.goto('/servizi/in-negozio/non-esiste');
    await expect(
      page.getByRole('heading', { level: 1, name: 'pagina non disponibile o non esiste' }),
    ).toBeVisible();
    await expect(page.getByText('Page Not Found: /servizi/in-negozio/non-esiste')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla homepage' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
