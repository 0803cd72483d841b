import { Link } from '@iper/design-system';
import { usePageHead } from '@iper/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { fetchAllStories, storyPath } from '../../cms/stories';
import { PageIntro } from '../../components/page-intro';
import styles from '../../components/pages.module.css';

const sectionId = (root: string) => root.replace(/[^a-z0-9-]/g, '') || 'home';

interface PageEntry {
  name: string;
  path: string;
}

/** Every published page, grouped by the section it belongs to (its first path segment). */
export async function loader() {
  const stories = await fetchAllStories({ sort_by: 'full_slug:asc' });
  const sections = new Map<string, { title: string; pages: PageEntry[] }>();
  for (const story of stories) {
    const path = storyPath(story);
    const root = path === '/' ? '/' : `/${story.full_slug.split('/')[0]}`;
    const section = sections.get(root) ?? { title: '', pages: [] };
    if (path === root) section.title = story.name;
    section.pages.push({ name: story.name, path });
    sections.set(root, section);
  }
  return {
    sections: [...sections.entries()].map(([root, section]) => ({
      root,
      title: section.title || root,
      pages: section.pages,
    })),
    count: stories.length,
  };
}

export function Component() {
  const { sections, count } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'content.pageList.title',
    defaultMessage: 'Mappa del sito',
  });
  usePageHead({
    title,
    description: intl.formatMessage({
      id: 'content.pageList.description',
      defaultMessage: 'Tutte le pagine del sito Iper, sezione per sezione.',
    }),
  });
  return (
    <>
      <PageIntro
        title={title}
        intro={intl.formatMessage(
          { id: 'content.pageList.intro', defaultMessage: '{count} pagine, sezione per sezione.' },
          { count },
        )}
      />
      {sections.map((section) => (
        <section
          key={section.root}
          className={styles.section}
          aria-labelledby={`sezione-${sectionId(section.root)}`}
        >
          <h2 id={`sezione-${sectionId(section.root)}`} className={styles.sectionTitle}>
            {section.root === '/' ? (
              <FormattedMessage id="content.pageList.home" defaultMessage="Home" />
            ) : (
              section.title
            )}
          </h2>
          <ul className={styles.pageList}>
            {section.pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
