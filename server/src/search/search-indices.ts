import {
  FLYER_CATEGORIES,
  type ContentSearchRecord,
  type FlyerSummary,
  type ProductSearchRecord,
} from '@iper/contracts';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { flyerWeekStart, romeToday } from '../flyers/flyer-dates';
import { findFlyer, flyerProducts } from '../flyers/flyers.queries';
import type { SearchDocumentsTable } from './search.tables';

type Db = Kysely<Database>;
export type SearchIndices = ServerConfig['search']['indices'];

/** Attributes highlighted by default in each kind of index. */
export const HIGHLIGHTED_ATTRIBUTES: Record<keyof SearchIndices, string[]> = {
  products: ['name', 'brand'],
  faq: ['title', 'excerpt'],
  magazine: ['title', 'excerpt'],
};

const CATEGORY_NAMES = new Map<string, string>(
  FLYER_CATEGORIES.map((category) => [category.id, category.name]),
);
const EXCERPT_LENGTH = 160;

/** What an index is built from (compared with the stored version), and how to build it. */
interface IndexBuild {
  version: string;
  documents: () => Promise<Insertable<SearchDocumentsTable>[]>;
}

/** The products of the current and next flyer of every line: one record per product, linking its flyer. */
async function productDocuments(db: Db, indexName: string, today: string): Promise<IndexBuild> {
  const lines = await db.selectFrom('flyer_lines').select('id').orderBy('position').execute();
  const thisWeek = flyerWeekStart(today);
  const flyers = (
    await Promise.all(
      lines.flatMap((line) =>
        [thisWeek, addWeek(thisWeek)].map((validFrom) =>
          findFlyer(db, `${line.id}-${validFrom}`, today),
        ),
      ),
    )
  ).filter((flyer) => flyer !== undefined);
  return {
    version: flyers.map((flyer) => flyer.id).join(','),
    documents: () => productRecords(db, indexName, flyers),
  };
}

async function productRecords(
  db: Db,
  indexName: string,
  flyers: FlyerSummary[],
): Promise<Insertable<SearchDocumentsTable>[]> {
  const documents: Insertable<SearchDocumentsTable>[] = [];
  const seen = new Set<string>();
  for (const flyer of flyers) {
    const row = await db
      .selectFrom('flyers')
      .select(['line_id', 'edition'])
      .where('id', '=', flyer.id)
      .executeTakeFirstOrThrow();
    for (const product of await flyerProducts(db, row.line_id, row.edition, flyer.validFrom)) {
      if (seen.has(product.id)) continue; // a line with one edition shows the same products twice
      seen.add(product.id);
      const categoryName = CATEGORY_NAMES.get(product.categoryId) ?? '';
      const record: ProductSearchRecord = {
        objectID: product.id,
        name: product.name,
        brand: product.brand,
        quantity: product.quantity,
        priceCents: product.priceCents,
        previousPriceCents: product.previousPriceCents,
        promotionType: product.promotionType,
        promotionLabel: product.promotionLabel,
        categoryId: product.categoryId,
        categoryName,
        image: product.image,
        flyerId: flyer.id,
        flyerTitle: flyer.title,
        validFrom: product.validFrom,
        validTo: product.validTo,
        url: `/volantino?id=${encodeURIComponent(flyer.id)}`,
      };
      documents.push({
        index_name: indexName,
        object_id: product.id,
        title: product.name,
        keywords: `${product.brand} ${categoryName} ${product.promotionLabel}`,
        body: product.quantity,
        payload: JSON.stringify(record),
        filters: [
          `flyerId:${flyer.id}`,
          `line:${row.line_id}`,
          `categoryId:${product.categoryId}`,
          `brand:${product.brand}`,
          `promotionType:${product.promotionType}`,
        ],
        position: documents.length,
      });
    }
  }
  return documents;
}

function addWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

/** The plain text of a rich-text document (Storyblok's shape: nodes with `text` or `content`). */
export function plainText(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === 'string') return text;
  if (Array.isArray(content))
    return content
      .map(plainText)
      .filter(Boolean)
      .join(node && (node as { type?: string }).type === 'doc' ? '\n' : ' ');
  return '';
}

function excerptOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= EXCERPT_LENGTH) return clean;
  const cut = clean.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : EXCERPT_LENGTH)}…`;
}

/** Width and height are part of the content images' names ('mag-hero-960x540.<hash>.webp'). */
function imageOf(asset: unknown): ContentSearchRecord['image'] {
  const filename = (asset as { filename?: unknown } | undefined)?.filename;
  if (typeof filename !== 'string') return undefined;
  const size = /-(\d+)x(\d+)\.[0-9a-f]+\.\w+$/.exec(filename);
  return size ? { src: filename, width: Number(size[1]), height: Number(size[2]) } : undefined;
}

/** FAQ answers (under serve-aiuto) or magazine articles (under iper-mag), from the CMS stories. */
async function contentDocuments(
  db: Db,
  indexName: string,
  kind: 'faq' | 'magazine',
): Promise<IndexBuild> {
  const root = kind === 'faq' ? 'serve-aiuto' : 'iper-mag';
  const source = await db
    .selectFrom('stories')
    .select([
      sql<number>`count(*)::int`.as('n'),
      sql<string>`coalesce(max(updated_at)::text, '')`.as('newest'),
    ])
    .where('published', '=', true)
    .where('full_slug', 'like', `${root}/%`)
    .executeTakeFirstOrThrow();
  return {
    version: `${source.n}@${source.newest}`,
    documents: () => contentRecords(db, indexName, kind, root),
  };
}

async function contentRecords(
  db: Db,
  indexName: string,
  kind: 'faq' | 'magazine',
  root: string,
): Promise<Insertable<SearchDocumentsTable>[]> {
  const component = kind === 'faq' ? 'faq' : 'mag_article';
  const stories = await db
    .selectFrom('stories')
    .select(['uuid', 'name', 'full_slug', 'content', 'tag_list', 'position'])
    .where('published', '=', true)
    .where('full_slug', 'like', `${root}/%`)
    .execute();
  const categories = new Map(stories.map((story) => [story.full_slug, story.name]));
  const items = stories
    .filter((story) => story.content.component === component)
    .sort((a, b) => a.position - b.position || a.full_slug.localeCompare(b.full_slug));
  return items.map((story, position): Insertable<SearchDocumentsTable> => {
    const content = story.content as Record<string, unknown>;
    const title = String((kind === 'faq' ? content.question : content.title) ?? story.name);
    const intro = typeof content.intro === 'string' ? content.intro : '';
    const body = [intro, plainText(kind === 'faq' ? content.answer : content.body)]
      .filter(Boolean)
      .join('\n');
    const categorySlug = story.full_slug.split('/').slice(0, 2).join('/');
    const category = categories.get(categorySlug) ?? '';
    const image = kind === 'magazine' ? imageOf(content.image) : undefined;
    const record: ContentSearchRecord = {
      objectID: story.uuid,
      title,
      excerpt: excerptOf(intro || body),
      category,
      url: `/${story.full_slug}`,
      ...(image ? { image } : {}),
    };
    return {
      index_name: indexName,
      object_id: story.uuid,
      title,
      keywords: [category, ...story.tag_list].join(' '),
      body,
      payload: JSON.stringify(record),
      filters: [
        `category:${category}`,
        `categorySlug:${categorySlug.split('/')[1] ?? ''}`,
        ...story.tag_list.map((tag) => `tag:${tag}`),
      ],
      position,
    };
  });
}

async function rebuildIfChanged(db: Db, indexName: string, build: IndexBuild): Promise<boolean> {
  const stored = await db
    .selectFrom('search_index_versions')
    .select('version')
    .where('index_name', '=', indexName)
    .executeTakeFirst();
  if (stored?.version === build.version) return false;
  const documents = await build.documents();
  await db.deleteFrom('search_documents').where('index_name', '=', indexName).execute();
  for (let start = 0; start < documents.length; start += 300) {
    await db
      .insertInto('search_documents')
      .values(documents.slice(start, start + 300))
      .execute();
  }
  await db
    .insertInto('search_index_versions')
    .values({ index_name: indexName, version: build.version })
    .onConflict((oc) =>
      oc.column('index_name').doUpdateSet({ version: build.version, updated_at: sql`now()` }),
    )
    .execute();
  return true;
}

/**
 * Brings the three indices up to date with their sources: the product index follows the flyer
 * weeks (rebuilt when a new week starts), FAQ and magazine follow the stories. Run inside a
 * transaction: readers see the old index or the new one, never half of it.
 */
export async function refreshSearchIndices(
  db: Db,
  indices: SearchIndices,
  today: string = romeToday(),
): Promise<string[]> {
  const rebuilt: string[] = [];
  const builds: [string, () => Promise<IndexBuild>][] = [
    [indices.products, () => productDocuments(db, indices.products, today)],
    [indices.faq, () => contentDocuments(db, indices.faq, 'faq')],
    [indices.magazine, () => contentDocuments(db, indices.magazine, 'magazine')],
  ];
  for (const [indexName, build] of builds) {
    // Serialises concurrent refreshes (several server instances on one PostgreSQL).
    await sql`select pg_advisory_xact_lock(hashtext(${indexName}))`.execute(db);
    if (await rebuildIfChanged(db, indexName, await build())) rebuilt.push(indexName);
  }
  return rebuilt;
}
