import { GUEST_LIST_STORAGE_KEY, SELECTED_STORE_STORAGE_KEY } from '@iper/api';
import { setupNetwork } from '@iper/api/src/testing/network';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '@iper/remote-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { demoFlyer, flyerHandlers } from '../../features/flyers/flyer-test-data';
import { withErrorBoundary } from '../../testing/fake-cms';

const network = setupNetwork(...flyerHandlers());

// pdf.js needs a real browser (canvas, workers): the overlay is covered end to end; here a stand-in
// shows that the page opens it, lazily, with the flyer's PDF.
jest.mock('../../features/flyers/pdf-viewer', () => ({
  __esModule: true,
  default: ({ url, onClose }: { url: string; onClose: () => void }) => (
    <div role="dialog" aria-label="PDF">
      {url}
      <button type="button" onClick={onClose}>
        Chiudi
      </button>
    </div>
  ),
}));

const FLYER = '/volantino?id=volantino-iper-2026-11-19';

// The first render loads the page's lazy module: give a loaded machine time.
const SLOW = { timeout: 5000 };

afterEach(() => jest.restoreAllMocks());
beforeEach(() => localStorage.clear());

describe('the flyer view', () => {
  it('shows the flyer with breadcrumbs and its products 24 at a time, with a live count', async () => {
    renderRoutes(withErrorBoundary(routes), FLYER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volantino Iper' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Valido dal 19/11/2026 al 25/11/2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Percorso di navigazione' })).getByRole(
        'link',
        { name: 'Volantini' },
      ),
    ).toHaveAttribute('href', '/lista-volantini');
    expect(screen.getByText('60 prodotti')).toBeInTheDocument();
    // The cards come in a deferred render, after the page's frame.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.getByText('Stai vedendo 24 di 60 prodotti')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostra altri prodotti' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    await userEvent.click(screen.getByRole('button', { name: 'Mostra altri prodotti' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Mostra altri prodotti' })).not.toBeInTheDocument();
  });

  it('shows a product card with brand, quantity, Italian prices, promotion and dates, and an image of fixed size', async () => {
    renderRoutes(withErrorBoundary(routes), FLYER);
    const card = await screen.findByRole('article', { name: 'Pasta di semola' }, SLOW);
    expect(within(card).getByText('Barilla · 500 g')).toBeInTheDocument();
    expect(within(card).getByText('0,89 €')).toBeInTheDocument();
    expect(within(card).getByText('1,29 €')).toBeInTheDocument();
    expect(within(card).getByText('Sconto 31%')).toBeInTheDocument();
    expect(within(card).getByText('Dal 19/11/2026 al 25/11/2026')).toBeInTheDocument();
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(
      within(await screen.findByRole('article', { name: 'Caffè macinato' })).getByText(
        'con Carta Vantaggi',
      ),
    ).toBeInTheDocument();
  });

  it('fetches the pictures of the first screen at once, the others when scrolled to', async () => {
    renderRoutes(withErrorBoundary(routes), FLYER);
    await screen.findByRole('article', { name: 'Pasta di semola' }, SLOW);
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(images.slice(0, 2).map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.slice(2).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[2]).not.toHaveAttribute('fetchpriority');
  });

  it("draws the product's category in place of a picture that does not load, in the same box", async () => {
    renderRoutes(withErrorBoundary(routes), FLYER);
    const card = await screen.findByRole('article', { name: 'Pasta di semola' }, SLOW);
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    await waitFor(() => expect(card.querySelector('svg[data-illustration]')).not.toBeNull());
    const illustration = card.querySelector('svg[data-illustration]')!;
    expect(illustration).toHaveAttribute('data-illustration', 'pasta');
    expect(illustration).toHaveAttribute('width', '320');
    expect(illustration).toHaveAttribute('height', '320');
  });

  it('filters in the address: a filter that matches nothing says so, clearing brings all back, Back undoes', async () => {
    const { router } = renderRoutes(withErrorBoundary(routes), FLYER);
    await userEvent.click(await screen.findByRole('button', { name: 'Filtri' }, SLOW));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Barilla (1)' }));
    expect(router.state.location.search).toBe('?id=volantino-iper-2026-11-19&marca=Barilla');
    expect(screen.getByText('1 prodotto')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '1+1 gratis (1)' }));
    expect(
      screen.getByRole('heading', { name: 'Nessun prodotto corrisponde ai filtri scelti' }),
    ).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText('1 prodotto')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '1+1 gratis (1)' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '1+1 gratis (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    expect(screen.getByText('60 prodotti')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=volantino-iper-2026-11-19');
  });

  it('reads the filters and the price range from the address', async () => {
    renderRoutes(
      withErrorBoundary(routes),
      `${FLYER}&categoria=bevande&categoria=casa-e-pulizia&prezzo-max=5`,
    );
    expect(await screen.findByText('1 prodotto', undefined, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Caffè macinato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Togli il filtro … – 5 €' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtri (3)' })).toBeInTheDocument();
  });

  it("adds a product to a visitor's shopping list, until the flyer's last day, and confirms it politely", async () => {
    renderRoutes(withErrorBoundary(routes), FLYER);
    const card = await screen.findByRole('article', { name: 'Pasta di semola' }, SLOW);
    await userEvent.click(within(card).getByRole('button', { name: 'Aggiungi alla lista' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Aggiunto alla lista della spesa: Pasta di semola Barilla 500 g',
    );
    expect(JSON.parse(localStorage.getItem(GUEST_LIST_STORAGE_KEY)!)).toEqual([
      expect.objectContaining({
        label: 'Pasta di semola Barilla 500 g',
        promotionEndsOn: '2026-11-25',
        checked: false,
      }),
    ]);
    expect(within(card).getByText('Già nella tua lista')).toBeInTheDocument();
  });

  it('opens the PDF overlay only when asked', async () => {
    renderRoutes(withErrorBoundary(routes), FLYER);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sfoglia il volantino' }, SLOW),
    );
    expect(await screen.findByRole('dialog', { name: 'PDF' })).toHaveTextContent(
      '/api/flyers/volantino-iper-2026-11-19/pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers plain share links when the browser cannot share', async () => {
    renderRoutes(withErrorBoundary(routes), FLYER);
    await userEvent.click(await screen.findByRole('button', { name: 'Condividi' }, SLOW));
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=Volantino%20Iper%20/,
    );
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Volantino%20Iper&body=/,
    );
  });

  it('says when a flyer does not exist', async () => {
    renderRoutes(withErrorBoundary(routes), '/volantino?id=volantino-che-non-esiste');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volantino non trovato' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Vedi i volantini del tuo punto vendita' }),
    ).toHaveAttribute('href', '/lista-volantini');
  });
});

