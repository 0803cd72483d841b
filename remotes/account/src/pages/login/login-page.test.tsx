import { saveConsent } from '@iper/analytics';
import { GUEST_LIST_STORAGE_KEY } from '@iper/api';
import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { leaveSiteFor } from '../../features/session/leave-site';
import { routes } from '../../routes';
import { MARIO, MARIO_SIGNED_IN, VISITOR } from '../../testing/fixtures';
import { apiError, socialProviders, visitorHandlers } from '../../testing/handlers';

const network = setupNetwork(...visitorHandlers, socialProviders());

// Analytics events reach the dataLayer only with consent: these visitors have accepted.
beforeEach(() => saveConsent({ analytics: true, marketing: false }));

jest.mock('../../features/session/leave-site', () => ({ leaveSiteFor: jest.fn() }));

const accountPage = { path: '/account/lista-spesa', element: <h1>Lista</h1> };

describe('the login page', () => {
  it('keeps its links in English under /en', async () => {
    // The shell mounts a remote's routes under /en as well; here the same routes, prefixed.
    renderRoutes(
      routes.map((route) => ({ ...route, path: `/en${route.path}` })),
      '/en/accedi',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hai dimenticato la password?' })).toHaveAttribute(
      'href',
      '/en/password-dimenticata',
    );
    expect(screen.getByRole('link', { name: 'Non hai un account? Registrati' })).toHaveAttribute(
      'href',
      '/en/registrazione',
    );
  });

  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
  });

  it('logs in, merges the list of this device, sends the login event and goes back to the page asked for', async () => {
    let loggedIn = false;
    network.use(
      http.get('/api/account/session/verify', () =>
        HttpResponse.json(loggedIn ? MARIO_SIGNED_IN : VISITOR),
      ),
      http.get('/api/account/info', () => HttpResponse.json(MARIO)),
      http.post('/api/identity/login', () => {
        loggedIn = true;
        return HttpResponse.json(MARIO_SIGNED_IN);
      }),
      http.post('/api/account/shopping-list/merge', () => HttpResponse.json({ items: [] })),
    );
    localStorage.setItem(
      GUEST_LIST_STORAGE_KEY,
      JSON.stringify([{ id: 'g1', label: 'Uova', checked: false, promotionEndsOn: null }]),
    );
    const { router } = renderRoutes(
      [...routes.filter((route) => route.path !== '/account/lista-spesa'), accountPage],
      '/accedi?redirect=%2Faccount%2Flista-spesa',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Email/), 'mario.rossi@example.it');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Spesa2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/lista-spesa'));
    const [login] = network.requestsTo('/api/identity/login', 'POST');
    expect(await login?.json()).toEqual({
      email: 'mario.rossi@example.it',
      password: 'Spesa2026!',
    });
    const [merge] = network.requestsTo('/api/account/shopping-list/merge', 'POST');
    expect(await merge?.json()).toEqual({
      items: [{ label: 'Uova', checked: false, promotionEndsOn: null }],
    });
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toBeNull();
    expect(window.dataLayer).toContainEqual({ event: 'login', method: 'email' });
  });

  it("shows 'Email o password non corretti.' and sends login_error on wrong credentials", async () => {
    network.use(
      http.post('/api/identity/login', () =>
        apiError({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Email o password non corretti.',
        }),
      ),
    );
    renderRoutes(routes, '/accedi');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'mario.rossi@example.it');
    await userEvent.type(screen.getByLabelText(/^Password/), 'sbagliata');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Email o password non corretti.')).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'login_error', type: 'login' });
  });

  it('offers the configured social providers and sends the browser to the chosen one', async () => {
    network.use(
      socialProviders('google', 'apple'),
      http.post('/api/identity/social/start', () =>
        HttpResponse.json({ url: 'https://accounts.example/authorize?state=x' }),
      ),
    );
    renderRoutes(routes, '/accedi?redirect=%2Faccount');
    await userEvent.click(await screen.findByRole('button', { name: 'Accedi con Google' }));
    expect(screen.getByRole('button', { name: 'Accedi con Apple' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi con Facebook' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(leaveSiteFor).toHaveBeenCalledWith('https://accounts.example/authorize?state=x'),
    );
    const [start] = network.requestsTo('/api/identity/social/start', 'POST');
    expect(await start?.json()).toEqual({ provider: 'google', redirect: '/account' });
  });

  it('tells the visitor when a social sign-in failed, and sends login_error of type social_login', async () => {
    network.use(socialProviders('facebook'));
    renderRoutes(routes, '/accedi?accesso=errore-social&provider=facebook');
    expect(await screen.findByText(/L'accesso con Facebook non è riuscito/)).toBeInTheDocument();
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'login_error',
        type: 'social_login',
        provider: 'facebook',
      }),
    );
  });
});
