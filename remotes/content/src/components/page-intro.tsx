import type { CdnStory, SbAsset, SectionContent } from '@iper/contracts';
import { Breadcrumbs, type BreadcrumbItem } from '@iper/design-system';
import type { ReactNode } from 'react';
import styles from './pages.module.css';
import { StoryImage } from './story-image';

/** The top of a section page: where it is, its h1, its introduction and its picture. */
export function PageIntro({
  breadcrumbs,
  title,
  intro,
  image,
  children,
}: {
  breadcrumbs?: BreadcrumbItem[];
  title: string;
  intro?: string;
  image?: SbAsset;
  children?: ReactNode;
}) {
  return (
    <header className={image ? `${styles.intro} ${styles.introWithImage}` : styles.intro}>
      <div>
        {breadcrumbs && breadcrumbs.length > 1 && <Breadcrumbs items={breadcrumbs} />}
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.introText}>{intro}</p>}
        {children}
      </div>
      {image && (
        <StoryImage
          asset={image}
          className={styles.introImage}
          priority
          sizes="(min-width: 48rem) 50vw, 100vw"
        />
      )}
    </header>
  );
}

/** A link of the breadcrumbs above a page: what it says and where it goes. */
export interface SectionLink {
  label: string;
  to: string;
}

/**
 * The top of a page inside a section (Iper Mag, Servizi, Le nostre produzioni): breadcrumbs from
 * Home through the section (and the page's category, if it has one) to the page's own title.
 */
export function SectionPageIntro({
  section,
  category,
  title,
  intro,
  image,
}: {
  section: SectionLink;
  category?: SectionLink;
  title: string;
  intro?: string;
  image?: SbAsset;
}) {
  return (
    <PageIntro
      title={title}
      intro={intro}
      image={image}
      breadcrumbs={[
        { label: 'Home', to: '/' },
        section,
        ...(category ? [category] : []),
        { label: title },
      ]}
    />
  );
}

/**
 * The top of a story filed in one of a section's categories (a service, a production): its title,
 * introduction and picture, the category between the section and the story in the breadcrumbs.
 */
export function CategoryStoryIntro({
  content,
  section,
  category,
}: {
  content: { title: string; intro: string; image?: SbAsset };
  section: SectionLink;
  category: CdnStory<SectionContent>;
}) {
  return (
    <SectionPageIntro
      title={content.title}
      intro={content.intro}
      image={content.image}
      section={section}
      category={{ label: category.content.title, to: `/${category.full_slug}` }}
    />
  );
}
