import { useSession } from '@iper/api';
import { CARD_TARGET_AMOUNT, OLD_PIU_CARD_COLORS } from '@iper/contracts';
import { Button, Skeleton, SkeletonGroup } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { CardVisual } from '../../features/card-visual/card-visual';
import { LoginPrompt } from '../../features/login-prompt/login-prompt';
import { UpgradeNotification } from '../../features/upgrade/upgrade-notification';
import { useUpgrade } from '../../features/upgrade/use-upgrade';
import { OwnCard } from './own-card';
import styles from './advantage-card-page.module.css';

const OLD_COLOR_LABELS: Record<(typeof OLD_PIU_CARD_COLORS)[number], string> = {
  viola: 'Viola',
  blu: 'Blu',
  verde: 'Verde',
  arancione: 'Arancione',
  rossa: 'Rossa',
  azzurra: 'Azzurra',
  gialla: 'Gialla',
};

/** /carta-vantaggi: what the card is and gives; for a card owner, the card itself and the way to Più. */
export function Component() {
  const session = useSession();
  const upgrade = useUpgrade();

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <h1>
            <FormattedMessage
              id="loyalty.advantageCardPage.title"
              defaultMessage="Carta Vantaggi"
            />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage
              id="loyalty.advantageCardPage.lead"
              defaultMessage="La carta fedeltà gratuita di Iper: sconti riservati, coupon, punti su ogni spesa e il bonus salvadanaio da usare quando vuoi."
            />
          </p>
        </div>
        <CardVisual type="base" className={styles.heroCard} />
      </header>

      {upgrade.notification && (
        <UpgradeNotification notification={upgrade.notification} onClose={upgrade.clear} />
      )}

      {session.status === 'unchecked' ? (
        <SkeletonGroup>
          <Skeleton shape="rect" height="12rem" />
        </SkeletonGroup>
      ) : session.isCardOwner && session.user ? (
        <OwnCard
          user={session.user}
          isUpgrading={upgrade.isUpgrading}
          onUpgrade={(number) => void upgrade.start(number)}
        />
      ) : session.isLoggedIn ? (
        <section className={styles.request} aria-labelledby="request-title">
          <h2 id="request-title">
            <FormattedMessage
              id="loyalty.advantageCardPage.noCard.title"
              defaultMessage="Non hai ancora la Carta Vantaggi?"
            />
          </h2>
          <p>
            <FormattedMessage
              id="loyalty.advantageCardPage.noCard.text"
              defaultMessage="Richiedi gratis la carta digitale: la trovi subito qui e la mostri in cassa dal telefono."
            />
          </p>
          <Button slug="/carta-vantaggi/richiedi" fluidOnMobile>
            <FormattedMessage
              id="loyalty.advantageCardPage.noCard.action"
              defaultMessage="Richiedi la carta digitale"
            />
          </Button>
        </section>
      ) : (
        <LoginPrompt
          redirect="/carta-vantaggi"
          title={
            <FormattedMessage
              id="loyalty.advantageCardPage.visitor.title"
              defaultMessage="Hai già la Carta Vantaggi?"
            />
          }
          text={
            <FormattedMessage
              id="loyalty.advantageCardPage.visitor.text"
              defaultMessage="Accedi per vedere la tua carta, il codice a barre da mostrare in cassa, i punti e il bonus salvadanaio. Non hai un account? Registrati e richiedi la carta digitale gratuita."
            />
          }
        />
      )}

      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title">
          <FormattedMessage
            id="loyalty.advantageCardPage.benefits.title"
            defaultMessage="Cosa ti dà"
          />
        </h2>
        <ul className={styles.benefits}>
          <li>
            <strong>
              <FormattedMessage
                id="loyalty.advantageCardPage.benefits.prices.title"
                defaultMessage="Prezzi riservati"
              />
            </strong>
            <FormattedMessage
              id="loyalty.advantageCardPage.benefits.prices.text"
              defaultMessage="Ogni settimana centinaia di prodotti scontati solo per chi ha la carta."
            />
          </li>
          <li>
            <strong>
              <FormattedMessage
                id="loyalty.advantageCardPage.benefits.coupons.title"
                defaultMessage="Coupon digitali"
              />
            </strong>
            <FormattedMessage
              id="loyalty.advantageCardPage.benefits.coupons.text"
              defaultMessage="Salvi fino a 10 coupon sulla carta e lo sconto si applica da solo in cassa."
            />
          </li>
          <li>
            <strong>
              <FormattedMessage
                id="loyalty.advantageCardPage.benefits.points.title"
                defaultMessage="Punti su ogni spesa"
              />
            </strong>
            <FormattedMessage
              id="loyalty.advantageCardPage.benefits.points.text"
              defaultMessage="Un punto per ogni euro speso: a {target} punti si sblocca il passaggio gratuito a Carta Vantaggi Più."
              values={{ target: CARD_TARGET_AMOUNT }}
            />
          </li>
          <li>
            <strong>
              <FormattedMessage
                id="loyalty.advantageCardPage.benefits.vault.title"
                defaultMessage="Bonus salvadanaio"
              />
            </strong>
            <FormattedMessage
              id="loyalty.advantageCardPage.benefits.vault.text"
              defaultMessage="Una parte della spesa sui prodotti aderenti torna sulla carta come bonus, da usare in una spesa successiva."
            />
          </li>
        </ul>
        <Button slug="/carta-vantaggi/coupon" theme="secondary">
          <FormattedMessage
            id="loyalty.advantageCardPage.benefits.couponsLink"
            defaultMessage="Vai ai coupon"
          />
        </Button>
      </section>

      <section aria-labelledby="cards-title">
        <h2 id="cards-title">
          <FormattedMessage id="loyalty.advantageCardPage.cards.title" defaultMessage="Le carte" />
        </h2>
        <ul className={styles.cards}>
          <li>
            <CardVisual type="base" />
            <h3>
              <FormattedMessage
                id="loyalty.advantageCardPage.cards.base.title"
                defaultMessage="Carta Vantaggi"
              />
            </h3>
            <p>
              <FormattedMessage
                id="loyalty.advantageCardPage.cards.base.text"
                defaultMessage="Gratuita per tutti, digitale o fisica: prezzi riservati, coupon e punti."
              />
            </p>
          </li>
          <li>
            <CardVisual type="piu" />
            <h3>
              <FormattedMessage
                id="loyalty.advantageCardPage.cards.piu.title"
                defaultMessage="Carta Vantaggi Più"
              />
            </h3>
            <p>
              <FormattedMessage
                id="loyalty.advantageCardPage.cards.piu.text"
                defaultMessage="Per chi fa la spesa da Iper più spesso: il bonus salvadanaio matura su tutti i prodotti aderenti e arrivano offerte su misura. Si sblocca con {target} € di spesa."
                values={{ target: CARD_TARGET_AMOUNT }}
              />
            </p>
          </li>
          <li>
            <CardVisual type="noi" />
            <h3>
              <FormattedMessage
                id="loyalty.advantageCardPage.cards.noi.title"
                defaultMessage="Carta NOI"
              />
            </h3>
            <p>
              <FormattedMessage
                id="loyalty.advantageCardPage.cards.noi.text"
                defaultMessage="La carta dei collaboratori Iper e delle loro famiglie, con tutti i vantaggi della Carta Vantaggi."
              />
            </p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="old-cards-title">
        <h2 id="old-cards-title">
          <FormattedMessage
            id="loyalty.advantageCardPage.oldCards.title"
            defaultMessage="Hai ancora una vecchia carta?"
          />
        </h2>
        <p>
          <FormattedMessage
            id="loyalty.advantageCardPage.oldCards.text"
            defaultMessage="Le vecchie carte Più colorate restano valide. Registrala sul sito con il numero e il cognome del titolare: i punti restano tuoi, e quando puoi passare a Più ricevi la nuova carta digitale con un clic."
          />
        </p>
        <ul className={styles.oldCards}>
          {OLD_PIU_CARD_COLORS.map((color) => (
            <li key={color}>
              <CardVisual type="piu" color={color} />
              <span>{OLD_COLOR_LABELS[color]}</span>
            </li>
          ))}
        </ul>
        {!session.isLoggedIn && session.status === 'checked' && (
          <Button slug="/registrazione" theme="secondary">
            <FormattedMessage
              id="loyalty.advantageCardPage.oldCards.action"
              defaultMessage="Registra la tua carta"
            />
          </Button>
        )}
      </section>
    </div>
  );
}
