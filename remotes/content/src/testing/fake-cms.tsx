import type { Network } from '@iper/api/src/testing/network';
import type { BlockBase, CdnStory, RichTextDoc, SbAsset } from '@iper/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { resetContentClient } from '../cms/content-client';

/*
 * Test support: a small in-memory stand-in for the delivery API as MSW handlers, answering the
 * requests storyblok-js-client makes (list with starts_with, filter_query[component][in],
 * excluding_slugs, sort_by, per_page and page, with the total and per-page headers; one story by
 * slug; 404 with Storyblok's body), plus the few /api calls the pages make.
 */

export const TOKEN = 'test-token';

let nextId = 1;

export function story<C extends BlockBase>(
  fullSlug: string,
  content: C,
  extra: Partial<Omit<CdnStory, 'content'>> = {},
): CdnStory<C> {
  const id = nextId++;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: (content as unknown as { title?: string }).title ?? fullSlug,
    slug: fullSlug.split('/').at(-1) ?? fullSlug,
    full_slug: fullSlug,
    content,
    created_at: '2026-01-01T08:00:00.000Z',
    published_at: '2026-01-01T08:00:00.000Z',
    first_published_at: '2026-01-01T08:00:00.000Z',
    sort_by_date: null,
    tag_list: [],
    lang: 'default',
    path: null,
    position: 0,
    parent_id: null,
    group_id: '00000000-0000-4000-8000-000000000000',
    is_startpage: false,
    alternates: [],
    ...extra,
  };
}

export function text(markup: string): RichTextDoc {
  return {
    type: 'doc',
    content: markup
      .split('\n\n')
      .map((paragraph) => ({ type: 'paragraph', content: [{ type: 'text', text: paragraph }] })),
  };
}

export function image(name: string, alt: string): SbAsset {
  return {
    id: null,
    filename: `/assets/content/${name}-960x540.0123456789.webp`,
    alt,
    fieldtype: 'asset',
  };
}

const seo = (title: string) => ({ title, description: `${title}: descrizione` });

function json(body: JsonBodyType, status = 200, headers: Record<string, string> = {}) {
  return HttpResponse.json(body, { status, headers });
}

function listStories(stories: CdnStory[], query: URLSearchParams): Response {
  let matches = stories.filter((item) => item.full_slug.startsWith(query.get('starts_with') ?? ''));
  const components = query.get('filter_query[component][in]')?.split(',');
  if (components) matches = matches.filter((item) => components.includes(item.content.component));
  const excluded = query.get('excluding_slugs')?.split(',') ?? [];
  matches = matches.filter((item) => !excluded.includes(item.full_slug));
  const [field, direction] = (query.get('sort_by') ?? 'position:asc').split(':');
  const value = (item: CdnStory) =>
    String((item as unknown as Record<string, unknown>)[field ?? 'position'] ?? '').padStart(
      30,
      '0',
    );
  matches.sort((a, b) => (direction === 'desc' ? -1 : 1) * value(a).localeCompare(value(b)));
  const perPage = Number(query.get('per_page') ?? 25);
  const page = Number(query.get('page') ?? 1);
  return json(
    {
      stories: matches.slice((page - 1) * perPage, page * perPage),
      cv: 1767225600,
      rels: [],
      links: [],
    },
    200,
    {
      total: String(matches.length),
      'per-page': String(perPage),
    },
  );
}

/** The delivery API and the content config, answered from `stories`. */
export function cmsHandlers(stories: CdnStory[]) {
  const storyblok =
    (answer: (url: URL) => Response) =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      return url.searchParams.get('token') === TOKEN
        ? answer(url)
        : json({ error: 'Unauthorized' }, 401);
    };
  return [
    http.get('/api/content/config', () =>
      json({ provider: 'embedded', accessToken: TOKEN, version: 'published' }),
    ),
    http.get(
      '/v2/cdn/stories',
      storyblok((url) => listStories(stories, url.searchParams)),
    ),
    http.get(
      '/v2/cdn/stories/*',
      storyblok((url) => {
        const slug = decodeURIComponent(url.pathname.replace(/^\/v2\/cdn\/stories\/?/, ''));
        const found = stories.find((item) => item.full_slug === slug);
        return found
          ? json({ story: found, cv: 1767225600, rels: [], links: [] })
          : json(['This record could not be found'], 404);
      }),
    ),
  ];
}

