import type { ArticleContent, SectionContent } from '@iper/contracts';
import { Breadcrumbs } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchArticles } from '../../cms/articles';
import { fetchStoryOfType } from '../../cms/stories';
import { ArticleMeta } from '../../components/article-meta';
import { useStoryHead } from '../../components/page-head';
import styles from '../../components/pages.module.css';
import { ArticleCard, CardGrid } from '../../components/story-card';
import { StoryImage } from '../../components/story-image';
import { readingTimeMinutes } from '../../domain/reading-time';
import { RichText } from '../../richtext/rich-text';
import { storyIllustration } from '../../domain/story-illustration';

export const RELATED_ARTICLES = 3;

/** /iper-mag/:category/:article: the article, who wrote it and when, and related articles. */
export async function loader({ params }: LoaderFunctionArgs) {
  const categorySlug = `iper-mag/${params.category}`;
  const slug = `${categorySlug}/${params.article}`;
  const [article, category, related] = await Promise.all([
    fetchStoryOfType<ArticleContent>(slug, 'mag_article'),
    fetchStoryOfType<SectionContent>(categorySlug, 'mag_category'),
    fetchArticles(categorySlug, { perPage: RELATED_ARTICLES, excluding: slug }),
  ]);
  return { article, category, related: related.stories };
}

export function Component() {
  const { article, category, related } = useLoaderData<typeof loader>();
  const { content } = article;
  useStoryHead(content.seo, content.title, content.intro);
  return (
    <>
      <article className={styles.article}>
        <header>
          <Breadcrumbs
            items={[
              { label: 'Home', to: '/' },
              { label: 'Iper Mag', to: '/iper-mag' },
              { label: category.content.title, to: `/${category.full_slug}` },
              { label: content.title },
            ]}
          />
          <h1 className={styles.title}>{content.title}</h1>
          <p className={styles.lead}>{content.intro}</p>
          <ArticleMeta
            author={content.author}
            date={article.first_published_at}
            minutes={readingTimeMinutes(content.intro, content.body)}
          />
        </header>
        <StoryImage
          asset={content.image}
          className={styles.articleImage}
          priority
          fallback={storyIllustration(article.full_slug)}
          sizes="(min-width: 46rem) 46rem, 100vw"
        />
        <RichText doc={content.body} />
      </article>
      {related.length > 0 && (
        <section className={styles.section} aria-labelledby="related-articles">
          <h2 id="related-articles" className={styles.sectionTitle}>
            <FormattedMessage id="content.article.related" defaultMessage="Articoli correlati" />
          </h2>
          <CardGrid>
            {related.map((story) => (
              <ArticleCard key={story.uuid} article={story} />
            ))}
          </CardGrid>
        </section>
      )}
    </>
  );
}
