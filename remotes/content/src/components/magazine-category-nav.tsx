import type { CdnStory, SectionContent } from '@iper/contracts';
import { Link, PillList } from '@iper/design-system';
import { useIntl } from 'react-intl';
import styles from './pages.module.css';

/** Iper Mag's categories as chips; the one being read is marked as the current page. */
export function MagazineCategoryNav({
  categories,
  currentUuid,
}: {
  categories: readonly CdnStory<SectionContent>[];
  currentUuid?: string;
}) {
  const intl = useIntl();
  return (
    <nav
      className={styles.categoryNav}
      aria-label={intl.formatMessage({
        id: 'content.mag.categories',
        defaultMessage: 'Categorie di Iper Mag',
      })}
    >
      <PillList>
        {categories.map((category) => (
          <li key={category.uuid}>
            <Link
              to={`/${category.full_slug}`}
              className={styles.chip}
              aria-current={category.uuid === currentUuid ? 'page' : undefined}
            >
              {category.content.title}
            </Link>
          </li>
        ))}
      </PillList>
    </nav>
  );
}
