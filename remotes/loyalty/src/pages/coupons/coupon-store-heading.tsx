import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CouponStore } from './use-coupon-store';
import styles from './coupons-page.module.css';

/** Whose coupons these are (one store, or every store) and how that store was chosen. */
export function CouponStoreHeading({ store }: { store: CouponStore }) {
  const intl = useIntl();
  return (
    <>
      <h2 id="coupon-list-title" className={styles.storeLine}>
        {store.source === 'none' ? (
          <FormattedMessage
            id="loyalty.coupons.store.all"
            defaultMessage="I coupon di tutti i punti vendita"
          />
        ) : (
          <FormattedMessage
            id="loyalty.coupons.store.one"
            defaultMessage="I coupon validi a {store}"
            values={{
              store:
                store.storeName ??
                intl.formatMessage({
                  id: 'loyalty.coupons.store.yours',
                  defaultMessage: 'il tuo punto vendita',
                }),
            }}
          />
        )}
      </h2>
      <p className={styles.storeHint}>
        {store.source === 'none' ? (
          <FormattedMessage
            id="loyalty.coupons.store.noneHint"
            defaultMessage="Non hai ancora scelto un punto vendita: vedi i coupon di tutti. {link} per vedere quelli validi nel tuo."
            values={{
              link: (
                <Link to="/punti-vendita">
                  <FormattedMessage
                    id="loyalty.coupons.store.choose"
                    defaultMessage="Scegli il tuo punto vendita"
                  />
                </Link>
              ),
            }}
          />
        ) : store.source === 'favourite' ? (
          <FormattedMessage
            id="loyalty.coupons.store.favouriteHint"
            defaultMessage="È il tuo punto vendita preferito."
          />
        ) : (
          <FormattedMessage
            id="loyalty.coupons.store.selectedHint"
            defaultMessage="È il punto vendita che hai scelto: puoi cambiarlo dall'intestazione del sito o da {link}."
            values={{
              link: (
                <Link to="/punti-vendita">
                  <FormattedMessage
                    id="loyalty.coupons.store.locator"
                    defaultMessage="Punti vendita"
                  />
                </Link>
              ),
            }}
          />
        )}
      </p>
    </>
  );
}
