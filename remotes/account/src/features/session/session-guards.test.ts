import { authRedirect, guestRedirect } from '@iper/routes';
import type * as RouteRules from '@iper/routes';

// The real shared rules, watched: the loaders must decide with them, not with copies.
jest.mock('@iper/routes', () => {
  const actual = jest.requireActual<typeof RouteRules>('@iper/routes');
  return {
    ...actual,
    authRedirect: jest.fn(actual.authRedirect),
    guestRedirect: jest.fn(actual.guestRedirect),
  };
});
import { guestOnly, requireLogin, safeRedirect } from './session-guards';

function answerSession(body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
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
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await expect(guestOnly(args('http://localhost/registrazione'))).resolves.toBeNull();
  });

  it("decides with the site's shared auth and guest rules, not copies of them", async () => {
    answerSession({ errorCode: '0', uid: 'demo-mario-rossi' });
    await requireLogin(args('http://localhost/account/dati-personali'));
    await guestOnly(args('http://localhost/registrazione')).catch(() => undefined);
    expect(authRedirect).toHaveBeenCalledWith('/account/dati-personali', true);
    expect(guestRedirect).toHaveBeenCalledWith(true);
  });

  it('only comes back to paths of this site', () => {
    expect(safeRedirect('/account/lista-spesa')).toBe('/account/lista-spesa');
    expect(safeRedirect('//evil.example/x')).toBe('/account');
    expect(safeRedirect('https://evil.example')).toBe('/account');
    expect(safeRedirect('/\\evil.example')).toBe('/account');
    expect(safeRedirect(null, '/')).toBe('/');
  });
});
