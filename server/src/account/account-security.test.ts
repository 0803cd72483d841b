import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { DEMO_PASSWORD } from '../identity/identity.seed';
import { TestBrowser } from '../identity/test-browser';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every account endpoint, aimed at Mario Rossi's rows where the path names one. */
const ENDPOINTS: [Method, string, unknown?][] = [
  ['GET', '/api/account/info'],
  [
    'PUT',
    '/api/account/personal-data',
    {
      name: 'Giulia',
      lastName: 'Bianchi',
      gender: 'f',
      birthDay: 23,
      birthMonth: 9,
      birthYear: 1988,
      cf: 'BNCGLI88P63L219N',
      phoneNumber: '+39 333 765 4321',
      dug: 'Corso',
      address: 'Francia',
      houseNumber: '45',
      zipCode: '10138',
      city: 'Torino',
      province: 'TO',
      country: 'IT',
    },
  ],
  [
    'PUT',
    '/api/account/consents',
    { privacy: true, marketing: false, profiling: false, thirdParty: false },
  ],
  ['PUT', '/api/account/profiling', { householdSize: '1' }],
  ['PUT', '/api/account/favourite-store', { storeId: '00101' }],
  ['GET', '/api/account/card'],
  ['GET', '/api/account/shopping-list'],
  ['POST', '/api/account/shopping-list/items', { label: 'Zucchine' }],
  ['PATCH', '/api/account/shopping-list/items/sl-mario-1', { checked: true }],
  ['DELETE', '/api/account/shopping-list/items/sl-mario-2'],
  ['DELETE', '/api/account/shopping-list/items'],
  ['POST', '/api/account/shopping-list/merge', { items: [{ label: 'Ceci' }] }],
  ['GET', '/api/account/receipts'],
  ['GET', '/api/account/receipts/rc-mario-0001'],
  ['PUT', '/api/account/receipts/rc-mario-0001/favourite', { favourite: false }],
  ['PUT', '/api/account/receipts/digital-only', { enabled: true }],
  [
    'POST',
    '/api/advantage-card/subscribe',
    {
      uid: 'demo-mario-rossi',
      salesforceId: '',
      email: 'mario.rossi@example.it',
      name: 'Mario',
      lastName: 'Rossi',
      phoneNumber: '+39 347 123 4567',
      gender: 'm',
      cf: 'RSSMRA80E12F205L',
      birthDay: 12,
      birthMonth: 5,
      birthYear: 1980,
      storeId: '00101',
      dug: 'Via',
      address: 'Verdi',
      houseNumber: '1',
      zip: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      privacy: true,
      marketing: true,
      profiling: true,
      thirdParty: true,
    },
  ],
];

// Objects, not arrays, for it.each: a row without a body would make jest take `body` for `done`.
const ROWS = ENDPOINTS.map(([method, path, body]) => ({ method, path, body }));
const STATE_CHANGING = ROWS.filter(({ method }) => method !== 'GET');

async function signedIn(server: TestServer, email: string): Promise<TestBrowser> {
  const browser = await new TestBrowser(server.app).open();
  expect((await browser.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return browser;
}

describe.each(testDatabases())('account security on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(async () => server?.close());

  it.each(ROWS)('$method $path answers 401 to a visitor', async ({ method, path, body }) => {
    const visitor = await new TestBrowser(server.app).open();
    const response = await visitor.request(method, path, body);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Accedi per continuare.');
  });

  it.each(STATE_CHANGING)(
    '$method $path refuses a signed-in request without the CSRF token',
    async ({ method, path, body }) => {
      const mario = await signedIn(server, 'mario.rossi@example.it');
      const response = await mario.request(method, path, body, { csrf: false });
      expect(response.statusCode).toBe(403);
    },
  );

  it("never lets one customer read or change another's data, whatever endpoint is called", async () => {
    const mario = await signedIn(server, 'mario.rossi@example.it');
    const snapshot = async () => ({
      info: (await mario.request('GET', '/api/account/info')).json(),
      card: (await mario.request('GET', '/api/account/card')).json(),
      list: (await mario.request('GET', '/api/account/shopping-list')).json(),
      receipts: (await mario.request('GET', '/api/account/receipts')).json(),
      receipt: (await mario.request('GET', '/api/account/receipts/rc-mario-0001')).json(),
    });
    const before = await snapshot();
    expect(before.list.items).toHaveLength(5);
    expect(before.receipt.isFavourite).toBe(true);

    const giulia = await signedIn(server, 'giulia.bianchi@example.it');
    const answers: Record<string, number> = {};
    for (const [method, path, body] of ENDPOINTS) {
      const response = await giulia.request(method, path, body);
      answers[`${method} ${path}`] = response.statusCode;
      // Nothing Giulia receives mentions Mario.
      expect(response.body).not.toMatch(/Rossi|mario\.rossi|048812345670|rc-mario|sl-mario/);
    }
    expect(answers).toMatchObject({
      'PATCH /api/account/shopping-list/items/sl-mario-1': 404,
      'DELETE /api/account/shopping-list/items/sl-mario-2': 404,
      'GET /api/account/receipts/rc-mario-0001': 404,
      'PUT /api/account/receipts/rc-mario-0001/favourite': 404,
      'POST /api/advantage-card/subscribe': 403,
    });
    expect(await snapshot()).toEqual(before);
  });
});
