import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ApplicationDetailSchema,
  ApplicationReceiptSchema,
  JobPositionDetailResponseSchema,
  JobPositionsResponseSchema,
  MyApplicationsResponseSchema,
  type ApiError,
} from '@iper/contracts';
// Mario Rossi's whole application form, as the browser sends it.
import { MARIO_APPLICATION as APPLICATION } from '@iper/contracts/src/testing/job-application.fixture';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../identity/identity.seed';
import { TestBrowser } from '../identity/test-browser';
import { APPLICATIONS_PER_WINDOW } from './careers.routes';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';

/** A real, tiny PDF and PNG; a Windows program; a zip that is no Word document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const ZIP_NOT_WORD = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('xl/workbook.xml'),
  Buffer.alloc(100),
]);

type Files = Record<string, [Buffer, string, string]>;

const CV_AND_PHOTO: Files = {
  cv: [PDF, 'cv-mario-rossi.pdf', 'application/pdf'],
  photo: [PNG, 'foto.png', 'image/png'],
};

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, unknown>, files: Files = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) form.append(key, String(value));
  for (const [key, [buffer, name, type]] of Object.entries(files))
    form.append(key, new Blob([new Uint8Array(buffer)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) =>
      statSync(path.join(dir, entry)).isFile(),
    );
  } catch {
    return [];
  }
}

describe.each(testDatabases('both'))('careers on $name', ({ url }) => {
  let server: TestServer;
  let uploadsRoot: string;
  let careersDir: string;
  const previousUploads = process.env.UPLOADS_DIR;

  beforeAll(async () => {
    uploadsRoot = mkdtempSync(path.join(os.tmpdir(), 'iper-careers-test-'));
    careersDir = path.join(uploadsRoot, 'careers');
    process.env.UPLOADS_DIR = uploadsRoot;
    server = await startTestServer(url);
  });
  afterAll(async () => {
    await server.close();
    rmSync(uploadsRoot, { recursive: true, force: true });
    if (previousUploads === undefined) delete process.env.UPLOADS_DIR;
    else process.env.UPLOADS_DIR = previousUploads;
  });

  const positions = async (query: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/careers/positions?${query}`,
    });
    expect(response.statusCode).toBe(200);
    return JobPositionsResponseSchema.parse(response.json());
  };

  /** A visitor's browser: the first page hands out the CSRF cookie. */
  const visitor = () => new TestBrowser(server.app).open();

  const send = async (
    browser: TestBrowser,
    fields: Record<string, unknown>,
    files: Files = CV_AND_PHOTO,
    options: { method?: 'POST' | 'PUT'; url?: string; csrf?: boolean } = {},
  ) => {
    const body = await multipart(fields, files);
    const headers: Record<string, string> = {
      'content-type': body.contentType,
      cookie: browser.cookieHeader(),
    };
    if (options.csrf !== false) headers['x-csrf-token'] = browser.cookies.get('iper.csrf') ?? '';
    return server.app.inject({
      method: options.method ?? 'POST',
      url: options.url ?? '/api/careers/applications',
      headers,
      payload: body.payload,
    });
  };

  const counts = async () => {
    const applications = await server.database.db
      .selectFrom('job_applications')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const files = await server.database.db
      .selectFrom('job_application_files')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return { applications: applications.n, files: files.n, onDisk: filesUnder(careersDir).length };
  };

  describe('positions', () => {
    it('lists the open positions of a kind, newest first, with every place and function for the filters', async () => {
      const list = await positions('kind=punto-vendita');
      expect(list.total).toBe(list.positions.length);
      expect(list.total).toBeGreaterThanOrEqual(10);
      expect(list.positions.every((position) => position.kind === 'punto-vendita')).toBe(true);
      const dates = list.positions.map((position) => position.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(list.places).toEqual(expect.arrayContaining(['Arese', 'Rozzano', 'Verona']));
      expect(list.functions).toEqual(
        expect.arrayContaining(['Casse', 'Gastronomia', 'Macelleria']),
      );
      // The summer cashier position in Cremona has closed.
      expect(list.positions.map((position) => position.slug)).not.toContain(
        'addetto-a-alle-casse-iper-cremona',
      );
      const arese = list.positions.find(
        (position) => position.slug === 'addetto-a-banco-gastronomia-iper-arese',
      );
      expect(arese).toMatchObject({
        place: 'Arese',
        store: { slug: 'iper-arese', name: 'Iper Arese' },
        function: 'Gastronomia',
      });
    });

    it('searches in Italian: word forms match, a word typed in part too', async () => {
      const cashiers = await positions('kind=punto-vendita&q=cassa');
      expect(cashiers.positions.map((position) => position.title)).toEqual([
        'Addetto/a alle casse',
        'Addetto/a alle casse',
      ]);
      const partial = await positions('kind=punto-vendita&q=magazz');
      expect(partial.positions.map((position) => position.title)).toEqual([
        'Magazziniere/a ricevimento merci',
      ]);
      const excluding = await positions(
        `kind=punto-vendita&q=${encodeURIComponent('banco -pescheria')}`,
      );
      expect(excluding.positions.length).toBeGreaterThan(0);
      expect(excluding.positions.some((position) => position.function === 'Pescheria')).toBe(false);
    });

    it('answers a search that matches nothing with an empty list, its filters still there', async () => {
      const none = await positions('kind=sede&q=astronauta');
      expect(none).toMatchObject({ positions: [], total: 0 });
      expect(none.places).toEqual(['Arese', 'Milano']);
    });

    it('filters by place and function', async () => {
      const arese = await positions('kind=punto-vendita&place=Arese');
      expect(arese.positions.map((position) => position.title).sort()).toEqual([
        'Addetto/a alle casse',
        'Addetto/a banco gastronomia',
      ]);
      const butchers = await positions('kind=punto-vendita&function=Macelleria');
      expect(butchers.positions.map((position) => position.place).sort()).toEqual([
        'Beinasco',
        'Rozzano',
      ]);
      const both = await positions('kind=punto-vendita&function=Macelleria&place=Arese');
      expect(both.total).toBe(0);
    });

    it('sorts by publication date either way and by title either way', async () => {
      const oldest = await positions('kind=sede&sort=date-asc');
      const dates = oldest.positions.map((position) => position.publishedAt);
      expect(dates).toEqual([...dates].sort());
      const az = await positions('kind=sede&sort=title-asc');
      expect(az.positions[0]?.title).toBe('Analista pianificazione logistica');
      const za = await positions('kind=sede&sort=title-desc');
      expect(za.positions.map((position) => position.slug)).toEqual(
        az.positions.map((position) => position.slug).reverse(),
      );
    });

    it('refuses an unknown kind or sort with a 400 naming the field', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/careers/positions?kind=spiaggia&sort=random',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiError>();
      expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['kind', 'sort']);
    });

    it('shows a position with its description and three similar open positions, the same function first', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/careers/positions/macellaio-a-iper-rozzano',
      });
      expect(response.statusCode).toBe(200);
      const { position, similar } = JobPositionDetailResponseSchema.parse(response.json());
      expect(position).toMatchObject({
        title: 'Macellaio/a',
        kind: 'punto-vendita',
        open: true,
        closesAt: null,
      });
      expect(position.description.length).toBeGreaterThan(1);
      expect(position.requirements.length).toBeGreaterThan(0);
      expect(similar).toHaveLength(3);
      expect(similar.map((other) => other.slug)).not.toContain(position.slug);
      expect(similar.map((other) => other.function)).toEqual([
        'Macelleria',
        'Macelleria',
        expect.any(String),
      ]);
    });

    it('answers 404 for a position that does not exist', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/careers/positions/astronauta-iper-marte',
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('sending an application', () => {
    it('saves the application with its CV and photo, checked by content, outside the web root', async () => {
      const browser = await visitor();
      const before = await counts();
      const response = await send(browser, {
        ...APPLICATION,
        email: 'anna.neri@example.it',
        firstName: 'Mario',
      });
      expect(response.statusCode).toBe(201);
      const receipt = ApplicationReceiptSchema.parse(response.json());
      expect(receipt.position).toMatchObject({
        slug: 'addetto-a-banco-gastronomia-iper-arese',
        open: true,
      });
      expect(receipt.files).toEqual([
        { field: 'cv', name: 'cv-mario-rossi.pdf', type: 'application/pdf', size: PDF.length },
        { field: 'photo', name: 'foto.png', type: 'image/png', size: PNG.length },
      ]);
      expect(await counts()).toEqual({
        applications: before.applications + 1,
        files: before.files + 2,
        onDisk: before.onDisk + 2,
      });
      expect(filesUnder(path.join(careersDir, receipt.id)).sort()).toEqual([
        expect.stringMatching(/^cv-.+\.pdf$/),
        expect.stringMatching(/^photo-.+\.png$/),
      ]);
      const row = await server.database.db
        .selectFrom('job_applications')
        .selectAll()
        .where('id', '=', receipt.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: null,
        tax_code: 'RSSMRA80A01F205X',
        email: 'anna.neri@example.it',
      });
      expect(row.fields).toMatchObject({
        grade: '85',
        gradeBase: '100',
        language2: 'Spagnolo',
        ownCar: 'si',
      });
      expect(row.fields).not.toHaveProperty('privacy');
    });

    it('takes a spontaneous application for an area and a preferred store', async () => {
      const browser = await visitor();
      const response = await send(
        browser,
        {
          ...APPLICATION,
          positionSlug: undefined,
          area: 'punto-vendita',
          preferredStore: 'iper-monza',
        },
        {
          cv: [PDF, 'cv.pdf', 'application/pdf'],
        },
      );
      expect(response.statusCode).toBe(201);
      expect(ApplicationReceiptSchema.parse(response.json()).position).toBeNull();
    });

    it.each<[string, Record<string, unknown>, Files, string[]]>([
      [
        'missing required fields',
        { positionSlug: APPLICATION.positionSlug, firstName: 'Mario', privacy: 'true' },
        CV_AND_PHOTO,
        ['lastName', 'email', 'taxCode', 'educationLevel', 'ownCar'],
      ],
      [
        'a tax code of someone else',
        { ...APPLICATION, taxCode: 'BNCGLI92M52L219V' },
        CV_AND_PHOTO,
        ['taxCode'],
      ],
      [
        'a grade on a base that does not exist',
        { ...APPLICATION, grade: '80', gradeBase: '90' },
        CV_AND_PHOTO,
        ['gradeBase'],
      ],
      [
        'a grade out of its range',
        { ...APPLICATION, grade: '50', gradeBase: '110' },
        CV_AND_PHOTO,
        ['grade'],
      ],
      [
        'a previous selection older than 18 months',
        {
          ...APPLICATION,
          previousSelection: 'si',
          previousSelectionMonth: '1',
          previousSelectionYear: '2020',
        },
        CV_AND_PHOTO,
        ['previousSelectionYear'],
      ],
      [
        'a program renamed .pdf as CV',
        APPLICATION,
        { cv: [EXE, 'cv.pdf', 'application/pdf'] },
        ['cv'],
      ],
      [
        'a PDF as photo',
        APPLICATION,
        { cv: [PDF, 'cv.pdf', 'application/pdf'], photo: [PDF, 'foto.png', 'image/png'] },
        ['photo'],
      ],
      [
        'a zip that is no Word document as CV',
        APPLICATION,
        { cv: [ZIP_NOT_WORD, 'cv.docx', 'application/octet-stream'] },
        ['cv'],
      ],
      ['no CV', APPLICATION, { photo: [PNG, 'foto.png', 'image/png'] }, ['cv']],
      [
        'a closed position',
        { ...APPLICATION, positionSlug: 'addetto-a-alle-casse-iper-cremona' },
        CV_AND_PHOTO,
        ['positionSlug'],
      ],
      ['an unknown field', { ...APPLICATION, salary: '100000' }, CV_AND_PHOTO, ['salary']],
    ])(
      'refuses %s with a 400 naming the fields and stores nothing',
      async (_case, fields, files, paths) => {
        const browser = await visitor();
        const before = await counts();
        const response = await send(browser, fields, files);
        expect(response.statusCode).toBe(400);
        const body = response.json<ApiError>();
        expect(body.message).toBe('Candidatura non valida: controlla i campi indicati.');
        expect(body.issues?.map((issue) => issue.path)).toEqual(expect.arrayContaining(paths));
        expect(await counts()).toEqual(before);
      },
    );

    it('says which file is refused and why, with the SPEC message and its limit', async () => {
      const browser = await visitor();
      const response = await send(
        browser,
        { ...APPLICATION, taxCode: 'RSSMRA80A01F205Y' },
        { cv: [EXE, 'cv.pdf', 'application/pdf'] },
      );
      expect(response.json<ApiError>().issues).toEqual(
        expect.arrayContaining([
          { path: 'cv', message: 'Formato non supportato / File troppo grande (max 5 MB)' },
          { path: 'taxCode', message: 'Codice fiscale non valido' },
        ]),
      );
    });

    it('refuses a CV over 5 MB, reading the rest of the form, and stores nothing', async () => {
      const browser = await visitor();
      const before = await counts();
      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await send(
        browser,
        { ...APPLICATION, gradeBase: '90' },
        { cv: [big, 'cv.pdf', 'application/pdf'] },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().issues).toEqual(
        expect.arrayContaining([
          { path: 'cv', message: 'Formato non supportato / File troppo grande (max 5 MB)' },
          { path: 'gradeBase', message: 'Scegli la base del voto: /60, /100 o /110.' },
        ]),
      );
      expect(await counts()).toEqual(before);
    });

    it('limits how many applications one address sends (429)', async () => {
      const browser = await visitor();
      const body = await multipart({ firstName: 'Mario' });
      const sendFrom = (address: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/careers/applications',
          remoteAddress: address,
          headers: {
            'content-type': body.contentType,
            cookie: browser.cookieHeader(),
            'x-csrf-token': browser.cookies.get('iper.csrf') ?? '',
          },
          payload: body.payload,
        });
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= APPLICATIONS_PER_WINDOW; attempt++)
        statuses.push((await sendFrom('203.0.113.9')).statusCode);
      expect(statuses.slice(0, APPLICATIONS_PER_WINDOW).every((status) => status === 400)).toBe(
        true,
      );
      expect(statuses.at(-1)).toBe(429);
      expect((await sendFrom('203.0.113.10')).statusCode).toBe(400);
    });

    it('refuses a request without the CSRF token (403) or not sent as a form (415)', async () => {
      const browser = await visitor();
      const before = await counts();
      expect((await send(browser, APPLICATION, CV_AND_PHOTO, { csrf: false })).statusCode).toBe(
        403,
      );
      const json = await browser.request('POST', '/api/careers/applications', APPLICATION);
      expect(json.statusCode).toBe(415);
      expect(await counts()).toEqual(before);
    });
  });

  describe("an applicant's own applications", () => {
    it('needs a signed-in user', async () => {
      const browser = await visitor();
      expect((await browser.request('GET', '/api/careers/applications')).statusCode).toBe(401);
    });

    it('lets an applicant sign in, find the application sent with the same email, and change it', async () => {
      const browser = await visitor();
      const sent = ApplicationReceiptSchema.parse(
        (await send(browser, { ...APPLICATION, positionSlug: 'macellaio-a-iper-rozzano' })).json(),
      );
      expect((await browser.login('mario.rossi@example.it', DEMO_PASSWORD)).statusCode).toBe(200);

      const list = MyApplicationsResponseSchema.parse(
        (await browser.request('GET', '/api/careers/applications')).json(),
      );
      const listed = list.applications.find((application) => application.id === sent.id);
      expect(listed).toMatchObject({
        reference: sent.reference,
        editable: true,
        position: { title: 'Macellaio/a', place: 'Rozzano' },
      });

      const detail = ApplicationDetailSchema.parse(
        (await browser.request('GET', `/api/careers/applications/${sent.id}`)).json(),
      );
      expect(detail.fields).toMatchObject({ phone: '+39 333 1234567', language1: 'Inglese' });
      const oldCv = filesUnder(path.join(careersDir, sent.id)).find((file) =>
        file.startsWith('cv-'),
      );

      const newCv = Buffer.from('%PDF-1.7\nnuovo curriculum\n%%EOF\n');
      const changed = await send(
        browser,
        { ...detail.fields, phone: '+39 347 7654321', privacy: 'true' },
        { cv: [newCv, 'cv-aggiornato.pdf', 'application/pdf'] },
        { method: 'PUT', url: `/api/careers/applications/${sent.id}` },
      );
      expect(changed.statusCode).toBe(200);
      expect(ApplicationReceiptSchema.parse(changed.json()).files).toEqual([
        { field: 'cv', name: 'cv-aggiornato.pdf', type: 'application/pdf', size: newCv.length },
        { field: 'photo', name: 'foto.png', type: 'image/png', size: PNG.length },
      ]);
      const after = ApplicationDetailSchema.parse(
        (await browser.request('GET', `/api/careers/applications/${sent.id}`)).json(),
      );
      expect(after.fields.phone).toBe('+39 347 7654321');
      const onDisk = filesUnder(path.join(careersDir, sent.id));
      expect(onDisk).toHaveLength(2);
      expect(onDisk).not.toContain(oldCv);

      const download = await browser.request(
        'GET',
        `/api/careers/applications/${sent.id}/files/cv`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(newCv)).toBe(true);
    });

    it('keeps the application as it was when a change is refused', async () => {
      const browser = await visitor();
      await browser.login('mario.rossi@example.it', DEMO_PASSWORD);
      const sent = ApplicationReceiptSchema.parse((await send(browser, APPLICATION)).json());
      const before = await counts();
      const refused = await send(
        browser,
        { ...APPLICATION, phone: '+39 300 0000000', gradeBase: '75' },
        { cv: [EXE, 'cv.pdf', 'application/pdf'] },
        {
          method: 'PUT',
          url: `/api/careers/applications/${sent.id}`,
        },
      );
      expect(refused.statusCode).toBe(400);
      expect(
        refused
          .json<ApiError>()
          .issues?.map((issue) => issue.path)
          .sort(),
      ).toEqual(['cv', 'gradeBase']);
      expect(await counts()).toEqual(before);
      const detail = ApplicationDetailSchema.parse(
        (await browser.request('GET', `/api/careers/applications/${sent.id}`)).json(),
      );
      expect(detail.fields.phone).toBe(APPLICATION.phone);
    });

    it('ties an application sent while signed in to the account, and hides it from everyone else (404)', async () => {
      const mario = await visitor();
      await mario.login('mario.rossi@example.it', DEMO_PASSWORD);
      const sent = ApplicationReceiptSchema.parse(
        (await send(mario, { ...APPLICATION, email: 'mario.lavoro@example.it' })).json(),
      );
      const row = await server.database.db
        .selectFrom('job_applications')
        .select('user_id')
        .where('id', '=', sent.id)
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe('demo-mario-rossi');

      const giulia = await visitor();
      await giulia.login('giulia.bianchi@example.it', DEMO_PASSWORD);
      expect((await giulia.request('GET', `/api/careers/applications/${sent.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await giulia.request('GET', `/api/careers/applications/${sent.id}/files/cv`)).statusCode,
      ).toBe(404);
      const put = await send(
        giulia,
        APPLICATION,
        {},
        { method: 'PUT', url: `/api/careers/applications/${sent.id}` },
      );
      expect(put.statusCode).toBe(404);
      const theirs = MyApplicationsResponseSchema.parse(
        (await giulia.request('GET', '/api/careers/applications')).json(),
      );
      expect(theirs.applications.map((application) => application.id)).not.toContain(sent.id);
    });

    it('stops changes once the position has closed (409), the application still listed', async () => {
      const browser = await visitor();
      await browser.login('mario.rossi@example.it', DEMO_PASSWORD);
      const sent = ApplicationReceiptSchema.parse(
        (
          await send(browser, {
            ...APPLICATION,
            positionSlug: 'addetto-a-reparto-ortofrutta-iper-monza',
          })
        ).json(),
      );
      await server.database.db
        .updateTable('job_positions')
        .set({ closes_on: '2020-01-31' })
        .where('slug', '=', 'addetto-a-reparto-ortofrutta-iper-monza')
        .execute();
      const list = MyApplicationsResponseSchema.parse(
        (await browser.request('GET', '/api/careers/applications')).json(),
      );
      expect(list.applications.find((application) => application.id === sent.id)).toMatchObject({
        editable: false,
        position: { open: false },
      });
      const put = await send(
        browser,
        APPLICATION,
        {},
        { method: 'PUT', url: `/api/careers/applications/${sent.id}` },
      );
      expect(put.statusCode).toBe(409);
      expect(put.json<ApiError>().message).toBe(
        'La posizione è chiusa: la candidatura non si può più modificare.',
      );
    });
  });
});
