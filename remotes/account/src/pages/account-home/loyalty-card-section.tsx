import { CARD_NAMES, paddedCardNumber, spendProgress } from '@iper/contracts';
import { Button, CardPicture } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { useAccountCardQuery } from '../../api/account-api';
import facts from '../../features/account-layout/facts.module.css';
import layout from '../../features/account-layout/account-layout.module.css';
import styles from './account-home-page.module.css';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

/** Loyalty card section: type, number, points toward 200, card image (SPEC §3, §9). */
export function LoyaltyCardSection({ isCardOwner }: { isCardOwner: boolean }) {
  const localized = useLocalizedPath();
  const { data: card, isLoading, isError } = useAccountCardQuery(undefined, { skip: !isCardOwner });
  return (
    <section className={layout.section} aria-labelledby="sezione-carta">
      <h2 id="sezione-carta">
        <FormattedMessage id="account.accountHome.card" defaultMessage="La tua Carta Vantaggi" />
      </h2>
      {!isCardOwner && (
        <>
          <p>
            <FormattedMessage
              id="account.accountHome.noCard"
              defaultMessage="Non hai ancora una Carta Vantaggi collegata al tuo account. È gratuita e digitale: sconti, punti e coupon dal primo acquisto."
            />
          </p>
          <Button slug={localized('/carta-vantaggi/richiedi')} theme="secondary">
            <FormattedMessage
              id="account.accountHome.requestCard"
              defaultMessage="Richiedi la Carta Vantaggi"
            />
          </Button>
        </>
      )}
      {isCardOwner && isLoading && (
        <p>
          <FormattedMessage
            id="account.accountHome.cardLoading"
            defaultMessage="Carichiamo la tua carta…"
          />
        </p>
      )}
      {isCardOwner && isError && (
        <p>
          <FormattedMessage
            id="account.accountHome.cardError"
            defaultMessage="I dati della carta non sono disponibili in questo momento."
          />
        </p>
      )}
      {card && (
        <div className={styles.card}>
          <CardPicture
            className={styles.cardImage}
            type={card.type}
            label={CARD_NAMES[card.type]}
          />
          <div>
            <dl className={`${facts.facts} ${styles.facts}`}>
              <dt>
                <FormattedMessage id="account.accountHome.cardType" defaultMessage="Tipo" />
              </dt>
              <dd>
                {CARD_NAMES[card.type]}
                {card.isOld && card.color ? ` (${card.color})` : ''}
              </dd>
              <dt>
                <FormattedMessage id="account.accountHome.cardNumber" defaultMessage="Numero" />
              </dt>
              <dd className={styles.number}>{paddedCardNumber(card.number)}</dd>
              <dt>
                <FormattedMessage id="account.accountHome.points" defaultMessage="Punti" />
              </dt>
              <dd>
                <FormattedMessage
                  id="account.accountHome.pointsOf"
                  defaultMessage="{current} su {target}"
                  values={{
                    current: spendProgress(card.currentAmount, card.targetAmount).current,
                    target: card.targetAmount,
                  }}
                />
              </dd>
            </dl>
            <PointsBar
              current={card.currentAmount}
              target={card.targetAmount}
              isBase={card.type === 'base'}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function PointsBar({
  current,
  target,
  isBase,
}: {
  current: number;
  target: number;
  isBase: boolean;
}) {
  const progress = spendProgress(current, target);
  return (
    <>
      <progress
        className={styles.progress}
        max={progress.target}
        value={Math.min(progress.current, progress.target)}
        aria-label="Punti raccolti verso l'obiettivo"
      />
      {isBase && (
        <p>
          {progress.reached ? (
            <FormattedMessage
              id="account.accountHome.targetReached"
              defaultMessage="Hai raggiunto l'obiettivo di {target} punti."
              values={{ target }}
            />
          ) : (
            <FormattedMessage
              id="account.accountHome.pointsMissing"
              defaultMessage="Ti mancano {missing} punti per arrivare a {target}."
              values={{ missing: progress.remaining, target }}
            />
          )}
        </p>
      )}
    </>
  );
}
