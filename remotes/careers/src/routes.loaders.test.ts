import { setupNetwork } from '@iper/api/src/testing/network';
import { loadedQueries, loadOnServer } from '@iper/api/src/testing/route-loaders';
import { routes } from './routes';
import { GASTRONOMIA_DETAIL } from './testing/fixtures';
import { careersHandlers } from './testing/handlers';

const network = setupNetwork(...careersHandlers);

describe('the careers pages have their data before the server draws them', () => {
  it('a list of positions: the positions its address asks for (kind, search, filters, sort)', async () => {
    const store = await loadOnServer(
      routes,
      '/lavora-con-noi/posizioni-sede',
      '/lavora-con-noi/posizioni-sede?q=buyer&luogo=Milano&ordina=a-z',
    );
    expect(loadedQueries(store)).toEqual({
      'careersPositions({"kind":"sede","q":"buyer","place":"Milano","sort":"title-asc"})':
        'fulfilled',
    });
    const [request] = network.requestsTo('/api/careers/positions');
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      kind: 'sede',
      q: 'buyer',
      place: 'Milano',
      sort: 'title-asc',
    });
  });

  it("a position's page: the position; a missing one is a 404 for the page to answer", async () => {
    const path = '/lavora-con-noi/posizioni-punto-vendita/:article';
    const found = await loadOnServer(
      routes,
      path,
      `/lavora-con-noi/posizioni-punto-vendita/${GASTRONOMIA_DETAIL.slug}`,
      {
        article: GASTRONOMIA_DETAIL.slug,
      },
    );
    expect(loadedQueries(found)).toEqual({
      [`careersPosition(${JSON.stringify(GASTRONOMIA_DETAIL.slug)})`]: 'fulfilled',
    });
    const missing = await loadOnServer(routes, path, '/lavora-con-noi/posizioni-punto-vendita/x', {
      article: 'x',
    });
    expect(loadedQueries(missing)).toEqual({ 'careersPosition("x")': 'rejected' });
  });
});
