import type { CdnStory, PageContent } from '@iper/contracts';
import type { BreadcrumbItem } from '@iper/design-system';
import { Blocks } from '../blocks/registry';
import { useStoryHead } from './page-head';
import { PageIntro } from './page-intro';

/**
 * A page story: its blocks in order. A page that opens with a hero has its h1 in the hero;
 * otherwise the page's title is the h1, above the blocks.
 */
export function ContentPageView({
  story,
  breadcrumbs,
}: {
  story: CdnStory<PageContent>;
  breadcrumbs?: BreadcrumbItem[];
}) {
  const { content } = story;
  useStoryHead(content.seo, content.title);
  const opensWithHero = content.body?.[0]?.component === 'hero';
  return (
    <>
      {!opensWithHero && <PageIntro title={content.title} breadcrumbs={breadcrumbs} />}
      <Blocks blocks={content.body} />
    </>
  );
}
