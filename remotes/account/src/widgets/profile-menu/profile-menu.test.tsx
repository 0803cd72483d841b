import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MARIO, MARIO_SIGNED_IN, VISITOR } from '../../testing/fixtures';
import { visitorHandlers } from '../../testing/handlers';
import ProfileMenu from './profile-menu';

const network = setupNetwork();

const pages = [
  {
    path: '/',
    element: (
      <>
        <ProfileMenu />
        <h1>Home</h1>
      </>
    ),
  },
  {
    path: '/volantino',
    element: (
      <>
        <ProfileMenu />
        <main>
          <h1>Volantino</h1>
          <a href="#offerte">Offerte</a>
        </main>
      </>
    ),
  },
];

describe('the profile menu of the header', () => {
  it("offers 'Accedi/Registrati' to a visitor, coming back to the page after login", async () => {
    network.use(...visitorHandlers);
    renderRoutes(pages, '/volantino');
    const link = await screen.findByRole('link', { name: 'Accedi/Registrati' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/accedi?redirect=%2Fvolantino'));
  });

  it("shows the user's name with a menu, and logs out to /", async () => {
    let loggedIn = true;
    network.use(
      http.get('/api/account/session/verify', () =>
        HttpResponse.json(loggedIn ? MARIO_SIGNED_IN : VISITOR),
      ),
      http.get('/api/account/info', () => HttpResponse.json(MARIO)),
      http.post('/api/identity/logout', () => {
        loggedIn = false;
        return HttpResponse.json({ errorCode: '0' });
      }),
    );
    const { router } = renderRoutes(pages, '/volantino');
    const trigger = await screen.findByRole('button', { name: 'Ciao Mario' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Il mio account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByRole('link', { name: 'Scontrini digitali' })).toHaveAttribute(
      'href',
      '/account/scontrini-digitali',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Il mio account' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    // Focus leaving the menu closes it; the page under it is never made inert.
    await userEvent.click(trigger);
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    screen.getByRole('link', { name: 'Scontrini digitali' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Esci' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Offerte' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Il mio account' })).not.toBeInTheDocument();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Accedi/Registrati' })).toBeInTheDocument();
    expect(network.requestsTo('/api/identity/logout', 'POST')).toHaveLength(1);
  });
});