describe('/volantino with no flyer named', () => {
  it('asks for the store, then shows its current flyer', async () => {
    renderRoutes(withErrorBoundary(routes), '/volantino');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il volantino della settimana' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Scegli il tuo punto vendita: ti mostriamo il volantino in corso, con tutte le offerte della settimana.',
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Punto vendita' }),
      'Iper Arese – Arese',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mostra i volantini' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volantino Iper' }, SLOW),
    ).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_STORE_STORAGE_KEY)).toBe('00102');
  });

  it("shows the chosen store's current flyer straight away", async () => {
    localStorage.setItem(SELECTED_STORE_STORAGE_KEY, '00102');
    renderRoutes(withErrorBoundary(routes), '/volantino');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volantino Iper' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sfoglia il volantino' })).toBeInTheDocument();
  });

  it('lists the next flyers with a message when the store has none in progress', async () => {
    const next = { ...demoFlyer().flyer, id: 'volantino-iper-2026-11-26', status: 'next' };
    network.use(
      http.get('/api/flyers', () =>
        HttpResponse.json({ store: { id: '00102', name: 'Iper Arese' }, flyers: [next] }),
      ),
    );
    localStorage.setItem(SELECTED_STORE_STORAGE_KEY, '00102');
    renderRoutes(withErrorBoundary(routes), '/volantino');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Nessun volantino in corso a Iper Arese' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volantino Iper' })).toHaveAttribute(
      'href',
      '/volantino?id=volantino-iper-2026-11-26',
    );
    expect(await screen.findByRole('combobox', { name: 'Punto vendita' })).toHaveValue('00102');
  });

  it('says so, and links every flyer, when the store has no flyer at all', async () => {
    network.use(
      http.get('/api/flyers', () =>
        HttpResponse.json({ store: { id: '00101', name: 'Iper Seriate' }, flyers: [] }),
      ),
    );
    localStorage.setItem(SELECTED_STORE_STORAGE_KEY, '00101');
    renderRoutes(withErrorBoundary(routes), '/volantino');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Nessun volantino in corso a Iper Seriate' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai volantini' })).toHaveAttribute(
      'href',
      '/lista-volantini',
    );
  });

  it('offers to try again when the flyers cannot be loaded', async () => {
    network.use(
      http.get('/api/flyers', () => HttpResponse.json({ statusCode: 500 }, { status: 500 })),
    );
    localStorage.setItem(SELECTED_STORE_STORAGE_KEY, '00102');
    renderRoutes(withErrorBoundary(routes), '/volantino');
    expect(
      await screen.findByText(
        'Non è stato possibile caricare i volantini. Riprova tra poco.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
