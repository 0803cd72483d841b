import {
  CATEGORIES,
  ARESE_SERVICES,
  FUEL_RECORDS,
  HYPERMARKETS,
  PET_FOOD,
  PLACES,
  ROMANTICA,
  STATIONS,
} from './fixtures';

type Routes = Record<string, unknown>;

const DEFAULT_ROUTES: Routes = {
  'POST /api/stores-yext': HYPERMARKETS,
  'POST /api/stores-iper-stations': STATIONS,
  'POST /api/stores-pet-food': PET_FOOD,
  'POST /api/stores-iper-drive': [],
  'POST /api/stores-restaurants': HYPERMARKETS.filter((store) => store.ristoranti),
  'POST /api/fuel-prices': FUEL_RECORDS,
  'POST /api/restaurants-romantica': ROMANTICA,
  'GET /api/services/store/iper-arese': ARESE_SERVICES,
  'GET /api/services/categories': CATEGORIES,
  'GET /api/store-locator/config': { maps: { provider: 'offline' } },
  'GET /api/geo/places': PLACES,
};

/** Answers the remote's calls from fixtures (override per test); anything else is a 404. */
export function mockApi(overrides: Routes = {}) {
  const routes = { ...DEFAULT_ROUTES, ...overrides };
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    if (key in routes) {
      const body = routes[key];
      if (body instanceof Response) return body;
      return Response.json(body);
    }
    if (request.method === 'POST' && url.pathname.startsWith('/api/restaurants-'))
      return Response.json([]);
    return Response.json({ statusCode: 404, error: 'Not Found', message: key }, { status: 404 });
  });
}
