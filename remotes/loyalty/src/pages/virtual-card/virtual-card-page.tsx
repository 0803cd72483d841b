import { Button, CardList } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { VirtualCardNav } from '../../features/virtual-card-nav/virtual-card-nav';
import pageLead from '../../features/page-lead/page-lead.module.css';
import styles from '../../features/virtual-card-layout/virtual-card-layout.module.css';

/** /virtual-card: what the Virtual Card is, how it is received and spent. */
export function Component() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="loyalty.virtualCard.title" defaultMessage="Virtual Card Iper" />
      </h1>
      <VirtualCardNav />
      <p className={pageLead.lead}>
        <FormattedMessage
          id="loyalty.virtualCard.lead"
          defaultMessage="La carta prepagata digitale di Iper: arriva per email o SMS con un codice e si spende in tutti i punti vendita Iper, alle casse e al Drive."
        />
      </p>
      <section className={styles.section} aria-labelledby="vc-how">
        <h2 id="vc-how">
          <FormattedMessage id="loyalty.virtualCard.how.title" defaultMessage="Come funziona" />
        </h2>
        <ol className={styles.steps}>
          <li>
            <FormattedMessage
              id="loyalty.virtualCard.how.receive"
              defaultMessage="Ricevi la Virtual Card per email o SMS: contiene un codice a barre e un codice numerico con il suo PIN."
            />
          </li>
          <li>
            <FormattedMessage
              id="loyalty.virtualCard.how.spend"
              defaultMessage="In cassa mostri il codice a barre dal telefono, oppure lo stampi: l'importo viene scalato dal totale della spesa."
            />
          </li>
          <li>
            <FormattedMessage
              id="loyalty.virtualCard.how.rest"
              defaultMessage="Se non la spendi tutta in una volta, il residuo resta sulla carta fino alla scadenza indicata nel messaggio."
            />
          </li>
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="vc-for">
        <h2 id="vc-for">
          <FormattedMessage id="loyalty.virtualCard.for.title" defaultMessage="Per chi è" />
        </h2>
        <CardList className={styles.tiles}>
          <li>
            <h3>
              <FormattedMessage
                id="loyalty.virtualCard.for.people.title"
                defaultMessage="Per chi fa un regalo"
              />
            </h3>
            <p>
              <FormattedMessage
                id="loyalty.virtualCard.for.people.text"
                defaultMessage="La trovi sulle piattaforme di gift card e nei programmi a premi dei nostri partner."
              />
            </p>
            <Button slug="/virtual-card/altri-negozi" theme="secondary" size="s">
              <FormattedMessage
                id="loyalty.virtualCard.for.people.action"
                defaultMessage="Dove trovarla"
              />
            </Button>
          </li>
          <li>
            <h3>
              <FormattedMessage
                id="loyalty.virtualCard.for.companies.title"
                defaultMessage="Per le aziende"
              />
            </h3>
            <p>
              <FormattedMessage
                id="loyalty.virtualCard.for.companies.text"
                defaultMessage="Un benefit per i dipendenti, esente da tasse e contributi entro i limiti di legge."
              />
            </p>
            <Button slug="/virtual-card/aziende" theme="secondary" size="s">
              <FormattedMessage
                id="loyalty.virtualCard.for.companies.action"
                defaultMessage="Scopri l'offerta aziende"
              />
            </Button>
          </li>
          <li>
            <h3>
              <FormattedMessage
                id="loyalty.virtualCard.for.municipalities.title"
                defaultMessage="Per i Comuni"
              />
            </h3>
            <p>
              <FormattedMessage
                id="loyalty.virtualCard.for.municipalities.text"
                defaultMessage="Buoni spesa digitali per le famiglie che il Comune sostiene, caricati su Virtual Card nominative."
              />
            </p>
            <Button slug="/virtual-card/buoni-spesa" theme="secondary" size="s">
              <FormattedMessage
                id="loyalty.virtualCard.for.municipalities.action"
                defaultMessage="Buoni spesa dei Comuni"
              />
            </Button>
          </li>
        </CardList>
      </section>
      <section className={styles.section} aria-labelledby="vc-good">
        <h2 id="vc-good">
          <FormattedMessage id="loyalty.virtualCard.good.title" defaultMessage="Da sapere" />
        </h2>
        <ul className={styles.steps}>
          <li>
            <FormattedMessage
              id="loyalty.virtualCard.good.cash"
              defaultMessage="Non si converte in denaro e non dà resto."
            />
          </li>
          <li>
            <FormattedMessage
              id="loyalty.virtualCard.good.combine"
              defaultMessage="Si usa insieme ad altri metodi di pagamento, alla Carta Vantaggi e ai coupon."
            />
          </li>
          <li>
            <FormattedMessage
              id="loyalty.virtualCard.good.excluded"
              defaultMessage="Non vale per l'acquisto di Gift Card, ricariche telefoniche e carburante."
            />
          </li>
        </ul>
      </section>
    </div>
  );
}
