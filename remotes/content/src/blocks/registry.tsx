import type {
  BlockBase,
  ContactFormBlock,
  ContentBlock,
  ProductionCalendarBlock,
} from '@iper/contracts';
import { lazy, Suspense } from 'react';
import { Loading } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import {
  ProductionCalendar,
  useProductions,
} from '../features/production-calendar/production-calendar';
import {
  BannerBlockView,
  HeroBlockView,
  ImageBlockView,
  LinkListBlockView,
  RichTextBlockView,
  TeaserGridBlockView,
} from './basic-blocks';
import type { BlockComponent, BlockProps } from './block-types';
import styles from './blocks.module.css';
import {
  CouponTeaserBlockView,
  FlyerTeaserBlockView,
  StoresTeaserBlockView,
  StoreServicesTeaserBlockView,
} from './commerce-blocks';
import { CarouselBlockView, FaqListBlockView, VideoBlockView } from './media-blocks';
import { NewsletterBlockView } from './newsletter-block';

// The contact form (and the validation schema it shares with the server) loads only where a story
// places it, not on every content page.
const ContactForm = lazy(() =>
  import('../features/contact-form/contact-form').then((module) => ({
    default: module.ContactForm,
  })),
);

function ContactFormBlockView({ block }: BlockProps<ContactFormBlock>) {
  return (
    <Suspense fallback={<Loading />}>
      <ContactForm title={block.title} intro={block.intro} />
    </Suspense>
  );
}

function ProductionCalendarBlockView({ block }: BlockProps<ProductionCalendarBlock>) {
  const productions = useProductions();
  if (!productions?.length) return null;
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{block.title}</h2>
      {block.intro && <p className={styles.lead}>{block.intro}</p>}
      <ProductionCalendar productions={productions} caption={block.title} />
    </section>
  );
}

type Registry = {
  [K in ContentBlock['component']]: BlockComponent<Extract<ContentBlock, { component: K }>>;
};

/** The React component of each content type the CMS may put on a page. */
export const BLOCK_REGISTRY: Registry = {
  hero: HeroBlockView,
  banner: BannerBlockView,
  teaser_grid: TeaserGridBlockView,
  rich_text: RichTextBlockView,
  image: ImageBlockView,
  video: VideoBlockView,
  faq_list: FaqListBlockView,
  link_list: LinkListBlockView,
  carousel: CarouselBlockView,
  store_services_teaser: StoreServicesTeaserBlockView,
  flyer_teaser: FlyerTeaserBlockView,
  coupon_teaser: CouponTeaserBlockView,
  newsletter: NewsletterBlockView,
  stores_teaser: StoresTeaserBlockView,
  contact_form: ContactFormBlockView,
  production_calendar: ProductionCalendarBlockView,
};

/** Development builds show blocks they cannot render; production builds skip them silently. */
const SHOW_UNKNOWN_BLOCKS = process.env.NODE_ENV !== 'production';

export function isKnownBlock(block: BlockBase): block is ContentBlock {
  return Object.prototype.hasOwnProperty.call(BLOCK_REGISTRY, block.component);
}

export function BlockView({
  block,
  index,
  showUnknown = SHOW_UNKNOWN_BLOCKS,
}: {
  block: BlockBase;
  index: number;
  showUnknown?: boolean;
}) {
  if (!isKnownBlock(block)) {
    if (!showUnknown) return null;
    return (
      <p className={styles.unknown} role="note">
        <FormattedMessage
          id="content.block.unknown"
          defaultMessage="Blocco sconosciuto: «{component}». Aggiungilo al registro dei blocchi del remote content."
          values={{ component: block.component }}
        />
      </p>
    );
  }
  const Component = BLOCK_REGISTRY[block.component] as BlockComponent;
  return <Component block={block} index={index} />;
}

/** A list of blocks, in the order the story gives them. */
export function Blocks({
  blocks,
  showUnknown,
}: {
  blocks: BlockBase[] | undefined;
  showUnknown?: boolean;
}) {
  return (
    <>
      {(blocks ?? []).map((block, index) => (
        <BlockView
          key={block._uid || index}
          block={block}
          index={index}
          showUnknown={showUnknown}
        />
      ))}
    </>
  );
}
