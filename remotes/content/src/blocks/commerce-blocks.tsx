import { useStoresListQuery } from '@iper/api';
import type {
  CouponTeaserBlock,
  FlyerTeaserBlock,
  StoresTeaserBlock,
  StoreServicesTeaserBlock,
} from '@iper/contracts';
import { calendarDayInstant as day, Link, Loading } from '@iper/design-system';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { ServiceIcon } from '../components/service-icon';
import { StoryImage } from '../components/story-image';
import { linkHref } from '../domain/links';
import type { BlockProps } from './block-types';
import cta from '../components/call-to-action.module.css';
import styles from './blocks.module.css';
import commerce from './commerce-blocks.module.css';

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

export function StoreServicesTeaserBlockView({ block }: BlockProps<StoreServicesTeaserBlock>) {
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{block.title}</h2>
      {block.text && <p className={styles.lead}>{block.text}</p>}
      <ul className={commerce.services}>
        {(block.services ?? []).map((service) => (
          <li key={service._uid}>
            <Link to={linkHref(service.link)} className={commerce.service}>
              <ServiceIcon name={service.icon} />
              {service.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/servizi" className={styles.textLink}>
        {block.link_label}
      </Link>
    </section>
  );
}

/** The week's flyer, pointing at the flyer list (the flyers themselves are another part of the site). */
export function FlyerTeaserBlockView({ block }: BlockProps<FlyerTeaserBlock>) {
  return (
    <section className={`${styles.block} ${commerce.flyer}`}>
      <StoryImage asset={block.image} />
      <div>
        <h2>{block.title}</h2>
        <p>{block.text}</p>
        {block.valid_from && block.valid_to && (
          <p className={commerce.validity}>
            <FormattedMessage
              id="content.flyer.validity"
              defaultMessage="Valido dal {from} al {to}"
              values={{
                from: <FormattedDate value={day(block.valid_from)} {...DATE} />,
                to: <FormattedDate value={day(block.valid_to)} {...DATE} />,
              }}
            />
          </p>
        )}
        <Link to="/lista-volantini" className={cta.cta}>
          {block.link_label}
        </Link>
      </div>
    </section>
  );
}

export function CouponTeaserBlockView({ block }: BlockProps<CouponTeaserBlock>) {
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{block.title}</h2>
      <p className={styles.lead}>{block.text}</p>
      <ul className={commerce.coupons}>
        {(block.coupons ?? []).map((coupon) => (
          <li key={coupon._uid} className={commerce.coupon}>
            <span className={commerce.discount}>{coupon.discount}</span>
            <h3>{coupon.title}</h3>
            <p>
              <FormattedMessage
                id="content.coupon.validUntil"
                defaultMessage="Valido fino al {date}"
                values={{ date: <FormattedDate value={day(coupon.valid_until)} {...DATE} /> }}
              />
            </p>
          </li>
        ))}
      </ul>
      <Link to="/carta-vantaggi/coupon" className={`${cta.cta} ${cta.secondary}`}>
        {block.link_label}
      </Link>
    </section>
  );
}

/** Stores come from the shared api cache: opening the store list first makes this a cache hit. */
export function StoresTeaserBlockView({ block }: BlockProps<StoresTeaserBlock>) {
  const { data: stores, isLoading } = useStoresListQuery();
  if (isLoading) return <Loading />;
  if (!stores?.length) return null;
  return (
    <section className={styles.block} aria-labelledby={`stores-${block._uid}`}>
      <h2 id={`stores-${block._uid}`} className={styles.blockTitle}>
        {block.title ?? (
          <FormattedMessage
            id="content.home.stores.title"
            defaultMessage="{count, plural, one {# punto vendita} other {# punti vendita}} vicino a te"
            values={{ count: stores.length }}
          />
        )}
      </h2>
      <ul className={commerce.storeNames}>
        {stores.slice(0, 8).map((store) => (
          <li key={store.id}>{store.nome}</li>
        ))}
      </ul>
      <Link to="/punti-vendita" className={styles.textLink}>
        <FormattedMessage
          id="content.stores.all"
          defaultMessage="Tutti i {count} punti vendita"
          values={{ count: stores.length }}
        />
      </Link>
    </section>
  );
}
