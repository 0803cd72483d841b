import { ACCESSIBILITY_STATEMENT_SECTIONS } from '@iper/contracts/src/testing/accessibility-statement.fixture';
import type { AddressInfo } from 'node:net';
import {
  CdnStoriesResponseSchema,
  CdnStoryResponseSchema,
  CONTENT_PER_PAGE,
} from '@iper/contracts';
import StoryblokClient from 'storyblok-js-client';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { DEMO_STORIES } from './content.seed';

const TOKEN = 'iper-embedded-public-token';
/** The content client's settings in the site (SPEC §9: 25 per page, 5 retries). */
const CLIENT_MAX_RETRIES = 5;

describe.each(testDatabases())('the content delivery API on $name', ({ url }) => {
  let server: TestServer;
  const seen: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(url);
    server.app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/v2/')) seen.push(request.url);
    });
  });
  afterAll(() => server.close());

  const get = (path: string) => server.app.inject({ method: 'GET', url: path });

  describe('answers like Storyblok', () => {
    it('lists stories with every field of the story object, cv, rels and links', async () => {
      const response = await get(
        `/v2/cdn/stories?version=published&token=${TOKEN}&starts_with=iper-mag/ricette/`,
      );
      expect(response.statusCode).toBe(200);
      const body = CdnStoriesResponseSchema.strict().parse(response.json());
      expect(body.stories.length).toBe(8);
      expect(body.rels).toEqual([]);
      expect(body.links).toEqual([]);
      expect(body.cv).toBeGreaterThan(1_700_000_000);
      const story = body.stories.find((item) => item.slug === 'risotto-alla-zucca');
      expect(story).toMatchObject({
        name: 'Risotto alla zucca',
        full_slug: 'iper-mag/ricette/risotto-alla-zucca',
        lang: 'default',
        is_startpage: false,
        content: { component: 'mag_article', _uid: expect.stringMatching(/^[0-9a-f-]{36}$/) },
        first_published_at: '2026-11-02T08:00:00.000Z',
        tag_list: ['ricetta', 'primi', 'autunno'],
        alternates: [],
      });
      expect(story?.parent_id).toEqual(expect.any(Number));
    });

    it('tells the total and the page size in the total and per-page headers', async () => {
      const response = await get(
        `/v2/cdn/stories?token=${TOKEN}&starts_with=iper-mag/ricette/&per_page=3&page=3`,
      );
      expect(response.headers.total).toBe('8');
      expect(response.headers['per-page']).toBe('3');
      expect(response.headers['access-control-expose-headers']).toContain('per-page');
      expect(response.json().stories).toHaveLength(2);
    });

    it('answers an empty list for a page past the last one, and caps per_page at 100', async () => {
      const past = await get(
        `/v2/cdn/stories?token=${TOKEN}&starts_with=iper-mag/ricette/&per_page=6&page=3`,
      );
      expect(past.json().stories).toEqual([]);
      const capped = await get(`/v2/cdn/stories?token=${TOKEN}&per_page=500`);
      expect(capped.headers['per-page']).toBe('100');
      expect(capped.json().stories).toHaveLength(DEMO_STORIES.length);
    });

    it('reads one story by its full slug, its id, or its uuid', async () => {
      const bySlug = await get(
        `/v2/cdn/stories/serve-aiuto/gift-card/ricaricare?version=published&token=${TOKEN}`,
      );
      expect(bySlug.statusCode).toBe(200);
      const { story } = CdnStoryResponseSchema.strict().parse(bySlug.json());
      expect(story.content.component).toBe('faq');
      const byId = CdnStoryResponseSchema.parse(
        (await get(`/v2/cdn/stories/${story.id}?token=${TOKEN}`)).json(),
      );
      expect(byId.story.uuid).toBe(story.uuid);
      const byUuid = CdnStoryResponseSchema.parse(
        (await get(`/v2/cdn/stories/${story.uuid}?find_by=uuid&token=${TOKEN}`)).json(),
      );
      expect(byUuid.story.full_slug).toBe('serve-aiuto/gift-card/ricaricare');
    });

    it('publishes the accessibility statement with the sections of the AgID model', async () => {
      const response = await get(
        `/v2/cdn/stories/dichiarazione-di-accessibilita?version=published&token=${TOKEN}`,
      );
      expect(response.statusCode).toBe(200);
      const text = JSON.stringify(response.json().story.content);
      for (const section of ACCESSIBILITY_STATEMENT_SECTIONS) {
        expect(text).toContain(section);
      }
      expect(text).toContain('WCAG) 2.2 di livello AA');
      expect(text).toContain('EN 301 549');
      expect(text).toContain('serve-aiuto');
    });

    it("answers 404 with Storyblok's body for a story that does not exist", async () => {
      const response = await get(`/v2/cdn/stories/iper-mag/ricette/non-esiste?token=${TOKEN}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(['This record could not be found']);
    });

    it('refuses a missing or wrong token, and drafts with the public token, with 401', async () => {
      expect((await get('/v2/cdn/stories')).statusCode).toBe(401);
      expect((await get('/v2/cdn/stories/home?token=sbagliato')).statusCode).toBe(401);
      expect((await get(`/v2/cdn/stories/home?token=${TOKEN}&version=draft`)).statusCode).toBe(401);
    });

    it('filters by by_slugs (with wildcards), excluding_slugs and with_tag', async () => {
      const slugs = (response: { json(): unknown }) =>
        CdnStoriesResponseSchema.parse(response.json())
          .stories.map((story) => story.full_slug)
          .sort();
      expect(slugs(await get(`/v2/cdn/stories?token=${TOKEN}&by_slugs=home,foodtruck`))).toEqual([
        'foodtruck',
        'home',
      ]);
      expect(
        slugs(await get(`/v2/cdn/stories?token=${TOKEN}&by_slugs=le-nostre-produzioni/frutteto/*`)),
      ).toEqual(['le-nostre-produzioni/frutteto/fragole', 'le-nostre-produzioni/frutteto/mele']);
      expect(
        slugs(
          await get(
            `/v2/cdn/stories?token=${TOKEN}&starts_with=chi-siamo&excluding_slugs=chi-siamo/*`,
          ),
        ),
      ).toEqual(['chi-siamo']);
      expect(slugs(await get(`/v2/cdn/stories?token=${TOKEN}&with_tag=dolci`))).toEqual([
        'iper-mag/ricette/crostata-di-fragole',
        'iper-mag/ricette/torta-di-mele',
      ]);
    });

    it('filters content fields with filter_query operations, AND by default and OR with __or', async () => {
      const count = async (query: string) =>
        (await get(`/v2/cdn/stories?token=${TOKEN}&per_page=100&${query}`)).headers.total;
      expect(await count('filter_query[component][in]=faq')).toBe('17');
      expect(await count('filter_query[component][in]=service_category,production_category')).toBe(
        '6',
      );
      expect(await count('filter_query[component][not_in]=faq,mag_article')).toBe(
        String(DEMO_STORIES.length - 17 - 14),
      );
      expect(await count('filter_query[author][like]=Laura*')).toBe('3');
      expect(
        await count('filter_query[component][in]=mag_article&filter_query[author][like]=Marco*'),
      ).toBe('8');
      expect(await count('filter_query[transplanting][any_in_array]=8,9')).toBe('2');
      expect(await count('filter_query[harvesting][all_in_array]=7,10')).toBe('2');
      expect(await count('filter_query[harvesting][all_in_array]=7,11')).toBe('1');
      expect(
        await count(
          'filter_query[__or][][component][in]=production&filter_query[__or][][component][in]=service',
        ),
      ).toBe('17');
      expect(
        await count('filter_query[external_link][is]=not_null&filter_query[component][in]=service'),
      ).toBe('4');
    });

    it('sorts by story properties and by content fields', async () => {
      const titles = async (sort: string) =>
        CdnStoriesResponseSchema.parse(
          (
            await get(
              `/v2/cdn/stories?token=${TOKEN}&starts_with=iper-mag/benessere/&sort_by=${sort}`,
            )
          ).json(),
        ).stories.map((story) => story.slug);
      expect(await titles('first_published_at:desc')).toEqual([
        'colazione-equilibrata',
        'bere-acqua-in-estate',
        'leggere-le-etichette',
      ]);
      expect(await titles('content.title:asc')).toEqual([
        'bere-acqua-in-estate',
        'leggere-le-etichette',
        'colazione-equilibrata',
      ]);
    });

    it('refuses malformed parameters with a 400 instead of failing', async () => {
      expect((await get(`/v2/cdn/stories?token=${TOKEN}&page=0`)).statusCode).toBe(400);
      expect(
        (await get(`/v2/cdn/stories?token=${TOKEN}&sort_by=content;drop:asc`)).statusCode,
      ).toBe(400);
      expect(
        (await get(`/v2/cdn/stories?token=${TOKEN}&filter_query[component][regex]=x`)).statusCode,
      ).toBe(400);
      expect(
        (await get(`/v2/cdn/stories?token=${TOKEN}&filter_query[date][gt_date]=ieri`)).statusCode,
      ).toBe(400);
      expect((await get(`/v2/cdn/stories?token=${TOKEN}&filter_query[a'b][in]=x`)).statusCode).toBe(
        400,
      );
    });
  });

  describe('serves storyblok-js-client for real', () => {
    let client: StoryblokClient;

    beforeAll(async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      client = new StoryblokClient({
        accessToken: TOKEN,
        endpoint: `http://127.0.0.1:${port}/v2`,
        maxRetries: CLIENT_MAX_RETRIES,
        cache: { type: 'memory', clear: 'auto' },
      });
      // The library's cache is one per process: start each database's run from an empty one.
      await client.flushCache();
    });

    it('reads a story by slug', async () => {
      const { data } = await client.getStory('home', { version: 'published' });
      expect(data.story.full_slug).toBe('home');
      expect(data.story.content.component).toBe('page');
      expect(seen.at(-1)).toMatch(/^\/v2\/cdn\/stories\/home\?.*version=published.*token=/);
    });

    it('reads one page of a list and its total from the headers', async () => {
      const response = await client.get('cdn/stories', {
        version: 'published',
        starts_with: 'iper-mag/ricette/',
        per_page: 6,
        page: 2,
        sort_by: 'first_published_at:desc',
      });
      expect(response.total).toBe(8);
      expect(response.perPage).toBe(6);
      expect(response.data.stories.map((story: { slug: string }) => story.slug)).toEqual([
        'insalata-di-farro',
        'crostata-di-fragole',
      ]);
      // After the first answer the client sends the content version it was given.
      expect(seen.at(-1)).toMatch(/[?&]cv=\d+/);
    });

    it(`walks every page, ${CONTENT_PER_PAGE} stories at a time, with getAll`, async () => {
      const before = seen.length;
      const stories = await client.getAll('cdn/stories', { version: 'published' });
      expect(stories).toHaveLength(DEMO_STORIES.length);
      const pages = seen
        .slice(before)
        .filter((requested) => /[?&]per_page=25(&|$)/.test(requested));
      expect(pages.length).toBe(Math.ceil(DEMO_STORIES.length / CONTENT_PER_PAGE));
    });

    it('filters with filter_query objects', async () => {
      const faqs = await client.getAll('cdn/stories', {
        version: 'published',
        starts_with: 'serve-aiuto/',
        filter_query: { component: { in: 'faq' } },
      });
      expect(faqs).toHaveLength(17);
    });

    it('rejects with the status for a story that does not exist', async () => {
      await expect(
        client.getStory('iper-mag/ricette/non-esiste', { version: 'published' }),
      ).rejects.toMatchObject({
        status: 404,
        message: 'This record could not be found',
      });
    });
  });
});
