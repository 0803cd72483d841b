import type { ProductionContent, SectionContent } from '@iper/contracts';
import { Tabs } from '@iper/design-system';
import { useIntl } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router';
import { Blocks } from '../../blocks/registry';
import { fetchCategories } from '../../cms/sections';
import { fetchAllStories, fetchStoryOfType } from '../../cms/stories';
import { useStoryHead } from '../../components/page-head';
import { PageIntro } from '../../components/page-intro';
import styles from '../../components/pages.module.css';
import { CardGrid, StoryTeaser } from '../../components/story-card';
import { ProductionsContext } from '../../features/production-calendar/production-calendar';

/** The tab shown by ?vista=calendario, so the calendar has an address of its own. */
export const CALENDAR_TAB = 'calendario';
const PRODUCTS_TAB = 'prodotti';

/** /le-nostre-produzioni: what we grow, by category, and the calendar of the fields in a tab. */
export async function loader() {
  const [story, categories, productions] = await Promise.all([
    fetchStoryOfType<SectionContent>('le-nostre-produzioni', 'production_category'),
    fetchCategories('le-nostre-produzioni', 'production_category'),
    fetchAllStories<ProductionContent>({
      starts_with: 'le-nostre-produzioni/',
      filter_query: { component: { in: 'production' } },
      sort_by: 'position:asc',
    }),
  ]);
  // The calendar lists the productions category by category, as the products tab does.
  const categoryIndex = (fullSlug: string) =>
    categories.findIndex((category) => fullSlug.startsWith(`${category.full_slug}/`));
  productions.sort(
    (a, b) => categoryIndex(a.full_slug) - categoryIndex(b.full_slug) || a.position - b.position,
  );
  return { story, categories, productions };
}

export function Component() {
  const { story, categories, productions } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  useStoryHead(story.content.seo, story.content.title);
  const selected = search.get('vista') === CALENDAR_TAB ? CALENDAR_TAB : PRODUCTS_TAB;
  const calendarBlocks = (story.content.body ?? []).filter(
    (block) => block.component === 'production_calendar',
  );
  const otherBlocks = (story.content.body ?? []).filter(
    (block) => block.component !== 'production_calendar',
  );
  const products = (
    <>
      {categories.map((category) => (
        <section
          key={category.uuid}
          className={styles.section}
          aria-labelledby={`produzioni-${category.slug}`}
        >
          <h2 id={`produzioni-${category.slug}`} className={styles.sectionTitle}>
            {category.content.title}
          </h2>
          <p className={styles.introText}>{category.content.intro}</p>
          <CardGrid>
            {productions
              .filter((production) => production.full_slug.startsWith(`${category.full_slug}/`))
              .map((production) => (
                <StoryTeaser key={production.uuid} story={production} />
              ))}
          </CardGrid>
        </section>
      ))}
    </>
  );
  return (
    <ProductionsContext.Provider value={productions}>
      <PageIntro
        title={story.content.title}
        intro={story.content.intro}
        image={story.content.image}
      />
      <Tabs
        label={intl.formatMessage({
          id: 'content.productions.tabs',
          defaultMessage: 'Le nostre produzioni',
        })}
        selectedId={selected}
        onChange={(id) =>
          setSearch(id === CALENDAR_TAB ? { vista: CALENDAR_TAB } : {}, {
            replace: true,
            preventScrollReset: true,
          })
        }
        items={[
          {
            id: PRODUCTS_TAB,
            label: intl.formatMessage({
              id: 'content.productions.productsTab',
              defaultMessage: 'Prodotti',
            }),
            content: products,
          },
          {
            id: CALENDAR_TAB,
            label: intl.formatMessage({
              id: 'content.productions.calendarTab',
              defaultMessage: 'Calendario',
            }),
            content: <Blocks blocks={calendarBlocks} />,
          },
        ]}
      />
      <Blocks blocks={otherBlocks} />
    </ProductionsContext.Provider>
  );
}
