import type { ArticleContent, SectionContent } from '@iper/contracts';
import { Pagination } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { fetchCategories } from '../../cms/sections';
import { fetchStories, fetchStoryOfType } from '../../cms/stories';
import { MAGAZINE_PAGE_SIZE, pageCount, pageHref, requestedPage } from '../../domain/pagination';
import { usePagedStoryHead } from '../../components/page-head';
import { SectionPageIntro } from '../../components/page-intro';
import { CardGrid, StoryCard } from '../../components/story-card';
import { storyIllustration } from '../../domain/story-illustration';
import { MagazineCategoryNav } from '../../components/magazine-category-nav';
import { PageSection } from '../../components/page-section';

/**
 * /iper-mag/:category, paginated with the pagination redirect (SPEC §2): ?page=1, a page that is
 * not a number and a page past the last one all go back to the category's canonical address.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { page, isCanonical } = requestedPage(url);
  if (!isCanonical) throw redirect(url.pathname);
  const slug = `iper-mag/${params.category}`;
  const [category, categories, list] = await Promise.all([
    fetchStoryOfType<SectionContent>(slug, 'mag_category'),
    fetchCategories('iper-mag', 'mag_category'),
    fetchStories<ArticleContent>({
      starts_with: `${slug}/`,
      filter_query: { component: { in: 'mag_article' } },
      sort_by: 'first_published_at:desc',
      per_page: MAGAZINE_PAGE_SIZE,
      page,
    }),
  ]);
  const pages = pageCount(list.total, MAGAZINE_PAGE_SIZE);
  if (page > pages) throw redirect(url.pathname);
  return { category, categories, articles: list.stories, page, pages, total: list.total };
}

export function Component() {
  const { category, categories, articles, page, pages, total } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  usePagedStoryHead(category, page);
  return (
    <>
      <SectionPageIntro
        title={category.content.title}
        intro={category.content.intro}
        section={{ label: 'Iper Mag', to: '/iper-mag' }}
      />
      <MagazineCategoryNav categories={categories} currentUuid={category.uuid} />
      <PageSection
        id="mag-articles"
        title={
          <FormattedMessage
            id="content.mag.articles"
            defaultMessage="{total, plural, one {# articolo} other {# articoli}}{pages, plural, =1 {} other {, pagina {page} di {pages}}}"
            values={{ total, page, pages }}
          />
        }
      >
        <CardGrid>
          {articles.map((article) => (
            <StoryCard
              key={article.uuid}
              to={`/${article.full_slug}`}
              title={article.content.title}
              text={article.content.intro}
              image={article.content.image}
              fallback={storyIllustration(article.full_slug)}
            />
          ))}
        </CardGrid>
        <Pagination
          page={page}
          pageCount={pages}
          getHref={(target) => pageHref(pathname, target)}
        />
      </PageSection>
    </>
  );
}
