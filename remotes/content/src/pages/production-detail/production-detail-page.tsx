import type { CdnStory, ProductionContent, SectionContent } from '@iper/contracts';
import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchStories, fetchStoryOfType } from '../../cms/stories';
import { useStoryHead } from '../../components/page-head';
import { CategoryStoryIntro, SectionPageIntro } from '../../components/page-intro';
import styles from '../../components/pages.module.css';
import { CardGrid, StoryTeaser } from '../../components/story-card';
import { ProductionCalendar } from '../../features/production-calendar/production-calendar';
import { RichText } from '../../richtext/rich-text';

/**
 * /le-nostre-produzioni/:category/:article? — without an article, the category with its
 * productions and their calendar; with one, the production, its months and how we grow it.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const categorySlug = `le-nostre-produzioni/${params.category}`;
  if (params.article) {
    const [production, category] = await Promise.all([
      fetchStoryOfType<ProductionContent>(`${categorySlug}/${params.article}`, 'production'),
      fetchStoryOfType<SectionContent>(categorySlug, 'production_category'),
    ]);
    return { kind: 'production' as const, category, production, productions: [production] };
  }
  const [category, list] = await Promise.all([
    fetchStoryOfType<SectionContent>(categorySlug, 'production_category'),
    fetchStories<ProductionContent>({
      starts_with: `${categorySlug}/`,
      filter_query: { component: { in: 'production' } },
      sort_by: 'position:asc',
      per_page: 100,
    }),
  ]);
  return { kind: 'category' as const, category, production: undefined, productions: list.stories };
}

function Months({ months }: { months: number[] }) {
  const intl = useIntl();
  return (
    <FormattedList
      type="conjunction"
      value={months.map((month) =>
        intl.formatDate(new Date(2026, month - 1, 15), { month: 'long' }),
      )}
    />
  );
}

function ProductionView({
  production,
  category,
}: {
  production: CdnStory<ProductionContent>;
  category: CdnStory<SectionContent>;
}) {
  const intl = useIntl();
  const { content } = production;
  useStoryHead(content.seo, content.title, content.intro);
  return (
    <article className={styles.article}>
      <CategoryStoryIntro
        content={content}
        section={{ label: 'Le nostre produzioni', to: '/le-nostre-produzioni' }}
        category={category}
      />
      <dl className={styles.months}>
        <dt>
          <FormattedMessage id="content.production.transplanting" defaultMessage="Trapianto" />
        </dt>
        <dd>
          <Months months={content.transplanting} />
        </dd>
        <dt>
          <FormattedMessage id="content.production.harvesting" defaultMessage="Raccolta" />
        </dt>
        <dd>
          <Months months={content.harvesting} />
        </dd>
      </dl>
      <RichText doc={content.body} />
      <h2 className={styles.sectionTitle}>
        <FormattedMessage
          id="content.production.calendar"
          defaultMessage="Il calendario di {product}"
          values={{ product: content.title }}
        />
      </h2>
      <ProductionCalendar
        productions={[production]}
        caption={intl.formatMessage(
          { id: 'content.production.calendar', defaultMessage: 'Il calendario di {product}' },
          { product: content.title },
        )}
      />
    </article>
  );
}

function CategoryView({
  category,
  productions,
}: {
  category: CdnStory<SectionContent>;
  productions: CdnStory<ProductionContent>[];
}) {
  const intl = useIntl();
  useStoryHead(category.content.seo, category.content.title, category.content.intro);
  const caption = intl.formatMessage(
    { id: 'content.productions.categoryCalendar', defaultMessage: 'Il calendario: {category}' },
    { category: category.content.title },
  );
  return (
    <>
      <SectionPageIntro
        title={category.content.title}
        intro={category.content.intro}
        section={{ label: 'Le nostre produzioni', to: '/le-nostre-produzioni' }}
      />
      <CardGrid>
        {productions.map((production) => (
          <StoryTeaser key={production.uuid} story={production} />
        ))}
      </CardGrid>
      <h2 className={styles.sectionTitle}>{caption}</h2>
      <ProductionCalendar productions={productions} caption={caption} />
    </>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'production' && data.production ? (
    <ProductionView production={data.production} category={data.category} />
  ) : (
    <CategoryView category={data.category} productions={data.productions} />
  );
}
