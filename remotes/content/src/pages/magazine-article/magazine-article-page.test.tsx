import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../routes';
import { demoStories, installFakeCms, withErrorBoundary } from '../../testing/fake-cms';

const network = setupNetwork();

describe('a magazine article', () => {
  it('shows its author, its date, its reading time and three related articles', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/iper-mag/ricette/ricetta-2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ricetta numero 2' }),
    ).toBeInTheDocument();
    expect(screen.getByText('di Marco Bianchi, chef di Iper')).toBeInTheDocument();
    expect(screen.getByText('2 minuti di lettura')).toBeInTheDocument();
    const date = screen.getByText(/^\d{2}\/\d{2}\/2026$/);
    expect(date.tagName).toBe('TIME');
    const related = screen.getByRole('region', { name: 'Articoli correlati' });
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toHaveLength(3);
    expect(titles).not.toContain('Ricetta numero 2');
    expect(screen.getByRole('navigation', { name: 'Percorso di navigazione' })).toHaveTextContent(
      'HomeIper MagRicetteRicetta numero 2',
    );
  });

  it('answers 404 for an article that does not exist', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/iper-mag/ricette/non-esiste');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore 404');
  });

  it('answers 404 for an article asked under another category', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/iper-mag/benessere/ricetta-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore 404');
  });
});
