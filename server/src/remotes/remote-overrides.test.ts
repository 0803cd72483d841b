import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../config';
import { parseCsp } from '../testing/observatory';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { writeShellDocument } from '../testing/shell-build';

const PREVIEW = 'http://127.0.0.1:4999/loyalty/pr-123/mf-manifest.json';

function hosts(response: { headers: Record<string, unknown> }): string[] {
  const policy = parseCsp(String(response.headers['content-security-policy'])) ?? new Map();
  return [
    ...new Set(
      [...policy.values()].flat().filter((s) => !s.startsWith("'") && !/^[a-z]+:$/.test(s)),
    ),
  ];
}

function inlinedManifest(html: string) {
  const json = /<script type="application\/json" id="iper-remotes-manifest">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? 'null') as {
    remotes: { name: string; entry: string; override?: true }[];
  };
}

describe('per-session remote override', () => {
  let shellDist: string;
  let server: TestServer;
  beforeAll(async () => {
    shellDist = await mkdtemp(path.join(tmpdir(), 'iper-shell-'));
    await writeShellDocument(shellDist);
    server = await startTestServer(singleTestDatabase(), {
      SERVE_SITE: 'true',
      SSR: 'off',
      SHELL_DIST: shellDist,
      REMOTES_DIR: shellDist,
      REMOTES_LAYOUT: 'flat',
      REMOTE_OVERRIDE_ORIGINS: 'http://127.0.0.1:*, https://preview.iper.example',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(shellDist, { recursive: true, force: true });
  });

  const override = (query: string) =>
    server.app.inject({ method: 'GET', url: `/api/platform/remote-override?${query}` });

  /** The confirm page's form: its hidden fields, and the CSRF cookie the page was sent with. */
  function confirmForm(page: { body: string; headers: Record<string, unknown> }) {
    const fields = new URLSearchParams();
    for (const [, name, value] of page.body.matchAll(
      /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
    )) {
      fields.append(name!, value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    }
    const csrfCookie = String(page.headers['set-cookie']).split(';')[0]!;
    return { fields, csrfCookie };
  }

  const post = (form: URLSearchParams, cookie: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/platform/remote-override',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload: form.toString(),
    });

  /** What a tester does: opens the link, then presses the confirm page's button. */
  async function confirmOverride(query: string) {
    const page = await override(query);
    expect(page.statusCode).toBe(200);
    const { fields, csrfCookie } = confirmForm(page);
    return post(fields, csrfCookie);
  }

  it('sets one remote for this browser only, with exactly its origin more in the policy', async () => {
    const set = await confirmOverride(`loyalty=${encodeURIComponent(PREVIEW)}&return=/gift-card`);
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/gift-card');
    const cookie = String(set.headers['set-cookie']);
    expect(cookie).toMatch(/^iper_remote_overrides=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);

    const overridden = await server.app.inject({
      method: 'GET',
      url: '/gift-card',
      headers: { cookie: cookie.split(';')[0]! },
    });
    // A loopback origin is a developer's dev server: its reload socket (ws:) comes with it.
    expect(hosts(overridden)).toEqual(['http://127.0.0.1:4999', 'ws://127.0.0.1:4999']);
    expect(inlinedManifest(overridden.body).remotes).toContainEqual({
      name: 'loyalty',
      entry: PREVIEW,
      override: true,
    });

    // Another browser, at the same time: the site's own remote, no other origin.
    const other = await server.app.inject({ method: 'GET', url: '/gift-card' });
    expect(hosts(other)).toEqual([]);
    expect(inlinedManifest(other.body).remotes).toContainEqual({
      name: 'loyalty',
      entry: '/remotes/loyalty/mf-manifest.json',
    });
  });

  it('asks before setting anything: the link shows what it would load and a button that confirms', async () => {
    const page = await override(`loyalty=${encodeURIComponent(PREVIEW)}&return=/gift-card`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers['set-cookie'])).not.toMatch(/iper_remote_overrides/);
    expect(page.body).toContain('<form method="post" action="/api/platform/remote-override">');
    expect(page.body).toContain(PREVIEW);
    expect(page.body).toMatch(/<button type="submit">Usa questa versione<\/button>/);
  });

  it('ignores a link from another site: the override is set only by its own page, with its token', async () => {
    const page = await override(`loyalty=${encodeURIComponent(PREVIEW)}&return=/gift-card`);
    const { fields, csrfCookie } = confirmForm(page);
    const refusals = [
      // Another site's form, posting in the tester's browser.
      await post(fields, csrfCookie, { 'sec-fetch-site': 'cross-site' }),
      await post(fields, csrfCookie, { 'sec-fetch-site': 'same-site' }),
      // A form without the token, or with a token of its own.
      await post(new URLSearchParams({ loyalty: PREVIEW }), csrfCookie),
      await post(new URLSearchParams({ loyalty: PREVIEW, csrf: 'x'.repeat(43) }), csrfCookie),
      await post(fields, 'iper.csrf=' + 'y'.repeat(43)),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Richiesta rifiutata: aggiorna la pagina e riprova.');
      expect(String(refused.headers['set-cookie'])).not.toMatch(/iper_remote_overrides=/);
    }
  });

  it('refuses an origin off the allow-list with a message that says why', async () => {
    const refused = await override(
      `loyalty=${encodeURIComponent('https://evil.example/mf-manifest.json')}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "L'origine https://evil.example non è tra quelle ammesse per sostituire un remote (REMOTE_OVERRIDE_ORIGINS: http://127.0.0.1:*, https://preview.iper.example).",
    );
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await override('checkout=http://127.0.0.1:4999/x.json')).statusCode).toBe(400);
    expect((await override('return=/')).statusCode).toBe(400);
  });

  it('ignores a cookie naming an origin off the list', async () => {
    const forged = `iper_remote_overrides=${encodeURIComponent('loyalty=https://evil.example/mf-manifest.json')}`;
    const page = await server.app.inject({ method: 'GET', url: '/', headers: { cookie: forged } });
    expect(hosts(page)).toEqual([]);
  });

  it.each([
    '//evil.example/',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0D%0ALocation:%20https://evil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%C2%85/evil.example',
    'https://evil.example',
  ])(
    'answers a way back off this site (return=%s) with a 400 in Italian, never a redirect',
    async (back) => {
      for (const query of [
        `clear&return=${back}`,
        `loyalty=${encodeURIComponent(PREVIEW)}&return=${back}`,
      ]) {
        const refused = await override(query);
        expect(refused.statusCode).toBe(400);
        expect(refused.headers.location).toBeUndefined();
        expect(refused.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message:
            'L’indirizzo di ritorno deve essere una pagina di questo sito, per esempio /carta-vantaggi.',
        });
      }
    },
  );

  it('returns to a page whose address has other alphabets, written so that it fits in the header', async () => {
    const back = await override(`clear&return=${encodeURIComponent('/cerca?q=caffè ☕')}`);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/cerca?q=caff%C3%A8%20%E2%98%95');
  });

  it('clears the override', async () => {
    const clear = await override('clear&return=/carta-vantaggi');
    expect(clear.statusCode).toBe(303);
    expect(clear.headers.location).toBe('/carta-vantaggi');
    expect(String(clear.headers['set-cookie'])).toMatch(/^iper_remote_overrides=; .*Max-Age=0$/);
  });
});

describe('the allow-list by default', () => {
  it('is this machine in development and empty in production', () => {
    expect(readConfig({}).remoteOverrideOrigins).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    expect(readConfig({ NODE_ENV: 'production' }).remoteOverrideOrigins).toEqual([]);
    expect(
      readConfig({ PUBLIC_URL: 'https://www.iper.example', AUTH_SECRET: 'x'.repeat(40) })
        .remoteOverrideOrigins,
    ).toEqual([]);
  });
});
