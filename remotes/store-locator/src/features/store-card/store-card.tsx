import { VisuallyHidden } from '@iper/design-system';
import type { FuelPriceRecord } from '@iper/contracts';
import { forwardRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { isClosedForNow } from '../../domain/opening-hours';
import type { StoreCard as StoreCardData } from '../../domain/store-card';
import { FuelPrices } from '../fuel/fuel-prices';
import { HoursTable, TodayStatusText } from '../opening-hours/hours-table';
import actions from '../store-actions/store-actions.module.css';
import styles from './store-card.module.css';

export interface StoreCardProps {
  card: StoreCardData;
  isActive: boolean;
  /** Only the chain's stores (hypermarkets, supermarkets) can be the shopper's store. */
  canSelect: boolean;
  fuelRecord?: FuelPriceRecord;
  onSelect: (id: string) => void;
  onShowOnMap: (id: string) => void;
  onSetFavourite?: (id: string) => void;
}

/** A store in the list: the SPEC §3 Store card fields, with its actions. */
export const StoreCard = forwardRef<HTMLElement, StoreCardProps>(function StoreCard(
  { card, isActive, canSelect, fuelRecord, onSelect, onShowOnMap, onSetFavourite },
  ref,
) {
  const headingId = `store-card-title-${card.id}`;
  const restaurants = card.store.ristoranti ?? [];
  return (
    <article
      ref={ref}
      id={`store-card-${card.id}`}
      tabIndex={-1}
      className={[styles.card, isActive && styles.active, card.isSelected && styles.selected]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.name}>
        <Link to={card.toStore} className={styles.nameLink}>
          {card.title}
        </Link>
      </h3>
      {(card.isSelected || card.isFavourite) && (
        <p className={styles.badge}>
          {card.isFavourite ? (
            <FormattedMessage
              id="storeLocator.storeCard.favourite"
              defaultMessage="Il tuo punto vendita preferito"
            />
          ) : (
            <FormattedMessage
              id="storeLocator.storeCard.selected"
              defaultMessage="Il tuo punto vendita"
            />
          )}
        </p>
      )}
      <address className={styles.address}>{card.address}</address>
      {card.distanceLabel && (
        <p className={styles.distance}>
          <FormattedMessage
            id="storeLocator.storeCard.distance"
            defaultMessage="A {distance} da te"
            values={{ distance: card.distanceLabel }}
          />
        </p>
      )}
      <p
        className={isClosedForNow(card.status) ? `${styles.today} ${styles.closed}` : styles.today}
      >
        <TodayStatusText status={card.status} />
      </p>
      <details className={styles.week}>
        <summary className={styles.summary}>
          <FormattedMessage
            id="storeLocator.storeCard.week"
            defaultMessage="Orari della settimana"
          />
        </summary>
        <HoursTable days={card.hours} />
      </details>
      {fuelRecord && <FuelPrices record={fuelRecord} headingLevel={4} />}
      {restaurants.length > 0 && (
        <p className={styles.restaurants}>
          <FormattedMessage
            id="storeLocator.storeCard.restaurants"
            defaultMessage="Ristoranti: {names}"
            values={{ names: restaurants.map((restaurant) => restaurant.nome).join(', ') }}
          />
        </p>
      )}
      <div className={styles.actions}>
        <a className={actions.action} href={card.phoneHref}>
          <FormattedMessage
            id="storeLocator.storeCard.call"
            defaultMessage="Chiama {phone}"
            values={{ phone: card.phoneNumber }}
          />
        </a>
        <button type="button" className={actions.action} onClick={() => onShowOnMap(card.id)}>
          <FormattedMessage
            id="storeLocator.storeCard.showOnMap"
            defaultMessage="Mostra sulla mappa"
          />
          <VisuallyHidden> {card.title}</VisuallyHidden>
        </button>
        {canSelect && !card.isSelected && (
          <button type="button" className={actions.primary} onClick={() => onSelect(card.id)}>
            <FormattedMessage
              id="storeLocator.storeCard.select"
              defaultMessage="Scegli come tuo punto vendita"
            />
            <VisuallyHidden> {card.title}</VisuallyHidden>
          </button>
        )}
        {canSelect && card.favouriteButton && !card.isFavourite && onSetFavourite && (
          <button type="button" className={actions.action} onClick={() => onSetFavourite(card.id)}>
            <FormattedMessage
              id="storeLocator.storeCard.setFavourite"
              defaultMessage="Imposta come preferito"
            />
            <VisuallyHidden> {card.title}</VisuallyHidden>
          </button>
        )}
      </div>
    </article>
  );
});
