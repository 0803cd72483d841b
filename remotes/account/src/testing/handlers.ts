import type { AccountInfo, ApiError } from '@iper/contracts';
import { http, HttpResponse } from 'msw';
import { MARIO, STORES, THIS_BROWSER_SESSION, VISITOR } from './fixtures';

/** The server refusing a request: its error body, with the status the body names. */
export const apiError = (error: ApiError) => HttpResponse.json(error, { status: error.statusCode });

/** A visitor who is not signed in. */
export const visitorHandlers = [
  http.get('/api/account/session/verify', () => HttpResponse.json(VISITOR)),
];

/** Mario Rossi (or the customer `info` describes) signed in, in this browser only. */
export function signedInHandlers(info: AccountInfo = MARIO) {
  return [
    http.get('/api/account/session/verify', () =>
      HttpResponse.json({ errorCode: '0', uid: info.uid }),
    ),
    http.get('/api/account/info', () => HttpResponse.json(info)),
    http.get('/api/account/sessions', () =>
      HttpResponse.json({ sessions: [THIS_BROWSER_SESSION] }),
    ),
    http.get('/api/account/passkeys', () => HttpResponse.json({ passkeys: [], hasPassword: true })),
    http.get('/api/account/two-factor', () =>
      HttpResponse.json({ enabled: false, hasPassword: true, recoveryCodesLeft: 0 }),
    ),
  ];
}

/** The social sign-ins the server offers ('google', 'apple', 'facebook'), none by default. */
export const socialProviders = (...providers: string[]) =>
  http.get('/api/identity/social-providers', () => HttpResponse.json({ providers }));

/** The store list, for the favourite store. */
export const storesHandlers = [http.post('/api/stores-yext', () => HttpResponse.json(STORES))];
