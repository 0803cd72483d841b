import type { SectionContent, ServiceContent } from '@iper/contracts';
import { FormattedMessage } from 'react-intl';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchStories, fetchStoryOfType } from '../../cms/stories';
import { usePagedStoryHead } from '../../components/page-head';
import { SectionPageIntro } from '../../components/page-intro';
import { ServiceIcon } from '../../components/service-icon';
import { StoryTeaser } from '../../components/story-card';
import {
  firstPageHref,
  pageCount,
  requestedPage,
  SERVICES_PAGE_SIZE,
} from '../../domain/pagination';
import { PagedCardSection } from '../../components/paged-card-section';

/** /servizi/:category, paginated with the pagination redirect like the magazine's categories. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { page, isCanonical } = requestedPage(url);
  if (!isCanonical) throw redirect(firstPageHref(url));
  const slug = `servizi/${params.category}`;
  const [category, list] = await Promise.all([
    fetchStoryOfType<SectionContent>(slug, 'service_category'),
    fetchStories<ServiceContent>({
      starts_with: `${slug}/`,
      filter_query: { component: { in: 'service' } },
      sort_by: 'position:asc',
      per_page: SERVICES_PAGE_SIZE,
      page,
    }),
  ]);
  const pages = pageCount(list.total, SERVICES_PAGE_SIZE);
  if (page > pages) throw redirect(firstPageHref(url));
  return { category, services: list.stories, page, pages, total: list.total };
}

export function Component() {
  const { category, services, page, pages, total } = useLoaderData<typeof loader>();
  usePagedStoryHead(category, page);
  return (
    <>
      <SectionPageIntro
        title={category.content.title}
        intro={category.content.intro}
        section={{ label: 'Servizi', to: '/servizi' }}
      />
      <PagedCardSection
        id="services-list"
        title={
          <FormattedMessage
            id="content.services.count"
            defaultMessage="{total, plural, one {# servizio} other {# servizi}}{pages, plural, =1 {} other {, pagina {page} di {pages}}}"
            values={{ total, page, pages }}
          />
        }
        page={page}
        pages={pages}
      >
        {services.map((service) => (
          <StoryTeaser
            key={service.uuid}
            story={service}
            icon={<ServiceIcon name={service.content.icon} />}
          />
        ))}
      </PagedCardSection>
    </>
  );
}
