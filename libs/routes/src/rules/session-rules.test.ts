import { authRedirect, guestRedirect } from './route-rules';
import type * as RouteRules from './route-rules';

// The real shared rules, watched: the loaders must decide with them, not with copies.
jest.mock('./route-rules', () => {
  const actual = jest.requireActual<typeof RouteRules>('./route-rules');
  return {
    ...actual,
    authRedirect: jest.fn(actual.authRedirect),
    guestRedirect: jest.fn(actual.guestRedirect),
  };
});
import { setupNetwork } from '@iper/api/src/testing/network';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createMemoryRouter } from 'react-router';
import { ROUTE_TABLE } from '../route-table';
import { enforceSessionRule, sessionRuleOf, withSessionRule } from './session-rules';

const requireLogin = ({ request }: { request: Request }) =>
  enforceSessionRule('auth', request).then(() => null);
const guestOnly = ({ request }: { request: Request }) =>
  enforceSessionRule('guest', request).then(() => null);

const network = setupNetwork();

/** The session check answers `body` from now on. */
function answerSession(body: JsonBodyType) {
  network.use(http.get('/api/account/session/verify', () => HttpResponse.json(body)));
}

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;

describe('route rules', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends a visitor opening an account page to the login, with the page to come back to', async () => {
    answerSession({ errorCode: '403005', errorMessage: 'Utente non autenticato' });
    const response = (await requireLogin(
      args('http://localhost/account/scontrini-digitali?ordine=1'),
    ).catch((thrown) => thrown)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/accedi?redirect=%2Faccount%2Fscontrini-digitali%3Fordine%3D1',
    );
  });

  it('lets a signed-in user through', async () => {
    answerSession({ errorCode: '0', uid: 'demo-mario-rossi' });
    await expect(requireLogin(args('http://localhost/account'))).resolves.toBeNull();
  });

  it('sends a signed-in user away from the guest pages to /', async () => {
    answerSession({ errorCode: '0', uid: 'demo-mario-rossi' });
    const response = (await guestOnly(args('http://localhost/registrazione')).catch(
      (thrown) => thrown,
    )) as Response;
    expect(response.headers.get('location')).toBe('/');
  });

  it('keeps the language of the page: an English account page sends to the English login, and back', async () => {
    answerSession({ errorCode: '403005', errorMessage: 'Utente non autenticato' });
    const login = (await requireLogin(args('http://localhost/en/account/lista-spesa')).catch(
      (thrown) => thrown,
    )) as Response;
    expect(login.headers.get('location')).toBe('/en/accedi?redirect=%2Fen%2Faccount%2Flista-spesa');
    answerSession({ errorCode: '0', uid: 'demo-mario-rossi' });
    const home = (await guestOnly(args('http://localhost/en/registrazione')).catch(
      (thrown) => thrown,
    )) as Response;
    expect(home.headers.get('location')).toBe('/en');
  });

  it('treats a server that does not answer as signed out', async () => {
    network.use(http.get('/api/account/session/verify', () => HttpResponse.error()));
    await expect(guestOnly(args('http://localhost/registrazione'))).resolves.toBeNull();
  });

  it("decides with the site's shared auth and guest rules, not copies of them", async () => {
    answerSession({ errorCode: '0', uid: 'demo-mario-rossi' });
    await requireLogin(args('http://localhost/account/dati-personali'));
    await guestOnly(args('http://localhost/registrazione')).catch(() => undefined);
    expect(authRedirect).toHaveBeenCalledWith('/account/dati-personali', true);
    expect(guestRedirect).toHaveBeenCalledWith(true);
  });
});

describe('the route table’s session rules on a page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives each page the session rule the table names for it', () => {
    const ruled = ROUTE_TABLE.filter((route) => sessionRuleOf(route.path));
    expect(ruled.length).toBeGreaterThan(0);
    for (const route of ROUTE_TABLE) {
      const expected = route.rules.includes('auth')
        ? 'auth'
        : route.rules.includes('guest')
          ? 'guest'
          : undefined;
      expect([route.path, sessionRuleOf(route.path)]).toEqual([route.path, expected]);
    }
  });

  it('leaves a page without a session rule exactly as it is (its server render and hydration too)', () => {
    const route = { path: '/punti-vendita', lazy: async () => ({}) };
    expect(withSessionRule(route)).toBe(route);
  });

  it('sends a visitor from an auth page that has no loader of its own to the login', async () => {
    answerSession({ errorCode: '403005', errorMessage: 'Utente non autenticato' });
    const page = jest.fn(() => null);
    const router = createMemoryRouter(
      [
        withSessionRule({ path: '/account', lazy: async () => ({ Component: page }) }),
        { path: '/accedi', Component: () => null },
      ],
      { initialEntries: ['/account'] },
    );
    await waitForIdle(router);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/accedi?redirect=%2Faccount',
    );
  });

  it("runs the page's own loader after the rule lets a signed-in user through", async () => {
    answerSession({ errorCode: '0', uid: 'demo-mario-rossi' });
    const loader = jest.fn(() => ({ receipts: 3 }));
    const router = createMemoryRouter(
      [
        withSessionRule({
          id: 'receipts',
          path: '/account/scontrini-digitali',
          lazy: async () => ({ loader, Component: () => null }),
        }),
      ],
      { initialEntries: ['/account/scontrini-digitali'] },
    );
    await waitForIdle(router);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(router.state.loaderData).toEqual({ receipts: { receipts: 3 } });
    expect(router.state.location.pathname).toBe('/account/scontrini-digitali');
  });
});

/** Resolves once the router has loaded and settled (redirects followed). */
function waitForIdle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (settled()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
