import { CardList, Link } from '@iper/design-system';
import { ShowcasePage } from '../../showcase-page';
import { SHOWCASE_BASE, SHOWCASE_PAGES } from '../../showcase-pages';
import styles from '../../showcase.module.css';

export function Component() {
  return (
    <ShowcasePage
      isIndex
      title="Showcase del design system"
      intro="Le pagine di prova dei componenti condivisi da tutte le parti del sito: ogni componente con i suoi stati, utilizzabile da tastiera."
    >
      <CardList layout="stack">
        {SHOWCASE_PAGES.map((page) => (
          <li key={page.slug} className={styles.indexItem}>
            <Link to={`${SHOWCASE_BASE}/${page.slug}`}>{page.title}</Link>
            <p>{page.description}</p>
          </li>
        ))}
      </CardList>
    </ShowcasePage>
  );
}
