import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ContentConfigSchema,
  HELP_ATTACHMENT_MAX_BYTES,
  HELP_FEEDBACK,
  HelpRequestFieldsSchema,
  HelpRequestReceiptSchema,
  type HelpRequestInput,
} from '@iper/contracts';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { contentAssetsDir } from './content-assets.routes';
import { mainImageOf } from './content-page-head';
import { LocalFolderStorage } from '../storage/local-folder-storage';
import { saveHelpRequest } from './content.queries';
import { DEMO_STORIES } from './content.seed';
import images from './images/images.json';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 3),
]);
const SCRIPT = Buffer.from('<script>alert(1)</script>');

const VALID: HelpRequestInput = {
  theme: 'punto-vendita',
  category: 'reclamo',
  date: '2026-11-20',
  time: '18:30',
  name: 'Giulia',
  surname: 'Rossi',
  email: 'Giulia.Rossi@example.it',
  phone: '+39 333 123 4567',
  cardLast13: '0123456789012',
  store: '00101',
  message:
    'Lo yogurt acquistato ieri era già scaduto: allego lo scontrino e la foto della confezione.',
  privacy: true,
};

/** A multipart body as a browser's FormData sends it. */
async function multipart(
  fields: Record<string, unknown>,
  files: Record<string, [Buffer, string, string]> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const [key, [buffer, name, type]] of Object.entries(files))
    form.append(key, new Blob([new Uint8Array(buffer)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(testDatabases())('the content API on $name', ({ url }) => {
  let server: TestServer;
  let uploadsDir: string;
  const previousUploads = process.env.UPLOADS_DIR;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'iper-uploads-test-'));
    process.env.UPLOADS_DIR = uploadsDir;
    server = await startTestServer(url);
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadsDir, { recursive: true, force: true });
    if (previousUploads === undefined) delete process.env.UPLOADS_DIR;
    else process.env.UPLOADS_DIR = previousUploads;
  });

  const submit = async (
    fields: Record<string, unknown>,
    files?: Record<string, [Buffer, string, string]>,
  ) =>
    server.app.inject({
      method: 'POST',
      url: '/api/content/help-requests',
      ...(await multipart(fields, files)),
    });

  it('tells the content client to read the embedded delivery API by default', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/content/config' });
    expect(ContentConfigSchema.parse(response.json())).toEqual({
      provider: 'embedded',
      accessToken: 'iper-embedded-public-token',
      version: 'published',
    });
  });

  describe("the pages' head (what the content module adds to every page the server sends)", () => {
    it('inlines the content client configuration on every page, so no page waits for GET /api/content/config', async () => {
      for (const page of ['/', '/punti-vendita', '/iper-mag']) {
        const head = await server.app.pageHead.contributionsFor(page);
        const block = head.data.find((data) => data.id === 'iper-content-config');
        expect(ContentConfigSchema.parse(block?.value)).toEqual({
          provider: 'embedded',
          accessToken: 'iper-embedded-public-token',
          version: 'published',
        });
      }
    });

    it("preloads the home story and its main image (the first block's) on the home page only", async () => {
      const home = await server.database.db
        .selectFrom('stories')
        .select('content')
        .where('full_slug', '=', 'home')
        .executeTakeFirstOrThrow();
      const image = mainImageOf(home.content);
      expect(image).toMatch(/^\/assets\/content\/home-hero-/);
      const head = await server.app.pageHead.contributionsFor('/');
      expect(head.hints).toEqual([
        {
          href: '/v2/cdn/stories/home?version=published&token=iper-embedded-public-token',
          as: 'fetch',
          crossorigin: 'anonymous',
        },
        { href: image, as: 'image', fetchpriority: 'high' },
      ]);
      // The preloaded URL is the delivery API's answer for the story.
      const story = await server.app.inject(
        '/v2/cdn/stories/home?version=published&token=iper-embedded-public-token',
      );
      expect(story.json().story.full_slug).toBe('home');
      expect((await server.app.pageHead.contributionsFor('/iper-mag')).hints).toEqual([]);
    });

    it('takes the main image from our own assets only', () => {
      expect(
        mainImageOf({ body: [{ image: { filename: 'https://a.storyblok.com/f/1/hero.webp' } }] }),
      ).toBeUndefined();
      expect(
        mainImageOf({ body: [{ image: { filename: '//cdn.example.it/hero.webp' } }] }),
      ).toBeUndefined();
      expect(mainImageOf({ body: [{ component: 'rich_text' }] })).toBeUndefined();
      expect(mainImageOf({})).toBeUndefined();
    });
  });

  describe('the contact form', () => {
    it('stores a request with two photos: one row, two attachment rows, two files', async () => {
      const response = await submit(VALID, {
        receiptPhoto: [JPEG, 'scontrino.jpg', 'image/jpeg'],
        productPhoto: [PNG, 'yogurt.png', 'image/png'],
      });
      expect(response.statusCode).toBe(201);
      const receipt = HelpRequestReceiptSchema.parse(response.json());
      expect(receipt.attachments).toEqual([
        { field: 'receiptPhoto', type: 'image/jpeg', size: JPEG.length },
        { field: 'productPhoto', type: 'image/png', size: PNG.length },
      ]);
      const row = await server.database.db
        .selectFrom('help_requests')
        .selectAll()
        .where('reference', '=', receipt.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: 'giulia.rossi@example.it',
        store_id: '00101',
        card_last13: '0123456789012',
        theme: 'punto-vendita',
      });
      const attachments = await server.database.db
        .selectFrom('help_request_attachments')
        .selectAll()
        .where('help_request_id', '=', row.id)
        .orderBy('id')
        .execute();
      expect(attachments.map((attachment) => attachment.original_name)).toEqual([
        'scontrino.jpg',
        'yogurt.png',
      ]);
      for (const attachment of attachments) {
        expect(attachment.storage_key).toMatch(
          new RegExp(`^${receipt.id}-(receipt|product)Photo-[0-9a-f-]{36}\\.(jpg|png)$`),
        );
        expect(readFileSync(path.join(uploadsDir, attachment.storage_key)).length).toBe(
          attachment.size_bytes,
        );
      }
    });

    it("refuses a file whose content is not an image or a PDF, whatever its name: 'Formato non supportato'", async () => {
      const response = await submit(VALID, {
        receiptPhoto: [SCRIPT, 'scontrino.jpg', 'image/jpeg'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'receiptPhoto', message: 'Formato non supportato / File troppo grande (max 5 MB)' },
      ]);
    });

    it("refuses a file over the limit: 'File troppo grande', with the maximum in MB", async () => {
      const big = Buffer.concat([JPEG, Buffer.alloc(HELP_ATTACHMENT_MAX_BYTES)]);
      const response = await submit(VALID, { storePhoto: [big, 'negozio.jpg', 'image/jpeg'] });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'storePhoto', message: 'Formato non supportato / File troppo grande (max 5 MB)' },
      ]);
    });

    it('validates the fields as the browser does, naming every invalid one', async () => {
      const response = await submit({
        ...VALID,
        theme: 'iper-drive',
        email: 'non-una-email',
        cardLast13: '123',
        privacy: false,
      });
      expect(response.statusCode).toBe(400);
      const paths = response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort();
      expect(paths).toEqual(['cardLast13', 'email', 'orderNumber', 'privacy']);
    });

    it('refuses a store that does not exist and fields the form does not have', async () => {
      expect((await submit({ ...VALID, store: '99999' })).json().issues).toEqual([
        { path: 'store', message: 'Scegli un punto vendita.' },
      ]);
      expect((await submit({ ...VALID, admin: 'true' })).statusCode).toBe(400);
    });

    it('answers 415 to a body that is not multipart', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/content/help-requests',
        payload: VALID,
      });
      expect(response.statusCode).toBe(415);
    });

    it('saves nothing when a step fails half-way: no rows, no files left behind', async () => {
      const count = async () =>
        Number(
          (
            await server.database.db
              .selectFrom('help_requests')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const filesBefore = readdirSync(uploadsDir).length;
      // The same field twice breaks a unique constraint after the first file was written.
      const upload = {
        field: 'receiptPhoto' as const,
        type: 'image/jpeg' as const,
        buffer: JPEG,
        originalName: 'scontrino.jpg',
      };
      const fields = HelpRequestFieldsSchema.parse(VALID);
      await expect(
        saveHelpRequest(
          server.database.db,
          new LocalFolderStorage(uploadsDir, { recursive: false }),
          fields,
          [upload, upload],
        ),
      ).rejects.toThrow();
      expect(await count()).toBe(before);
      expect(readdirSync(uploadsDir)).toHaveLength(filesBefore);
    });

    it('keeps the feedback texts of SPEC §8', () => {
      expect(HELP_FEEDBACK).toEqual({
        success: 'La tua segnalazione è stata presa in carico',
        failure: 'Qualcosa è andato storto. Prova più tardi o contattaci',
      });
    });
  });

  describe('the newsletter', () => {
    it('subscribes an address once, answering the same the second time (identity/existing-addresses.test.ts)', async () => {
      const first = await server.app.inject({
        method: 'POST',
        url: '/api/content/newsletter',
        payload: { email: 'Anna@Example.it', privacy: true },
      });
      expect(first.json()).toEqual({ status: 'subscribed' });
      const again = await server.app.inject({
        method: 'POST',
        url: '/api/content/newsletter',
        payload: { email: 'anna@example.it', privacy: true },
      });
      expect(again.json()).toEqual({ status: 'subscribed' });
      const rows = await server.database.db
        .selectFrom('newsletter_subscriptions')
        .select('email')
        .where('email', '=', 'anna@example.it')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses a subscription without the privacy consent', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/content/newsletter',
        payload: { email: 'anna@example.it', privacy: false },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('the seeded content', () => {
    it('has a story for every page of the section, in Italian, with no placeholder text', async () => {
      const rows = await server.database.db
        .selectFrom('stories')
        .select(['full_slug', 'content'])
        .execute();
      expect(rows).toHaveLength(DEMO_STORIES.length);
      const text = JSON.stringify(rows);
      expect(text).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
      for (const slug of [
        'home',
        'foodtruck',
        'iper-drive',
        'iper-mag',
        'servizi',
        'le-nostre-produzioni',
        'serve-aiuto',
        'serve-aiuto/contatti',
      ]) {
        expect(rows.map((row) => row.full_slug)).toContain(slug);
      }
    });

    it('seeds idempotently', async () => {
      const { seedDemoData } = await import('../db/seed');
      await seedDemoData(server.database.db);
      const count = await server.database.db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(DEMO_STORIES.length);
    });

    it('points every image and video at a bundled file, served for a year with its size in its name', async () => {
      const files = Object.values(images as Record<string, { file: string }>).map(
        (entry) => entry.file,
      );
      expect(readdirSync(contentAssetsDir()).sort()).toEqual([...files].sort());
      const stories = JSON.stringify(DEMO_STORIES);
      for (const [, filename] of stories.matchAll(/"filename":"([^"]+)"/g)) {
        expect(filename).toMatch(
          /^\/assets\/content\/[a-z0-9-]+-\d+x\d+\.[0-9a-f]{10}\.(webp|webm)$/,
        );
        expect(files).toContain(filename!.split('/').at(-1));
      }
      const response = await server.app.inject({
        method: 'GET',
        url: `/assets/content/${files[0]}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The folder itself is no file: refused in the site's words (a fuzz run found "Forbidden").
      const folder = await server.app.inject({ method: 'GET', url: '/assets/content/.' });
      expect(folder.statusCode).toBe(403);
      expect(folder.json().message).toBe('Accesso non consentito a questo indirizzo.');
    });
  });
});
