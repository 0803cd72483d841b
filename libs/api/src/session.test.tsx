import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from './api';
import { selectNotifications } from './notifications';
import { selectFavouriteStoreId } from './store-selection';
import { createAppStore } from './store';
import { setupNetwork } from './testing/network';
import { sessionLoggedIn, sessionLoginFailed, useLogout, useSession } from './session';
import { saveConsent } from '@iper/analytics';
import { MARIO_ACCOUNT_INFO } from '@iper/contracts/src/testing/account-info.fixture';

// Analytics events reach the dataLayer only with consent: these visitors have accepted.
beforeEach(() => saveConsent({ analytics: true, marketing: false }));

const MARIO = MARIO_ACCOUNT_INFO;

const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

const network = setupNetwork();

function SessionProbe() {
  const session = useSession();
  return (
    <p>
      {session.status} · {session.user ? `${session.user.name} ${session.user.lastName}` : 'ospite'}{' '}
      · {session.isCardOwner ? 'titolare' : 'senza carta'}
    </p>
  );
}

/** The session check held open: the test says when it is asked and answers it. */
function holdVerification() {
  let answer: ((response: Response) => void) | undefined;
  network.use(
    http.get(
      '/api/account/session/verify',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    ),
  );
  return {
    asked: () => answer !== undefined,
    answer: (response: Response) => answer?.(response),
  };
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('the session (SPEC §4)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    clearCookies();
    delete window.dataLayer;
  });

  it('stays unchecked until verification answers, then a non-zero errorCode leaves the visitor logged out', async () => {
    const verification = holdVerification();
    render(
      <Provider store={createAppStore()}>
        <SessionProbe />
      </Provider>,
    );
    expect(screen.getByText(/unchecked · ospite/)).toBeInTheDocument();
    await waitFor(() => expect(verification.asked()).toBe(true));
    await act(async () =>
      verification.answer(json({ errorCode: '403005', errorMessage: 'Utente non autenticato' })),
    );
    expect(await screen.findByText('checked · ospite · senza carta')).toBeInTheDocument();
  });

  it('is drawn again when the check answers, not while it is under way', async () => {
    const verification = holdVerification();
    const drawn = jest.fn();
    function CountedProbe() {
      drawn(useSession().status);
      return null;
    }
    render(
      <Provider store={createAppStore()}>
        <CountedProbe />
      </Provider>,
    );
    // The request is out: the query is pending, and its readers were not drawn for that.
    await waitFor(() => expect(verification.asked()).toBe(true));
    expect(drawn.mock.calls).toEqual([['unchecked']]);
    await act(async () =>
      verification.answer(json({ errorCode: '403005', errorMessage: 'Utente non autenticato' })),
    );
    await waitFor(() => expect(drawn).toHaveBeenLastCalledWith('checked'));
    expect(drawn).toHaveBeenCalledTimes(2);
  });

  it('logs the user in once verification succeeds and the account info loads, and selects the favourite store', async () => {
    network.use(
      http.get('/api/account/session/verify', () => json({ errorCode: '0', uid: MARIO.uid })),
      http.get('/api/account/info', () => json(MARIO)),
    );
    const store = createAppStore();
    render(
      <Provider store={store}>
        <SessionProbe />
      </Provider>,
    );
    expect(await screen.findByText('checked · Mario Rossi · titolare')).toBeInTheDocument();
    expect(network.requests().map((request) => new URL(request.url).pathname)).toEqual([
      '/api/account/session/verify',
      '/api/account/info',
    ]);
    expect(selectFavouriteStoreId(store.getState())).toBe('00102');
  });

  it('leaves the user logged out when the account info cannot be loaded', async () => {
    network.use(
      http.get('/api/account/session/verify', () => json({ errorCode: '0', uid: MARIO.uid })),
      http.get('/api/account/info', () => json({ statusCode: 500 }, 500)),
    );
    render(
      <Provider store={createAppStore()}>
        <SessionProbe />
      </Provider>,
    );
    expect(await screen.findByText('checked · ospite · senza carta')).toBeInTheDocument();
  });

  it('on a user logout goes to / and clears the user only after that page has finished', async () => {
    let loggedIn = true;
    network.use(
      http.get('/api/account/session/verify', () =>
        json(
          loggedIn
            ? { errorCode: '0', uid: MARIO.uid }
            : { errorCode: '403005', errorMessage: 'Utente non autenticato' },
        ),
      ),
      http.get('/api/account/info', () =>
        loggedIn ? json(MARIO) : json({ statusCode: 401 }, 401),
      ),
      http.post('/api/identity/logout', () => {
        loggedIn = false;
        return json({ errorCode: '0' });
      }),
    );
    const seenOnHome: string[] = [];
    function Home() {
      const session = useSession();
      seenOnHome.push(session.user?.name ?? 'ospite');
      return <h1>Home {session.user ? session.user.name : 'ospite'}</h1>;
    }
    function Account() {
      const logout = useLogout();
      return (
        <>
          <SessionProbe />
          <button type="button" onClick={() => void logout()}>
            Esci
          </button>
        </>
      );
    }
    let finishHome!: () => void;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => new Promise<null>((resolve) => (finishHome = () => resolve(null))),
          element: <Home />,
        },
        { path: '/account', element: <Account /> },
      ],
      { initialEntries: ['/account'] },
    );
    const store = createAppStore();
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByText('checked · Mario Rossi · titolare')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(finishHome).toBeDefined());
    // The home page is still loading: the account page still shows its user.
    expect(screen.getByText('checked · Mario Rossi · titolare')).toBeInTheDocument();
    await act(async () => finishHome());
    expect(await screen.findByRole('heading', { name: 'Home ospite' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(selectFavouriteStoreId(store.getState())).toBeNull();
    // The site's notification area tells the visitor they are out.
    expect(selectNotifications(store.getState())).toMatchObject([
      { kind: 'success', title: { defaultMessage: 'Sei uscito dal tuo account.' } },
    ]);
  });

  it('sends login, social_login and login_error to the dataLayer', () => {
    const store = createAppStore();
    store.dispatch(sessionLoggedIn('login'));
    store.dispatch(sessionLoggedIn('social_login', 'google'));
    sessionLoginFailed('social_login', 'apple');
    sessionLoginFailed('login');
    expect(window.dataLayer).toEqual([
      { event: 'login', method: 'email' },
      { event: 'social_login', provider: 'google' },
      { event: 'login_error', type: 'social_login', provider: 'apple' },
      { event: 'login_error', type: 'login' },
    ]);
  });
});

