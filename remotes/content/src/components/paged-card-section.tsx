import { Pagination } from '@iper/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pageHref } from '../domain/pagination';
import { PageSection } from './page-section';
import { CardGrid } from './story-card';

/**
 * A section listing cards a page at a time (a magazine or services category), with the links to
 * its other pages under them at their canonical addresses (SPEC §2's pagination).
 */
export function PagedCardSection({
  id,
  title,
  page,
  pages,
  children,
}: {
  id: string;
  title: ReactNode;
  page: number;
  pages: number;
  children: ReactNode[];
}) {
  const { pathname } = useLocation();
  return (
    <PageSection id={id} title={title}>
      <CardGrid>{children}</CardGrid>
      <Pagination page={page} pageCount={pages} getHref={(target) => pageHref(pathname, target)} />
    </PageSection>
  );
}
