import { COUPON_FORM, couponAnchorId, type Coupon } from '@iper/contracts';
import { Button, calendarDayInstant, Icon, VisuallyHidden } from '@iper/design-system';
import { Illustration } from '@iper/design-system/illustrations';
import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { daysUntilExpiry, isExpiringSoon } from '../../domain/coupons';
import styles from './coupon-card.module.css';
import { couponIllustration } from './coupon-illustration';

export interface CouponCardProps {
  coupon: Coupon;
  today: string;
  isBusy: boolean;
  onSave: (coupon: Coupon) => void;
  onUnsave: (coupon: Coupon) => void;
  /**
   * The card the coupon's plain form comes back to (`#coupon-…`): one per page, though a saved
   * coupon is listed in more than one tab.
   */
  isAnchor?: boolean;
}

/**
 * One coupon: the product, the discount, until when, where, and the button that saves it on the
 * card. The button is a plain form's (COUPON_FORM: it works before the app has started, or
 * without script, and comes back here); the app sends it itself.
 */
export function CouponCard({
  coupon,
  today,
  isBusy,
  onSave,
  onUnsave,
  isAnchor = false,
}: CouponCardProps) {
  const titleId = useId();
  const { pathname, search } = useLocation();
  const soon = isExpiringSoon(coupon, today);
  const days = daysUntilExpiry(coupon.expiresOn, today);
  return (
    <article
      id={isAnchor ? couponAnchorId(coupon.id) : undefined}
      className={styles.coupon}
      aria-labelledby={titleId}
      data-saved={coupon.saved || undefined}
    >
      <div className={styles.badge}>
        <Illustration
          className={styles.picture}
          subject={couponIllustration(coupon.category)}
          width={64}
          height={64}
        />
        <p className={styles.discount}>{coupon.discountLabel}</p>
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{coupon.brand}</p>
        <h3 id={titleId} className={styles.title}>
          {coupon.title}
        </h3>
        <p className={styles.description}>{coupon.description}</p>
        <p className={styles.validity}>
          <FormattedMessage
            id="loyalty.coupons.card.expires"
            defaultMessage="Valido fino al {date}"
            values={{
              date: (
                <FormattedDate
                  value={calendarDayInstant(coupon.expiresOn)}
                  day="2-digit"
                  month="2-digit"
                  year="numeric"
                  timeZone="Europe/Rome"
                />
              ),
            }}
          />
        </p>
        {soon && (
          <p className={styles.warning}>
            <Icon name="warning" />
            <FormattedMessage
              id="loyalty.coupons.card.expiringSoon"
              defaultMessage="{days, select, 0 {Scade oggi} 1 {Scade domani} other {Scade tra {days} giorni}}"
              values={{ days: String(days) }}
            />
          </p>
        )}
        {coupon.storeIds.length > 0 && (
          <p className={styles.stores}>
            <FormattedMessage
              id="loyalty.coupons.card.someStores"
              defaultMessage="Valido solo in alcuni punti vendita"
            />
          </p>
        )}
        {coupon.chosenForYou && (
          <p className={styles.chosen}>
            <FormattedMessage id="loyalty.coupons.card.chosen" defaultMessage="Scelto per te" />
          </p>
        )}
      </div>
      <form
        className={styles.action}
        method="post"
        action={COUPON_FORM.path}
        onSubmit={(event) => {
          event.preventDefault();
          if (coupon.saved) onUnsave(coupon);
          else onSave(coupon);
        }}
      >
        <input type="hidden" name={COUPON_FORM.coupon} value={coupon.id} />
        <input
          type="hidden"
          name={COUPON_FORM.action}
          value={coupon.saved ? COUPON_FORM.remove : COUPON_FORM.save}
        />
        <input type="hidden" name={COUPON_FORM.page} value={`${pathname}${search}`} />
        {coupon.saved ? (
          <Button
            type="submit"
            sendsWithoutApp
            theme="secondary"
            size="s"
            icon="check"
            isLoading={isBusy}
            fluid
          >
            <FormattedMessage id="loyalty.coupons.card.unsave" defaultMessage="Salvato, rimuovi" />
            <VisuallyHidden>
              <FormattedMessage
                id="loyalty.coupons.card.unsaveHidden"
                defaultMessage=" il coupon {title}"
                values={{ title: coupon.title }}
              />
            </VisuallyHidden>
          </Button>
        ) : (
          <Button type="submit" sendsWithoutApp size="s" icon="plus" isLoading={isBusy} fluid>
            <FormattedMessage id="loyalty.coupons.card.save" defaultMessage="Salva" />
            <VisuallyHidden>
              <FormattedMessage
                id="loyalty.coupons.card.saveHidden"
                defaultMessage=" il coupon {title}"
                values={{ title: coupon.title }}
              />
            </VisuallyHidden>
          </Button>
        )}
      </form>
    </article>
  );
}
