import type { SectionContent, ServiceContent } from '@iper/contracts';
import { Link } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchStoryOfType } from '../../cms/stories';
import { useStoryHead } from '../../components/page-head';
import { CategoryStoryIntro } from '../../components/page-intro';
import cta from '../../components/call-to-action.module.css';
import styles from '../../components/pages.module.css';
import { linkHref } from '../../domain/links';
import { RichText } from '../../richtext/rich-text';

/**
 * /servizi/:category/:article with the services-detail check (SPEC §2): the service must exist
 * under that very category, or the page is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const categorySlug = `servizi/${params.category}`;
  const [service, category] = await Promise.all([
    fetchStoryOfType<ServiceContent>(`${categorySlug}/${params.article}`, 'service'),
    fetchStoryOfType<SectionContent>(categorySlug, 'service_category'),
  ]);
  return { service, category };
}

export function Component() {
  const { service, category } = useLoaderData<typeof loader>();
  const { content } = service;
  useStoryHead(content.seo, content.title, content.intro);
  const more = linkHref(content.external_link);
  return (
    <article className={styles.article}>
      <CategoryStoryIntro
        content={content}
        section={{ label: 'Servizi', to: '/servizi' }}
        category={category}
      />
      <RichText doc={content.body} />
      {more && (
        <p>
          <Link to={more} className={cta.cta}>
            <FormattedMessage
              id="content.service.more"
              defaultMessage="Vai a {service}"
              values={{ service: content.title }}
            />
          </Link>
        </p>
      )}
    </article>
  );
}
