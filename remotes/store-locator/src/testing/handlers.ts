import { http, HttpResponse } from 'msw';
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

const notFound = (request: Request) =>
  HttpResponse.json(
    { statusCode: 404, error: 'Not Found', message: new URL(request.url).pathname },
    { status: 404 },
  );

/** The store locator's calls answered from fixtures, for a visitor who is not signed in. */
export const storeLocatorHandlers = [
  http.post('/api/stores-yext', () => HttpResponse.json(HYPERMARKETS)),
  http.post('/api/stores-iper-stations', () => HttpResponse.json(STATIONS)),
  http.post('/api/stores-pet-food', () => HttpResponse.json(PET_FOOD)),
  http.post('/api/stores-iper-drive', () => HttpResponse.json([])),
  http.post('/api/stores-restaurants', () =>
    HttpResponse.json(HYPERMARKETS.filter((store) => store.ristoranti)),
  ),
  http.post('/api/fuel-prices', () => HttpResponse.json(FUEL_RECORDS)),
  http.post('/api/restaurants-romantica', () => HttpResponse.json(ROMANTICA)),
  // The other restaurant brands have no restaurant in the fixtures.
  http.post('/api/restaurants-*', () => HttpResponse.json([])),
  http.get('/api/services/store/iper-arese', () => HttpResponse.json(ARESE_SERVICES)),
  // No other store has services in the fixtures: the server does not know them.
  http.get('/api/services/store/:slug', ({ request }) => notFound(request)),
  http.get('/api/services/categories', () => HttpResponse.json(CATEGORIES)),
  http.get('/api/store-locator/config', () => HttpResponse.json({ maps: { provider: 'offline' } })),
  http.get('/api/geo/places', () => HttpResponse.json(PLACES)),
  http.get('/api/account/session/verify', () =>
    HttpResponse.json({ errorCode: '403005', errorMessage: 'Not logged in' }),
  ),
];