describe('the base query and CSRF', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    clearCookies();
  });

  const probe = api.injectEndpoints({
    endpoints: (build) => ({
      testSave: build.mutation<unknown, void>({
        query: () => ({ url: '/account/consents', method: 'PUT', body: {} }),
      }),
    }),
  });

  it('sends the token of the CSRF cookie in the x-csrf-token header', async () => {
    document.cookie = 'iper.csrf=token-del-cookie; path=/';
    network.use(http.put('/api/account/consents', () => json({ ok: true })));
    const store = createAppStore();
    await store.dispatch(probe.endpoints.testSave.initiate());
    expect(network.requests()[0]?.headers.get('x-csrf-token')).toBe('token-del-cookie');
  });

  it('fetches a token and tries once more when refused before it had one', async () => {
    network.use(
      http.put('/api/account/consents', ({ request }) =>
        request.headers.get('x-csrf-token') === 'nuovo-token'
          ? json({ ok: true })
          : json({ statusCode: 403 }, 403),
      ),
      http.get('/api/identity/csrf', () => {
        document.cookie = 'iper.csrf=nuovo-token; path=/';
        return json({ token: 'nuovo-token' });
      }),
    );
    const result = await createAppStore().dispatch(probe.endpoints.testSave.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(
      network.requests().map((request) => `${request.method} ${new URL(request.url).pathname}`),
    ).toEqual(['PUT /api/account/consents', 'GET /api/identity/csrf', 'PUT /api/account/consents']);
  });

  it('does not retry a refusal when the token was already sent', async () => {
    document.cookie = 'iper.csrf=vecchio; path=/';
    network.use(http.put('/api/account/consents', () => json({ statusCode: 403 }, 403)));
    const result = await createAppStore().dispatch(probe.endpoints.testSave.initiate());
    expect(result.error).toMatchObject({ status: 403 });
    expect(network.requests()).toHaveLength(1);
  });
});
