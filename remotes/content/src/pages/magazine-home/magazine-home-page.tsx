import type { SectionContent } from '@iper/contracts';
import { FormattedMessage } from 'react-intl';
import { useLoaderData } from 'react-router';
import { fetchCategories } from '../../cms/sections';
import { fetchArticles } from '../../cms/articles';
import { fetchStoryOfType } from '../../cms/stories';
import { useStoryHead } from '../../components/page-head';
import { PageIntro } from '../../components/page-intro';
import { ArticleCard, CardGrid } from '../../components/story-card';
import { MagazineCategoryNav } from '../../components/magazine-category-nav';
import { PageSection } from '../../components/page-section';

export const LATEST_ARTICLES = 6;

/** /iper-mag: the magazine's categories and its latest articles. */
export async function loader() {
  const [story, categories, latest] = await Promise.all([
    fetchStoryOfType<SectionContent>('iper-mag', 'mag_category'),
    fetchCategories('iper-mag', 'mag_category'),
    fetchArticles('iper-mag', { perPage: LATEST_ARTICLES }),
  ]);
  return { story, categories, latest: latest.stories };
}

export function Component() {
  const { story, categories, latest } = useLoaderData<typeof loader>();
  useStoryHead(story.content.seo, story.content.title);
  const categoryName = (fullSlug: string) =>
    categories.find((category) => fullSlug.startsWith(`${category.full_slug}/`))?.name;
  return (
    <>
      <PageIntro
        title={story.content.title}
        intro={story.content.intro}
        image={story.content.image}
      />
      <MagazineCategoryNav categories={categories} />
      <PageSection
        id="mag-latest"
        title={<FormattedMessage id="content.mag.latest" defaultMessage="Ultimi articoli" />}
      >
        <CardGrid>
          {latest.map((article) => (
            <ArticleCard
              key={article.uuid}
              article={article}
              eyebrow={categoryName(article.full_slug)}
            />
          ))}
        </CardGrid>
      </PageSection>
    </>
  );
}