/**
 * Puts the fake CMS behind the test file's network fake for this test, with `handlers` for the
 * other /api calls a page makes; the content client starts afresh so it reads the config again.
 */
export async function installFakeCms(
  network: Network,
  stories: CdnStory[],
  ...handlers: Parameters<Network['use']>
): Promise<void> {
  await resetContentClient();
  network.use(...handlers, ...cmsHandlers(stories));
}

/** The shell's error boundary in miniature: the status of a route error response. */
function TestErrorBoundary() {
  const error = useRouteError();
  return (
    <p role="alert">
      {isRouteErrorResponse(error) ? `Errore ${error.status}` : `Errore: ${String(error)}`}
    </p>
  );
}

/** The remote's routes under a root with an error boundary, as the shell mounts them. */
export function withErrorBoundary(routes: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: TestErrorBoundary, HydrateFallback: () => null, children: routes }];
}

// A small site: the home, a magazine category with eight articles, the help centre.

export function demoStories(): CdnStory[] {
  nextId = 1;
  const articles = Array.from({ length: 8 }, (_, index) =>
    story(
      `iper-mag/ricette/ricetta-${index + 1}`,
      {
        component: 'mag_article',
        _uid: `a${index}`,
        title: `Ricetta numero ${index + 1}`,
        intro: `Introduzione della ricetta ${index + 1}`,
        image: image(`ricetta-${index + 1}`, `Illustrazione della ricetta ${index + 1}`),
        author: 'Marco Bianchi, chef di Iper',
        body: text(`${'parola '.repeat(450)}\n\nUltimo paragrafo.`),
        seo: seo(`Ricetta numero ${index + 1}`),
      },
      {
        first_published_at: `2026-0${9 - (index % 9)}-1${index % 9}T08:00:00.000Z`,
        position: index,
      },
    ),
  );
  return [
    story('home', {
      component: 'page',
      _uid: 'home',
      title: 'Iper',
      seo: seo('La grande i'),
      body: [
        {
          component: 'hero',
          _uid: 'h1',
          title: 'La spesa grande, i prezzi piccoli',
          text: 'Benvenuti',
          image: image('home-hero', 'Una borsa della spesa'),
        },
        { component: 'stores_teaser', _uid: 's1', title: 'I nostri ipermercati' },
        { component: 'rich_text', _uid: 'r1', text: text('Testo della home') },
      ],
    }),
    story('chi-siamo', {
      component: 'page',
      _uid: 'about',
      title: 'Chi siamo',
      seo: seo('Chi siamo'),
      body: [{ component: 'rich_text', _uid: 'r2', text: text('La nostra storia') }],
    }),
    story('iper-mag', {
      component: 'mag_category',
      _uid: 'mag',
      title: 'Iper Mag',
      intro: 'Il magazine',
      seo: seo('Iper Mag'),
    }),
    story(
      'iper-mag/ricette',
      {
        component: 'mag_category',
        _uid: 'cat',
        title: 'Ricette',
        intro: 'Le ricette',
        seo: seo('Ricette'),
      },
      { position: 1 },
    ),
    ...articles,
    story('serve-aiuto', {
      component: 'faq_category',
      _uid: 'help',
      title: 'Serve aiuto?',
      intro: 'Domande frequenti',
      seo: seo('Serve aiuto?'),
    }),
    story(
      'serve-aiuto/gift-card',
      {
        component: 'faq_category',
        _uid: 'gc',
        title: 'Gift card',
        intro: 'Le gift card',
        icon: 'gift',
        seo: seo('Gift card'),
      },
      { position: 1 },
    ),
    story('serve-aiuto/gift-card/ricaricare', {
      component: 'faq',
      _uid: 'f1',
      question: 'Posso ricaricare una gift card?',
      answer: text('No, le gift card non sono ricaricabili.'),
      seo: seo('Ricaricare'),
    }),
    story('serve-aiuto/gift-card/saldo', {
      component: 'faq',
      _uid: 'f2',
      question: 'Come controllo il saldo?',
      answer: text('Dalla pagina Gift card, con il numero della carta.'),
      seo: seo('Saldo'),
    }),
  ];
}
