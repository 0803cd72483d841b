import { Button } from '@iper/design-system';
import { useId } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { SpendProgress } from '@iper/contracts';
import styles from './upgrade-offer.module.css';

export interface UpgradeOfferProps {
  /** SPEC §4: base card and canUpgradeToPlus. */
  canUpgrade: boolean;
  progress: SpendProgress | null;
  isUpgrading: boolean;
  onUpgrade: () => void;
}

/**
 * The way to Più for a base card: the spend still missing, or, once the customer may upgrade,
 * the button that does it.
 */
export function UpgradeOffer({ canUpgrade, progress, isUpgrading, onUpgrade }: UpgradeOfferProps) {
  const titleId = useId();
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <FormattedMessage
          id="loyalty.advantageCardPage.upgrade.title"
          defaultMessage="Passa a Carta Vantaggi Più"
        />
      </h3>
      <p>
        <FormattedMessage
          id="loyalty.advantageCardPage.upgrade.benefits"
          defaultMessage="Con Più il bonus salvadanaio matura su tutti i prodotti aderenti e hai offerte riservate ogni settimana. Il passaggio è gratuito."
        />
      </p>
      {canUpgrade ? (
        <Button onClick={onUpgrade} isLoading={isUpgrading} fluidOnMobile>
          <FormattedMessage
            id="loyalty.advantageCardPage.upgrade.action"
            defaultMessage="Passa a Più"
          />
        </Button>
      ) : (
        progress && (
          <p className={styles.remaining}>
            {progress.remaining > 0 ? (
              <FormattedMessage
                id="loyalty.advantageCardPage.upgrade.remaining"
                defaultMessage="Ti mancano {amount} di spesa per sbloccare il passaggio a Più."
                values={{
                  amount: (
                    <FormattedNumber
                      value={progress.remaining}
                      style="currency"
                      currency="EUR"
                      maximumFractionDigits={0}
                    />
                  ),
                }}
              />
            ) : (
              <FormattedMessage
                id="loyalty.advantageCardPage.upgrade.pending"
                defaultMessage="Hai raggiunto la spesa necessaria: il passaggio a Più sarà disponibile dal prossimo aggiornamento della tua carta."
              />
            )}
          </p>
        )
      )}
    </section>
  );
}
