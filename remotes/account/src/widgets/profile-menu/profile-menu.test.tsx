import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, MARIO, VISITOR } from '../../testing/fake-server';
import ProfileMenu from './profile-menu';

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
        <h1>Volantino</h1>
      </>
    ),
  },
];

describe('the profile menu of the header', () => {
  afterEach(() => jest.restoreAllMocks());

  it("offers 'Accedi/Registrati' to a visitor, coming back to the page after login", async () => {
    fakeServer({ 'GET /api/account/session/verify': () => VISITOR });
    renderRoutes(pages, '/volantino');
    const link = await screen.findByRole('link', { name: 'Accedi/Registrati' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/accedi?redirect=%2Fvolantino'));
  });

  it("shows the user's name with a menu, and logs out to /", async () => {
    let loggedIn = true;
    const server = fakeServer({
      'GET /api/account/session/verify': () =>
        loggedIn ? { errorCode: '0', uid: MARIO.uid } : VISITOR,
      'GET /api/account/info': () => MARIO,
      'POST /api/identity/logout': () => {
        loggedIn = false;
        return { errorCode: '0' };
      },
    });
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

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Accedi/Registrati' })).toBeInTheDocument();
    expect(server.bodies.some((entry) => entry.path === '/api/identity/logout')).toBe(true);
  });
});
