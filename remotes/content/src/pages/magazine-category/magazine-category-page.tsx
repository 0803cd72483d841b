import type { SectionContent } from '@iper/contracts';
import { FormattedMessage } from 'react-intl';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchArticles } from '../../cms/articles';
import { fetchCategories } from '../../cms/sections';
import { fetchStoryOfType } from '../../cms/stories';
import {
  firstPageHref,
  MAGAZINE_PAGE_SIZE,
  pageCount,
  requestedPage,
} from '../../domain/pagination';
import { usePagedStoryHead } from '../../components/page-head';
import { SectionPageIntro } from '../../components/page-intro';
import { ArticleCard } from '../../components/story-card';
import { MagazineCategoryNav } from '../../components/magazine-category-nav';
import { PagedCardSection } from '../../components/paged-card-section';

/**
 * /iper-mag/:category, paginated with the pagination redirect (SPEC §2): ?page=1, a page that is
 * not a number and a page past the last one all go back to the category's canonical address.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { page, isCanonical } = requestedPage(url);
  if (!isCanonical) throw redirect(firstPageHref(url));
  const slug = `iper-mag/${params.category}`;
  const [category, categories, list] = await Promise.all([
    fetchStoryOfType<SectionContent>(slug, 'mag_category'),
    fetchCategories('iper-mag', 'mag_category'),
    fetchArticles(slug, { perPage: MAGAZINE_PAGE_SIZE, page }),
  ]);
  const pages = pageCount(list.total, MAGAZINE_PAGE_SIZE);
  if (page > pages) throw redirect(firstPageHref(url));
  return { category, categories, articles: list.stories, page, pages, total: list.total };
}

export function Component() {
  const { category, categories, articles, page, pages, total } = useLoaderData<typeof loader>();
  usePagedStoryHead(category, page);
  return (
    <>
      <SectionPageIntro
        title={category.content.title}
        intro={category.content.intro}
        section={{ label: 'Iper Mag', to: '/iper-mag' }}
      />
      <MagazineCategoryNav categories={categories} currentUuid={category.uuid} />
      <PagedCardSection
        id="mag-articles"
        title={
          <FormattedMessage
            id="content.mag.articles"
            defaultMessage="{total, plural, one {# articolo} other {# articoli}}{pages, plural, =1 {} other {, pagina {page} di {pages}}}"
            values={{ total, page, pages }}
          />
        }
        page={page}
        pages={pages}
      >
        {articles.map((article) => (
          <ArticleCard key={article.uuid} article={article} />
        ))}
      </PagedCardSection>
    </>
  );
}
