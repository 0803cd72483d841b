import { renderRoutes } from '@iper/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { resetSearchClient } from '../../features/search/site-search';
import { SEARCH_RESULT_ATTRIBUTE } from '@iper/analytics';
import { withErrorBoundary } from '../../testing/fake-cms';
import type { LoaderFunctionArgs } from 'react-router';
import { searchLoader } from './search-loader';

const QUERY_ID = 'a'.repeat(32);
const searchForHits = jest.fn();
const liteClient = jest.fn((..._args: unknown[]) => ({ searchForHits }));
jest.mock('algoliasearch/lite', () => ({
  liteClient: (...args: unknown[]) => liteClient(...args),
}));

const result = (index: string, hits: object[]) => ({
  index,
  hits,
  nbHits: hits.length,
  queryID: QUERY_ID,
  page: 0,
  nbPages: 1,
  hitsPerPage: 12,
  processingTimeMS: 1,
  query: 'pasta',
  params: '',
});
const PASTA = {
  objectID: 'volantino-iper-2026-11-19:p1',
  name: 'Pasta di semola',
  brand: 'Barilla',
  quantity: '500 g',
  priceCents: 89,
  previousPriceCents: 129,
  promotionType: 'sconto',
  promotionLabel: 'Sconto 31%',
  categoryId: 'pasta-riso-e-farine',
  categoryName: 'Pasta, riso e farine',
  image: { src: '/p1.svg', width: 320, height: 320 },
  flyerId: 'volantino-iper-2026-11-19',
  flyerTitle: 'Volantino Iper',
  validFrom: '2026-11-19',
  validTo: '2026-11-25',
  url: '/volantino?id=volantino-iper-2026-11-19',
};
/** The three indices' answer to "pasta" with the product alone: no question, no article. */
const ONLY_PASTA = {
  results: [result('iper_products', [PASTA]), result('iper_faq', []), result('iper_magazine', [])],
};
const FAQ = {
  objectID: 'faq-1',
  title: 'Come cucino la pasta?',
  excerpt: 'In acqua salata.',
  category: 'Cucina',
  url: '/serve-aiuto/cucina/pasta',
};

afterEach(() => {
  jest.restoreAllMocks();
  searchForHits.mockReset();
  resetSearchClient();
});

