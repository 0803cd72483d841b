import { setupNetwork } from '@iper/api/src/testing/network';
import { messagesFor, registerCatalogLoader } from '@iper/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RemoteUnavailableError } from '../federation/remotes';
import { renderRouter, renderSite } from '../testing/render-site';
import { createRemotePatcher, createShellRoutes } from './router';

const network = setupNetwork();

const storeLocatorRoutes: RouteObject[] = [
  { path: '/punti-vendita', element: <h1>Punti vendita</h1> },
];

/** Opens the store list at `path`: its page shows, from the store locator's routes. */
async function expectStoreListAt(path: string) {
  const load = jest.fn(async () => storeLocatorRoutes);
  renderSite(path, load);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Punti vendita' }),
  ).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('store_locator');
}

describe('mounting remotes on navigation', () => {
  it("loads the owning remote's routes and renders them inside the default layout", async () => {
    await expectStoreListAt('/punti-vendita');
    expect(screen.getByRole('navigation', { name: 'Sezioni principali' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('loads a remote once, however many of its pages are visited', async () => {
    const load = jest.fn(async () => [
      ...storeLocatorRoutes,
      { path: '/punti-vendita/:slug', element: <h1>Negozio</h1> },
    ]);
    const router = renderSite('/punti-vendita', load);
    await screen.findByRole('heading', { name: 'Punti vendita' });
    await router.navigate('/punti-vendita/iper-arese');
    expect(await screen.findByRole('heading', { name: 'Negozio' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error panel in the page area when a remote is down, and retries on demand', async () => {
    const load = jest
      .fn<Promise<RouteObject[]>, [string]>()
      .mockRejectedValueOnce(new RemoteUnavailableError('store_locator', new Error('RUNTIME-003')))
      .mockResolvedValueOnce(storeLocatorRoutes);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSite('/punti-vendita', load);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questa sezione non è disponibile al momento',
    );
    expect(screen.getByRole('navigation', { name: 'Sezioni principali' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punti vendita' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("applies the route table's session rules to a remote's pages: a visitor opening /account, a page with no rule of its own, goes to the login", async () => {
    network.use(
      http.get('/api/account/session/verify', () =>
        HttpResponse.json({ errorCode: '403005', errorMessage: 'Utente non autenticato' }),
      ),
    );
    const load = jest.fn(async () => [
      { path: '/account', element: <h1>Il tuo account</h1> },
      { path: '/accedi', element: <h1>Accedi</h1> },
    ]);
    const router = renderSite('/account', load);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
    expect(screen.queryByRole('heading', { name: 'Il tuo account' })).not.toBeInTheDocument();
  });

  it('strips a trailing slash, keeping the query', async () => {
    const router = renderSite(
      '/punti-vendita/?vicino=1',
      jest.fn(async () => storeLocatorRoutes),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Punti vendita' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/punti-vendita');
    expect(router.state.location.search).toBe('?vicino=1');
  });

  it('keeps the hash too when a client navigation strips the slash', async () => {
    const router: ReturnType<typeof createMemoryRouter> = createMemoryRouter(
      createShellRoutes([], () => router.state.navigation.location?.hash ?? ''),
      {
        initialEntries: ['/punti-vendita'],
        patchRoutesOnNavigation: createRemotePatcher(
          jest.fn(async () => storeLocatorRoutes) as never,
        ),
      },
    );
    renderRouter(router);
    await screen.findByRole('heading', { level: 1, name: 'Punti vendita' });
    await router.navigate('/punti-vendita/?vicino=1#mappa');
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/punti-vendita',
        search: '?vicino=1',
        hash: '#mappa',
      }),
    );
  });

  it("shows an English page in English from its first paint: the remote's English catalog loads before its page renders", async () => {
    let catalogLoaded = false;
    const load = jest.fn(async () => {
      // What a remote's routes module does when it loads (its i18n/catalog.ts).
      registerCatalogLoader('en', 'test-store-locator', async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        catalogLoaded = true;
        return { 'test.storeLocator.title': 'Stores' };
      });
      const Title = () => <h1>{catalogLoaded ? 'Stores' : 'Punti vendita'}</h1>;
      return [{ path: '/punti-vendita', element: <Title /> }];
    });
    renderSite('/en/punti-vendita', load);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Stores');
    expect(messagesFor('en')['test.storeLocator.title']).toBe('Stores');
  });

  it('serves every page under /en too, from the same remote routes', async () => {
    await expectStoreListAt('/en/punti-vendita');
  });

  it('serves the English home page at /en', async () => {
    const load = jest.fn(async () => [{ path: '/', element: <h1>Home</h1> }]);
    renderSite('/en', load);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('content');
  });

  it("answers a path no route can match with the 404 page and its 'Page Not Found' message", async () => {
    renderSite('/punti-vendita/a/b/c', jest.fn());
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'pagina non disponibile o non esiste',
    );
    expect(screen.getByText('Page Not Found: /punti-vendita/a/b/c')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla homepage' })).toHaveAttribute('href', '/');
  });
});
