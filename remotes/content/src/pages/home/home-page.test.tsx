import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../routes';
import { demoStories, installFakeCms, TOKEN, withErrorBoundary } from '../../testing/fake-cms';
import { IPER_ARESE } from '@iper/contracts/src/testing/store.fixture';

const network = setupNetwork();

const STORES = [{ ...IPER_ARESE, position: { lat: 45.5, lng: 9 }, telefono: '02' }];
const storesHandler = http.post('/api/stores-yext', () => HttpResponse.json(STORES));

describe('the home page', () => {
  it("renders the 'home' story's blocks, the hero's title as the page's h1", async () => {
    await installFakeCms(network, demoStories(), storesHandler);
    renderRoutes(withErrorBoundary(routes), '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La spesa grande, i prezzi piccoli' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Testo della home')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Una borsa della spesa' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    const sent = network.requests().map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
    expect(sent).toContainEqual(
      expect.stringMatching(new RegExp(`^/v2/cdn/stories/home\\?.*token=${TOKEN}`)),
    );
  });

  it('keeps the stores teaser, fed by the shared stores query', async () => {
    await installFakeCms(network, demoStories(), storesHandler);
    renderRoutes(withErrorBoundary(routes), '/');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'I nostri ipermercati' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Iper Arese')).toBeInTheDocument();
  });

  it('sets the title and description of the document from the story', async () => {
    await installFakeCms(network, demoStories(), storesHandler);
    renderRoutes(withErrorBoundary(routes), '/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('La grande i | Iper'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'La grande i: descrizione',
    );
  });
});

describe('generic pages', () => {
  it('renders a page story by its path, with its title as h1', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/chi-siamo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeInTheDocument();
    expect(screen.getByText('La nostra storia')).toBeInTheDocument();
  });

  it('answers 404 for a path without a story, and for a story that is not a page', async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/non-esiste');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore 404');
  });

  it('answers 404 for a path the delivery API refuses as malformed, not an error', async () => {
    await installFakeCms(
      network,
      demoStories(),
      http.get('/v2/cdn/stories/*', () =>
        HttpResponse.json({ error: 'Invalid slug' }, { status: 400 }),
      ),
    );
    renderRoutes(withErrorBoundary(routes), '/pagina-rifiutata');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore 404');
  });

  it("answers 404 for /home, which is the home page's story and not a page of its own", async () => {
    await installFakeCms(network, demoStories());
    renderRoutes(withErrorBoundary(routes), '/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore 404');
  });
});
