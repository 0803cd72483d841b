import type { SeoField } from '@iper/contracts';
import { usePageHead } from '@iper/routes';
import { useIntl } from 'react-intl';

/** Title and description of a content page, from its story's SEO field (or its title). */
export function useStoryHead(
  seo: SeoField | undefined,
  fallbackTitle: string,
  fallbackDescription?: string,
): void {
  usePageHead({
    title: seo?.title || fallbackTitle,
    ...(seo?.description || fallbackDescription
      ? { description: seo?.description || fallbackDescription }
      : {}),
  });
}

/** A paged list's head: its category's title and description, with "(pagina N)" from page 2 on. */
export function usePagedStoryHead(
  category: { content: { title: string; seo?: SeoField } },
  page: number,
): void {
  const intl = useIntl();
  const title = category.content.seo?.title || category.content.title;
  useStoryHead(
    {
      title:
        page > 1
          ? intl.formatMessage(
              { id: 'content.pagedTitle', defaultMessage: '{title} (pagina {page})' },
              { title, page },
            )
          : title,
      description: category.content.seo?.description ?? '',
    },
    category.content.title,
  );
}
