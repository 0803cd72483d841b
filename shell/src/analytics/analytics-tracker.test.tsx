import { saveConsent, startInsights } from '@iper/analytics';
import type * as Analytics from '@iper/analytics';
import { api, createAppStore, sessionApi } from '@iper/api';
import type { AccountInfo } from '@iper/contracts';
import { act, render, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AnalyticsTracker } from './analytics-tracker';
import { setupNetwork } from '@iper/api/src/testing/network';
import { http, HttpResponse } from 'msw';
import { NO_CARD, accountInfoWith } from '@iper/contracts/src/testing/account-info.fixture';

jest.mock('@iper/analytics', () => {
  const actual = jest.requireActual<typeof Analytics>('@iper/analytics');
  return { ...actual, startInsights: jest.fn() };
});

const MARIO: AccountInfo = accountInfoWith({
  data: { ...NO_CARD, cf: null },
  preferences: { marketing: false, receipt: false },
});

const network = setupNetwork();

/** The identity endpoints of a server where `loggedIn` says who is signed in. */
function serveSession(state: { loggedIn: boolean }) {
  network.use(
    http.get('/api/account/session/verify', () =>
      HttpResponse.json(
        state.loggedIn
          ? { errorCode: '0', uid: MARIO.uid }
          : { errorCode: '403005', errorMessage: 'Utente non autenticato' },
      ),
    ),
    http.get('/api/account/info', () =>
      state.loggedIn
        ? HttpResponse.json(MARIO)
        : HttpResponse.json({ statusCode: 401 }, { status: 401 }),
    ),
  );
}

/** The paths the fake server was asked for, in order. */
const requestedPaths = () => network.requests().map((request) => new URL(request.url).pathname);

function renderTracker() {
  const store = createAppStore();
  let trackerRenders = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        element: (
          <Profiler id="tracker" onRender={() => (trackerRenders += 1)}>
            <AnalyticsTracker />
          </Profiler>
        ),
      },
    ],
    { initialEntries: ['/account'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, renders: () => trackerRenders };
}

const pageViews = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view');

describe('page views of a logged-in user (SPEC §7)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.mocked(startInsights).mockClear();
    delete window.dataLayer;
  });

  it('carry SHA-256 hashes of email, names, birth date, phone, city and postal code, and the uid as insights token', async () => {
    saveConsent({ analytics: true, marketing: false });
    serveSession({ loggedIn: true });
    renderTracker();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    const [view] = pageViews();
    expect(view).toMatchObject({ page_type: 'my_account', page_path: '/account', logged_in: true });
    expect(Object.keys(view!.user_data as object).sort()).toEqual([
      'sha256_birth_date',
      'sha256_city',
      'sha256_email_address',
      'sha256_first_name',
      'sha256_last_name',
      'sha256_phone_number',
      'sha256_postal_code',
    ]);
    expect(JSON.stringify(view)).not.toMatch(/mario|rossi|milano|20121/i);
    expect(startInsights).toHaveBeenCalledWith(
      expect.objectContaining({ appId: expect.any(String) }),
      'demo-mario-rossi',
    );
  });

  it('are anonymous for a visitor', async () => {
    saveConsent({ analytics: true, marketing: false });
    serveSession({ loggedIn: false });
    renderTracker();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toEqual({
      event: 'page_view',
      page_type: 'my_account',
      page_path: '/account',
      logged_in: false,
    });
    expect(startInsights).toHaveBeenCalledWith(expect.anything(), undefined);
  });

  it('do not carry the data of a user who has just logged out, though the cache still holds it', async () => {
    saveConsent({ analytics: true, marketing: false });
    const server = { loggedIn: true };
    serveSession(server);
    const store = createAppStore();
    // The header's profile menu holds the session while the visitor logs out.
    const header = [
      store.dispatch(sessionApi.endpoints.sessionVerify.initiate()),
      store.dispatch(sessionApi.endpoints.sessionAccountInfo.initiate()),
    ];
    await Promise.all(header);
    server.loggedIn = false;
    const router = createMemoryRouter([{ path: '/', element: <AnalyticsTracker /> }]);
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_type: 'homepage', logged_in: false });
    for (const subscription of header) subscription.unsubscribe();
  });

  it('without consent, send nothing and do not even ask who is logged in', async () => {
    saveConsent({ analytics: false, marketing: false });
    serveSession({ loggedIn: true });
    renderTracker();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.dataLayer).toBeUndefined();
    expect(requestedPaths()).toEqual([]);
    expect(startInsights).not.toHaveBeenCalled();
  });

  it('never re-render when the session changes (login, logout)', async () => {
    saveConsent({ analytics: true, marketing: false });
    const server = { loggedIn: false };
    serveSession(server);
    const { store, renders } = renderTracker();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    const before = renders();
    server.loggedIn = true;
    // A page subscribed to the session, as the header's profile menu is, then a login.
    const subscription = store.dispatch(sessionApi.endpoints.sessionVerify.initiate());
    await act(async () => {
      store.dispatch(api.util.invalidateTags(['Session']));
      await subscription;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(requestedPaths().filter((path) => path.endsWith('/verify')).length).toBeGreaterThan(1);
    expect(renders()).toBe(before);
    subscription.unsubscribe();
  });
});
