import type { AccountInfo } from '@iper/contracts';

type Routes = Record<string, unknown>;

/** The account info of a signed-in customer, with overrides for the card and the profile. */
export function accountInfo(
  data: Partial<AccountInfo['data']> = {},
  extra: Partial<Omit<AccountInfo, 'data'>> = {},
): AccountInfo {
  return {
    errorCode: '0',
    uid: 'demo-sara-ferrari',
    loginProvider: 'site',
    registrationDate: '2025-07-01T10:00:00.000Z',
    profile: {
      firstName: 'Sara',
      lastName: 'Ferrari',
      email: 'sara.ferrari@example.it',
      gender: 'f',
      birthDay: 4,
      birthMonth: 11,
      birthYear: 1986,
    },
    data: {
      salesforceId: '0031x00000SaraFerr',
      cf: null,
      storeId: '00101',
      cardNumber: '027700123456',
      cardType: 'base',
      cardColor: null,
      cardType1: 'Carta Vantaggi',
      canUpgradeToPlus: true,
      ...data,
    },
    preferences: {
      privacy: true,
      marketing: true,
      profiling: false,
      thirdParty: false,
      receipt: true,
    },
    address: {
      dug: 'Via',
      street: 'Monte Rosa',
      houseNumber: '18',
      city: 'Rho',
      province: 'MI',
      zipCode: '20017',
      country: 'IT',
    },
    phones: [{ type: 'mobile', number: '+39 339 210 7788' }],
    profiling: {},
    ...extra,
  };
}

export const SIGNED_IN = { errorCode: '0', uid: 'demo-sara-ferrari' };
export const VISITOR = { errorCode: '403005', errorMessage: 'Utente non autenticato' };

/** A route answered with a status other than 200. */
export function status(code: number, body: unknown): Response {
  return Response.json(body, { status: code });
}

/**
 * Answers the remote's calls from the routes given (`'GET /api/coupons': body`); a function is
 * called with the request. Anything else is a 404. Returns the fetch spy, to read what was sent.
 */
export function mockApi(routes: Routes) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    if (key in routes) {
      let body = routes[key];
      if (typeof body === 'function') body = await (body as (request: Request) => unknown)(request);
      if (body instanceof Response) return body;
      return Response.json(body);
    }
    return Response.json({ statusCode: 404, error: 'Not Found', message: key }, { status: 404 });
  });
}

/** The requests sent to a path, in order. */
export function requestsTo(spy: jest.SpyInstance, method: string, pathname: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) =>
      input instanceof Request ? input : new Request(String(input), init as RequestInit),
    )
    .filter(
      (request) =>
        request.method === method && new URL(request.url, 'http://localhost').pathname === pathname,
    );
}
