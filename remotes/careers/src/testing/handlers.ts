import { http, HttpResponse } from 'msw';
import {
  GASTRONOMIA_DETAIL,
  MACELLAIO_ROZZANO,
  MARIO_ACCOUNT,
  STORE_POSITIONS,
  STORES,
} from './fixtures';

/** The careers remote's calls answered from fixtures, for a visitor who is not signed in. */
export const careersHandlers = [
  http.get('/api/careers/positions', () => HttpResponse.json(STORE_POSITIONS)),
  http.get(`/api/careers/positions/${GASTRONOMIA_DETAIL.slug}`, () =>
    HttpResponse.json({ position: GASTRONOMIA_DETAIL, similar: [MACELLAIO_ROZZANO] }),
  ),
  // Any other position is one the server does not know.
  http.get('/api/careers/positions/:slug', ({ params }) =>
    HttpResponse.json(
      { statusCode: 404, error: 'Not Found', message: `No position ${String(params.slug)}` },
      { status: 404 },
    ),
  ),
  http.post('/api/stores-yext', () => HttpResponse.json(STORES)),
  http.get('/api/account/session/verify', () => HttpResponse.json({ errorCode: '403005' })),
];

/** Mario Rossi is signed in. */
export const signedInHandlers = [
  http.get('/api/account/session/verify', () =>
    HttpResponse.json({ errorCode: '0', uid: 'demo-mario-rossi' }),
  ),
  http.get('/api/account/info', () => HttpResponse.json(MARIO_ACCOUNT)),
];
