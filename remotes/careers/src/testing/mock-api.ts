import { GASTRONOMIA_DETAIL, MACELLAIO_ROZZANO, STORE_POSITIONS, STORES } from './fixtures';

type Routes = Record<string, unknown>;

export const SIGNED_OUT = { errorCode: '403005' };

const DEFAULT_ROUTES: Routes = {
  'GET /api/careers/positions': STORE_POSITIONS,
  [`GET /api/careers/positions/${GASTRONOMIA_DETAIL.slug}`]: {
    position: GASTRONOMIA_DETAIL,
    similar: [MACELLAIO_ROZZANO],
  },
  'POST /api/stores-yext': STORES,
  'GET /api/account/session/verify': SIGNED_OUT,
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
      if (typeof body === 'function') return body(request) as Response;
      return Response.json(body);
    }
    return Response.json({ statusCode: 404, error: 'Not Found', message: key }, { status: 404 });
  });
}

/** The URL (path and query) of every call made so far to a path. */
export function callsTo(spy: jest.SpyInstance, pathname: string): URL[] {
  return spy.mock.calls
    .map(([input, init]) =>
      input instanceof Request ? input : new Request(String(input), init as RequestInit),
    )
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === pathname);
}
