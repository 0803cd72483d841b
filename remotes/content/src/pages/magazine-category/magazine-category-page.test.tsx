import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../routes';
import { demoStories, installFakeCms, withErrorBoundary } from '../../testing/fake-cms';

const network = setupNetwork();

describe('a magazine category', () => {
  it('lists six articles a page, newest first, with links to the other pages', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/iper-mag/ricette');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ricette' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '8 articoli, pagina 1 di 2' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const pagination = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(within(pagination).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'href',
      '/iper-mag/ricette?page=2',
    );
  });

  it('shows the second page at ?page=2', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/iper-mag/ricette?page=2');
    expect(
      await screen.findByRole('heading', { level: 2, name: '8 articoli, pagina 2 di 2' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it.each(['?page=1', '?page=9', '?page=due'])(
    'redirects %s to the canonical address',
    async (search) => {
      await installFakeCms(network, demoStories());
      const { router } = renderRoutes(withErrorBoundary(routes), `/iper-mag/ricette${search}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Ricette' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/iper-mag/ricette');
      expect(router.state.location.search).toBe('');
    },
  );

  it('answers 404 for a category that does not exist', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/iper-mag/sport');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore 404');
  });
});
