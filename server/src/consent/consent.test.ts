import { parseConsent } from '@iper/analytics';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';

describe.each(testDatabases('one'))('the cookie banner as a form ($name)', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(() => server.close());

  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const consentOf = (response: Awaited<ReturnType<typeof send>>) =>
    parseConsent(String(response.headers['set-cookie']).split(';')[0] ?? '');

  it('accepts all, saves the same cookie the app saves and goes back to the page', async () => {
    const response = await send({ scelta: 'accetta', ritorno: '/punti-vendita?tipo=distributori' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/punti-vendita?tipo=distributori');
    expect(consentOf(response)).toMatchObject({ analytics: true, marketing: true });
    expect(response.headers['set-cookie']).toMatch(/Max-Age=\d+; Path=\/; SameSite=Lax/);
  });

  it('rejects all, from the banner or its X', async () => {
    const response = await send({ scelta: 'rifiuta', ritorno: '/' });
    expect(consentOf(response)).toMatchObject({ analytics: false, marketing: false });
  });

  it('saves the purposes ticked in the preferences', async () => {
    const response = await send({ scelta: 'salva', statistiche: 'on', ritorno: '/' });
    expect(consentOf(response)).toMatchObject({ analytics: true, marketing: false });
  });

  it('goes back only to a page of this site', async () => {
    for (const ritorno of ['//evil.example/x', 'https://evil.example', '/\\evil'])
      expect((await send({ scelta: 'rifiuta', ritorno })).headers.location).toBe('/');
  });

  it('refuses a form sent from another site, and a choice it does not know, saving nothing', async () => {
    const crossSite = await send({ scelta: 'accetta' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    const unknown = await send({ scelta: 'forse' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Scegli se accettare, rifiutare o salvare le preferenze sui cookie.',
    );
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});
