import type { SectionContent, ServiceContent } from '@iper/contracts';
import { Link } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { useLoaderData } from 'react-router';
import { fetchCategories } from '../../cms/sections';
import { fetchAllStories, fetchStoryOfType } from '../../cms/stories';
import { useStoryHead } from '../../components/page-head';
import { PageIntro } from '../../components/page-intro';
import styles from '../../components/pages.module.css';
import { ServiceIcon } from '../../components/service-icon';
import { CardGrid, StoryCard } from '../../components/story-card';

/** Services shown per category on the landing; the category page lists them all. */
export const SERVICES_PREVIEW = 3;

/** /servizi: the service categories, each with its first services. */
export async function loader() {
  const [story, categories, services] = await Promise.all([
    fetchStoryOfType<SectionContent>('servizi', 'service_category'),
    fetchCategories('servizi', 'service_category'),
    fetchAllStories<ServiceContent>({
      starts_with: 'servizi/',
      filter_query: { component: { in: 'service' } },
      sort_by: 'position:asc',
    }),
  ]);
  return {
    story,
    categories: categories.map((category) => {
      const own = services.filter((service) =>
        service.full_slug.startsWith(`${category.full_slug}/`),
      );
      return { category, count: own.length, services: own.slice(0, SERVICES_PREVIEW) };
    }),
  };
}

export function Component() {
  const { story, categories } = useLoaderData<typeof loader>();
  useStoryHead(story.content.seo, story.content.title);
  return (
    <>
      <PageIntro
        title={story.content.title}
        intro={story.content.intro}
        image={story.content.image}
      />
      {categories.map(({ category, count, services }) => (
        <section
          key={category.uuid}
          className={styles.section}
          aria-labelledby={`categoria-${category.slug}`}
        >
          <h2 id={`categoria-${category.slug}`} className={styles.sectionTitle}>
            {category.content.title}
          </h2>
          <p className={styles.introText}>{category.content.intro}</p>
          <CardGrid>
            {services.map((service) => (
              <StoryCard
                key={service.uuid}
                to={`/${service.full_slug}`}
                title={service.content.title}
                text={service.content.intro}
                icon={<ServiceIcon name={service.content.icon} />}
              />
            ))}
          </CardGrid>
          <Link to={`/${category.full_slug}`}>
            <FormattedMessage
              id="content.services.all"
              defaultMessage="Tutti i {count} servizi: {category}"
              values={{ count, category: category.content.title }}
            />
          </Link>
        </section>
      ))}
    </>
  );
}
