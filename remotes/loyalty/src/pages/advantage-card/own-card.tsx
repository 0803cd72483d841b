import {
  CARD_NAMES,
  OLD_PIU_CARD_COLORS,
  spendProgress,
  type OldPiuCardColor,
  type User,
} from '@iper/contracts';
import { Skeleton, styleRef } from '@iper/design-system';
import { useEffect, useId } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useLoyaltyCardPointsQuery, useLoyaltyCardQuery } from '../../api/loyalty-api';
import { CardBarcode } from '../../features/card-barcode/card-barcode';
import { CardVisual } from '../../features/card-visual/card-visual';
import { UpgradeOffer } from '../../features/upgrade/upgrade-offer';
import { WalletButtons } from '../../features/wallet-buttons/wallet-buttons';
import { canOfferUpgrade, groupedCardNumber } from '../../domain/card-rules';
import styles from './advantage-card-page.module.css';

const oldColor = (color: string | null | undefined): OldPiuCardColor | null =>
  (OLD_PIU_CARD_COLORS as readonly string[]).includes(color ?? '')
    ? (color as OldPiuCardColor)
    : null;

export interface OwnCardProps {
  /** A card owner (SPEC §4): cardNumber and cardType are set. */
  user: User;
  isUpgrading: boolean;
  onUpgrade: (cardNumber: string) => void;
}

/**
 * The signed-in owner's card: type, number and barcode for the till, points towards 200, bonus
 * salvadanaio, and for a base card the way to Più. Card info is fetched here, so only for card
 * owners (SPEC §4); if it fails the card still shows, without its figures (SPEC §8).
 */
export function OwnCard({ user, isUpgrading, onUpgrade }: OwnCardProps) {
  const titleId = useId();
  const progressId = useId();
  const type = user.cardType!;
  const number = user.cardNumber!;
  const points = useLoyaltyCardPointsQuery({ type, number });
  const details = useLoyaltyCardQuery();

  useEffect(() => {
    if (points.isError)
      console.error('[loyalty] the card points could not be loaded', points.error);
    if (details.isError)
      console.error('[loyalty] the card details could not be loaded', details.error);
  }, [points.isError, points.error, details.isError, details.error]);

  const progress = points.data === undefined ? null : spendProgress(points.data);
  const color = oldColor(details.data?.color ?? user.cardColor);

  return (
    <section className={styles.ownCard} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="loyalty.advantageCardPage.own.title" defaultMessage="La tua carta" />
      </h2>
      <div className={styles.ownCardGrid}>
        <div className={styles.cardColumn}>
          <CardVisual type={type} color={color} />
          <CardBarcode number={number} />
          {/* Only for an active card: a blocked one is refused at the till (and by the server). */}
          {details.data?.status === 'active' && <WalletButtons />}
        </div>
        <div className={styles.detailsColumn}>
          <dl className={styles.details}>
            <div>
              <dt>
                <FormattedMessage
                  id="loyalty.advantageCardPage.own.type"
                  defaultMessage="Tipo di carta"
                />
              </dt>
              <dd>{CARD_NAMES[type]}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage
                  id="loyalty.advantageCardPage.own.number"
                  defaultMessage="Numero carta"
                />
              </dt>
              <dd className={styles.number}>{groupedCardNumber(number)}</dd>
            </div>
            {details.data?.status === 'blocked' && (
              <div>
                <dt>
                  <FormattedMessage
                    id="loyalty.advantageCardPage.own.status"
                    defaultMessage="Stato"
                  />
                </dt>
                <dd>
                  <FormattedMessage
                    id="loyalty.advantageCardPage.own.blocked"
                    defaultMessage="Bloccata: rivolgiti al punto accoglienza del tuo Iper"
                  />
                </dd>
              </div>
            )}
            <div>
              <dt>
                <FormattedMessage
                  id="loyalty.advantageCardPage.own.vault"
                  defaultMessage="Bonus salvadanaio"
                />
              </dt>
              <dd>
                {details.isLoading ? (
                  <Skeleton width="5rem" />
                ) : details.data ? (
                  <FormattedNumber
                    value={details.data.vaultBonus}
                    style="currency"
                    currency="EUR"
                  />
                ) : (
                  '—'
                )}
              </dd>
            </div>
          </dl>

          {points.isLoading && <Skeleton shape="rect" height="3rem" />}
          {progress && (
            <div className={styles.points}>
              <p id={progressId} className={styles.pointsText}>
                {type === 'base' ? (
                  <FormattedMessage
                    id="loyalty.advantageCardPage.own.progress"
                    defaultMessage="{current} punti su {target} per sbloccare Più"
                    values={{ current: progress.current, target: progress.target }}
                  />
                ) : (
                  <FormattedMessage
                    id="loyalty.advantageCardPage.own.points"
                    defaultMessage="{current} punti accumulati"
                    values={{ current: progress.current }}
                  />
                )}
              </p>
              {type === 'base' && (
                <div
                  role="progressbar"
                  aria-labelledby={progressId}
                  aria-valuemin={0}
                  aria-valuemax={progress.target}
                  aria-valuenow={Math.min(progress.current, progress.target)}
                  className={styles.bar}
                >
                  <span
                    className={styles.barFill}
                    ref={styleRef({ width: `${progress.percent}%` })}
                  />
                </div>
              )}
            </div>
          )}

          {type === 'base' && (
            <UpgradeOffer
              canUpgrade={canOfferUpgrade(user)}
              progress={progress}
              isUpgrading={isUpgrading}
              onUpgrade={() => onUpgrade(number)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
