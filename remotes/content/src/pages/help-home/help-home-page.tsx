import type { FaqContent, SectionContent } from '@iper/contracts';
import { EmptyState, Link, SearchInput } from '@iper/design-system';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router';
import { fetchCategories } from '../../cms/sections';
import { fetchAllStories, fetchStoryOfType } from '../../cms/stories';
import { ContactBox } from '../../components/contact-box';
import { useStoryHead } from '../../components/page-head';
import { PageIntro } from '../../components/page-intro';
import styles from '../../components/pages.module.css';
import { ServiceIcon } from '../../components/service-icon';
import { CardGrid, StoryCard } from '../../components/story-card';
import { searchFaqs } from '../../domain/faq-search';
import { richTextPlainText } from '../../domain/reading-time';

/** Words of an answer shown under a search result. */
const EXCERPT_LENGTH = 160;

/** /serve-aiuto: search the FAQs (?q=), browse them by category, or write to us. */
export async function loader() {
  const [story, categories, faqs] = await Promise.all([
    fetchStoryOfType<SectionContent>('serve-aiuto', 'faq_category'),
    fetchCategories('serve-aiuto', 'faq_category'),
    fetchAllStories<FaqContent>({
      starts_with: 'serve-aiuto/',
      filter_query: { component: { in: 'faq' } },
      sort_by: 'position:asc',
    }),
  ]);
  return { story, categories, faqs };
}

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH
    ? `${text.slice(0, text.lastIndexOf(' ', EXCERPT_LENGTH))}…`
    : text;
}

export function Component() {
  const { story, categories, faqs } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const results = useMemo(() => searchFaqs(faqs, query), [faqs, query]);
  useStoryHead(story.content.seo, story.content.title);
  const categoryName = (fullSlug: string) =>
    categories.find((category) => fullSlug.startsWith(`${category.full_slug}/`))?.content.title;

  return (
    <>
      <PageIntro
        title={story.content.title}
        intro={story.content.intro}
        image={story.content.image}
      >
        <SearchInput
          label={intl.formatMessage({
            id: 'content.help.searchLabel',
            defaultMessage: 'Cerca tra le domande frequenti',
          })}
          showLabel
          defaultValue={query}
          name="q"
          placeholder={intl.formatMessage({
            id: 'content.help.searchPlaceholder',
            defaultMessage: 'Per esempio: gift card, coupon, ritiro',
          })}
          onSearch={(text) => setSearch(text ? { q: text } : {}, { preventScrollReset: true })}
        />
      </PageIntro>

      {query && results.length === 0 && (
        <section className={styles.section} aria-live="polite">
          <EmptyState
            title={intl.formatMessage(
              { id: 'content.help.noResults', defaultMessage: 'Nessun risultato per «{query}»' },
              { query },
            )}
            text={intl.formatMessage({
              id: 'content.help.noResultsText',
              defaultMessage:
                'Prova con altre parole, scegli un argomento qui sotto oppure scrivici.',
            })}
          />
        </section>
      )}
      {query && results.length > 0 && (
        <section className={styles.section} aria-labelledby="help-results" aria-live="polite">
          <h2 id="help-results" className={styles.sectionTitle}>
            <FormattedMessage
              id="content.help.results"
              defaultMessage="{count, plural, one {# risultato} other {# risultati}} per «{query}»"
              values={{ count: results.length, query }}
            />
          </h2>
          <ul className={styles.searchResults}>
            {results.map(({ story: faq }) => (
              <li key={faq.uuid} className={styles.searchResult}>
                <h3>
                  <Link to={`/${faq.full_slug}`}>{faq.content.question}</Link>
                </h3>
                <p>
                  {categoryName(faq.full_slug) && <>{categoryName(faq.full_slug)} · </>}
                  {excerpt(richTextPlainText(faq.content.answer))}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="help-topics">
        <h2 id="help-topics" className={styles.sectionTitle}>
          <FormattedMessage id="content.help.topics" defaultMessage="Scegli un argomento" />
        </h2>
        <CardGrid>
          {categories.map((category) => (
            <StoryCard
              key={category.uuid}
              to={`/${category.full_slug}`}
              title={category.content.title}
              text={category.content.intro}
              icon={
                category.content.icon ? <ServiceIcon name={category.content.icon} /> : undefined
              }
            />
          ))}
        </CardGrid>
      </section>
      <ContactBox />
    </>
  );
}