describe('the site search page', () => {
  it('asks the three indices at once, with click analytics, and shows the results grouped with links', async () => {
    searchForHits.mockResolvedValue({
      results: [
        result('iper_products', [PASTA]),
        result('iper_faq', [FAQ]),
        result('iper_magazine', []),
      ],
    });
    renderRoutes(withErrorBoundary(routes), '/cerca?q=pasta');
    expect(
      await screen.findByText('2 risultati per «pasta»', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(liteClient).toHaveBeenCalledWith('IPERLOCAL', 'iper-public-search-key', {
      hosts: [{ url: 'localhost', protocol: 'http', accept: 'read' }],
      timeouts: { connect: 5000, read: 15000, write: 30000 },
    });
    expect(searchForHits).toHaveBeenCalledWith({
      requests: ['iper_products', 'iper_faq', 'iper_magazine'].map((indexName) => ({
        indexName,
        query: 'pasta',
        hitsPerPage: 12,
        clickAnalytics: true,
      })),
    });
    const products = screen.getByRole('region', { name: 'Prodotti in volantino (1)' });
    expect(
      within(products).getByRole('link', { name: 'Pasta di semola Barilla 500 g' }),
    ).toHaveAttribute('href', '/volantino?id=volantino-iper-2026-11-19');
    expect(
      within(products).getByText(
        /0,89 € \(prima 1,29 €\) · Sconto 31% · Volantino Iper, dal 19\/11\/2026 al 25\/11\/2026/,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Domande frequenti (1)' })).getByRole('link', {
        name: 'Come cucino la pasta?',
      }),
    ).toHaveAttribute('href', '/serve-aiuto/cucina/pasta');
    expect(screen.queryByRole('region', { name: /Magazine/ })).not.toBeInTheDocument();
  });

  it('loads its results with the page, and says a new search is running until it answers', async () => {
    searchForHits.mockResolvedValueOnce(ONLY_PASTA);
    const loaded = await searchLoader({
      request: new Request('http://localhost/cerca?q=%20pasta%20'),
    } as LoaderFunctionArgs);
    expect(loaded).toMatchObject({ status: 'done', results: { query: 'pasta' } });
    await expect(
      searchLoader({ request: new Request('http://localhost/cerca') } as LoaderFunctionArgs),
    ).resolves.toEqual({ status: 'idle' });

    searchForHits.mockResolvedValueOnce(ONLY_PASTA);
    renderRoutes(withErrorBoundary(routes), '/cerca?q=pasta');
    const field = await screen.findByRole('searchbox', {
      name: 'Cerca prodotti, domande frequenti e articoli',
    });
    let answer!: (value: unknown) => void;
    searchForHits.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await userEvent.clear(field);
    await userEvent.type(field, 'riso{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Ricerca in corso…');
    await waitFor(() => expect(answer).toBeDefined());
    answer({
      results: [
        result('iper_products', []),
        result('iper_faq', [FAQ]),
        result('iper_magazine', []),
      ],
    });
    expect(await screen.findByText('1 risultato per «riso»')).toBeInTheDocument();
  });

  it('gives every product and article a picture: its own, or an illustration of its category', async () => {
    const ARTICLE = {
      objectID: 'mag-1',
      title: 'Lasagne alla bolognese',
      excerpt: 'Il piatto della domenica.',
      category: 'Ricette',
      url: '/iper-mag/ricette/lasagne',
    };
    searchForHits.mockResolvedValue({
      results: [
        result('iper_products', [PASTA]),
        result('iper_faq', [FAQ]),
        result('iper_magazine', [ARTICLE]),
      ],
    });
    renderRoutes(withErrorBoundary(routes), '/cerca?q=pasta');
    const products = await screen.findByRole(
      'region',
      { name: 'Prodotti in volantino (1)' },
      { timeout: 5000 },
    );
    const photo = products.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/p1.svg');
    fireEvent.error(photo);
    await waitFor(() =>
      expect(products.querySelector('svg[data-illustration="pasta"]')).not.toBeNull(),
    );
    const articles = screen.getByRole('region', { name: 'Magazine (1)' });
    await waitFor(() =>
      expect(articles.querySelector('svg[data-illustration="recipe"]')).not.toBeNull(),
    );
    expect(
      screen
        .getByRole('region', { name: 'Domande frequenti (1)' })
        .querySelector('img, svg[data-illustration]'),
    ).toBeNull();
  });

  it('marks each result link with its index, object, position and queryID, for the click report', async () => {
    searchForHits.mockResolvedValue(ONLY_PASTA);
    renderRoutes(withErrorBoundary(routes), '/cerca?q=pasta');
    const link = await screen.findByRole('link', { name: 'Pasta di semola Barilla 500 g' });
    expect(link).toHaveAttribute(
      SEARCH_RESULT_ATTRIBUTE,
      JSON.stringify({
        index: 'iper_products',
        objectID: PASTA.objectID,
        position: 1,
        product: true,
        queryID: QUERY_ID,
      }),
    );
  });

  it('says there are no results for the search term, in Italian', async () => {
    searchForHits.mockResolvedValue({
      results: [result('iper_products', []), result('iper_faq', []), result('iper_magazine', [])],
    });
    renderRoutes(withErrorBoundary(routes), '/cerca?q=zzzz');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Nessun risultato per «zzzz»' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('says when the search failed and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    searchForHits.mockRejectedValueOnce(new Error('down')).mockResolvedValue(ONLY_PASTA);
    renderRoutes(withErrorBoundary(routes), '/cerca?q=pasta');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Riprova' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('1 risultato per «pasta»')).toBeInTheDocument();
  });
});
