import type { SeoField } from '@iper/contracts';
import { usePageHead } from '@iper/routes';

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
