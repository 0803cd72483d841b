import type { CdnStory, FaqContent, PageContent, SectionContent } from '@iper/contracts';
import { Accordion, Link } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchStories, fetchStoryOfType } from '../../cms/stories';
import { ContactBox } from '../../components/contact-box';
import { ContentPageView } from '../../components/content-page-view';
import { useStoryHead } from '../../components/page-head';
import { PageIntro } from '../../components/page-intro';
import styles from '../../components/pages.module.css';
import { RichText } from '../../richtext/rich-text';

const HELP_CRUMB = { label: 'Serve aiuto?', to: '/serve-aiuto' };

/**
 * /serve-aiuto/:category/:faq? — a category's FAQs (or a page of the help centre, like the
 * contact form), or one FAQ with the other questions of its category.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const categorySlug = `serve-aiuto/${params.category}`;
  const siblings = () =>
    fetchStories<FaqContent>({
      starts_with: `${categorySlug}/`,
      filter_query: { component: { in: 'faq' } },
      sort_by: 'position:asc',
      per_page: 100,
    });
  if (params.faq) {
    const [faq, category, list] = await Promise.all([
      fetchStoryOfType<FaqContent>(`${categorySlug}/${params.faq}`, 'faq'),
      fetchStoryOfType<SectionContent>(categorySlug, 'faq_category'),
      siblings(),
    ]);
    return {
      kind: 'faq' as const,
      faq,
      category,
      faqs: list.stories.filter((other) => other.uuid !== faq.uuid),
    };
  }
  const [category, list] = await Promise.all([
    fetchStoryOfType<SectionContent | PageContent>(categorySlug, 'faq_category', 'page'),
    siblings(),
  ]);
  return { kind: 'category' as const, faq: undefined, category, faqs: list.stories };
}

function FaqView({
  faq,
  category,
  others,
}: {
  faq: CdnStory<FaqContent>;
  category: CdnStory<SectionContent>;
  others: CdnStory<FaqContent>[];
}) {
  useStoryHead(faq.content.seo, faq.content.question);
  return (
    <>
      <article className={styles.article}>
        <PageIntro
          title={faq.content.question}
          breadcrumbs={[
            { label: 'Home', to: '/' },
            HELP_CRUMB,
            { label: category.content.title, to: `/${category.full_slug}` },
            { label: faq.content.question },
          ]}
        />
        <RichText doc={faq.content.answer} />
      </article>
      {others.length > 0 && (
        <section className={styles.section} aria-labelledby="other-questions">
          <h2 id="other-questions" className={styles.sectionTitle}>
            <FormattedMessage
              id="content.help.otherQuestions"
              defaultMessage="Altre domande su {category}"
              values={{ category: category.content.title }}
            />
          </h2>
          <ul className={styles.pageList}>
            {others.map((other) => (
              <li key={other.uuid}>
                <Link to={`/${other.full_slug}`}>{other.content.question}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ContactBox />
    </>
  );
}

function CategoryView({
  category,
  faqs,
}: {
  category: CdnStory<SectionContent>;
  faqs: CdnStory<FaqContent>[];
}) {
  useStoryHead(category.content.seo, category.content.title, category.content.intro);
  return (
    <>
      <PageIntro
        title={category.content.title}
        intro={category.content.intro}
        breadcrumbs={[{ label: 'Home', to: '/' }, HELP_CRUMB, { label: category.content.title }]}
      />
      <section className={styles.section} aria-labelledby="category-faqs">
        <h2 id="category-faqs" className={styles.sectionTitle}>
          <FormattedMessage id="content.help.faqs" defaultMessage="Domande frequenti" />
        </h2>
        <Accordion
          allowMultiple
          headingLevel={3}
          items={faqs.map((faq) => ({
            id: faq.slug,
            title: faq.content.question,
            content: (
              <>
                <RichText doc={faq.content.answer} />
                <Link to={`/${faq.full_slug}`}>
                  <FormattedMessage
                    id="content.help.permalink"
                    defaultMessage="Apri la risposta in una pagina"
                  />
                </Link>
              </>
            ),
          }))}
        />
      </section>
      <ContactBox />
    </>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'faq' && data.faq)
    return <FaqView faq={data.faq} category={data.category} others={data.faqs} />;
  const { category } = data;
  if (category.content.component === 'page') {
    return (
      <ContentPageView
        story={category as CdnStory<PageContent>}
        breadcrumbs={[{ label: 'Home', to: '/' }, HELP_CRUMB, { label: category.name }]}
      />
    );
  }
  return <CategoryView category={category as CdnStory<SectionContent>} faqs={data.faqs} />;
}
