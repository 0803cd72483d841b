import type { AccountInfo } from '@iper/contracts';
import { accountInfoWith } from '@iper/contracts/src/testing/account-info.fixture';
import { IPER_ARESE } from '@iper/contracts/src/testing/store.fixture';

export type Handler = (request: Request) => unknown | Promise<unknown>;

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export interface FakeServer {
  requests: Request[];
  bodies: { method: string; path: string; body: unknown }[];
  /** Replaces or adds routes while a test runs. */
  route(key: string, handler: Handler): void;
}

/**
 * Answers the page's requests by `METHOD /path`: a handler returns a Response, or a plain value
 * sent as JSON with status 200. Unknown routes answer 404. Every request and body is recorded.
 */
export function fakeServer(routes: Record<string, Handler>): FakeServer {
  const table = new Map(Object.entries(routes));
  const server: FakeServer = {
    requests: [],
    bodies: [],
    route: (key, handler) => table.set(key, handler),
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url, 'http://localhost').pathname;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    server.requests.push(request);
    server.bodies.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const handler = table.get(`${request.method} ${path}`);
    if (!handler)
      return json(
        { statusCode: 404, error: 'Not Found', message: `Risorsa non trovata: ${path}` },
        404,
      );
    const answer = await handler(request);
    return answer instanceof Response ? answer : json(answer);
  });
  return server;
}

export const VISITOR = { errorCode: '403005', errorMessage: 'Utente non autenticato' };

export const MARIO: AccountInfo = accountInfoWith({ preferences: { receipt: false } });

/** Routes of a signed-in Mario Rossi. */
export function signedInRoutes(info: AccountInfo = MARIO): Record<string, Handler> {
  return {
    'GET /api/account/session/verify': () => ({ errorCode: '0', uid: info.uid }),
    'GET /api/account/info': () => info,
    // A signed-in customer has at least this browser's session (the devices section lists it).
    'GET /api/account/sessions': () => ({
      sessions: [
        {
          id: 'sessione-corrente',
          userAgent: navigator.userAgent,
          ipAddress: '127.0.0.1',
          signedInAt: '2026-11-22T08:00:00.000Z',
          lastSeenAt: '2026-11-22T08:00:00.000Z',
          current: true,
        },
      ],
    }),
  };
}

export const STORES = [
  {
    ...IPER_ARESE,
    orari: Array.from({ length: 7 }, (_, giorno) => ({ giorno, orario: '08:30-21:00' })),
  },
  {
    id: '00102',
    nome: 'Iper Milano Portello',
    indirizzo: 'Via Grosotto 7',
    citta: 'Milano',
    provincia: 'MI',
    cap: '20149',
    position: { lat: 45.48, lng: 9.14 },
    orari: Array.from({ length: 7 }, (_, giorno) => ({ giorno, orario: '08:30-21:00' })),
    telefono: '02 2',
    slug: 'iper-milano-portello',
    yext: 'IPR00102',
    iperstation: [],
    tipo: 'hypermarket',
  },
];
