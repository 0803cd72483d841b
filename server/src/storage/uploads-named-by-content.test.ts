import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer, singleTestDatabase } from '../testing/test-server';
import { uploadDisplayName } from './upload-names';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 7)]);

describe('uploads are kept and served under the type their content was detected as (issue 17)', () => {
  it('replaces the extension the sender claimed with the detected one, keeping the name', () => {
    expect(uploadDisplayName('scontrino.html', 'receiptPhoto', 'jpg')).toBe('scontrino.jpg');
    expect(uploadDisplayName('C:\\Users\\anna\\cv.final.exe', 'cv', 'pdf')).toBe('cv.final.pdf');
    expect(uploadDisplayName('"\u0007.svg', 'photo', 'png')).toBe('photo.png');
    expect(uploadDisplayName(undefined, 'cv', 'docx')).toBe('cv.docx');
  });

  describe('the help form', () => {
    let server: TestServer;
    let uploadsDir: string;
    const previousUploads = process.env.UPLOADS_DIR;
    beforeAll(async () => {
      uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'iper-upload-names-'));
      process.env.UPLOADS_DIR = uploadsDir;
      server = await startTestServer(singleTestDatabase());
    });
    afterAll(async () => {
      await server.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      if (previousUploads === undefined) delete process.env.UPLOADS_DIR;
      else process.env.UPLOADS_DIR = previousUploads;
    });

    it('stores a photo sent as scontrino.html under scontrino.jpg, on disk and in its row', async () => {
      const form = new FormData();
      const fields = {
        theme: 'punto-vendita',
        category: 'reclamo',
        name: 'Giulia',
        surname: 'Rossi',
        email: 'g.rossi@example.it',
        store: '00101',
        message: 'Prodotto scaduto.',
        privacy: 'true',
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append(
        'receiptPhoto',
        new Blob([new Uint8Array(JPEG)], { type: 'text/html' }),
        'scontrino.html',
      );
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/content/help-requests',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      });
      expect(response.statusCode).toBe(201);
      const row = await server.database.db
        .selectFrom('help_request_attachments')
        .select(['original_name', 'storage_key', 'content_type'])
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ original_name: 'scontrino.jpg', content_type: 'image/jpeg' });
      expect(row.storage_key).toMatch(/\.jpg$/);
      expect(readdirSync(uploadsDir).every((name) => !name.endsWith('.html'))).toBe(true);
    });
  });
});
