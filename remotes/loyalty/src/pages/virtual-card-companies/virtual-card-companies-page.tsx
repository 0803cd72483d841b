import { VIRTUAL_CARD_TAX_BENEFIT_EURO } from '@iper/contracts';
import { Button } from '@iper/design-system';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { VirtualCardNav } from '../../features/virtual-card-nav/virtual-card-nav';
import pageLead from '../../features/page-lead/page-lead.module.css';
import styles from '../../features/virtual-card-layout/virtual-card-layout.module.css';

/** /virtual-card/aziende: Virtual Cards as an employee benefit, with the SPEC §9 tax-benefit figure. */
export function Component() {
  const allowance = (
    <FormattedNumber value={VIRTUAL_CARD_TAX_BENEFIT_EURO} style="currency" currency="EUR" />
  );
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage
          id="loyalty.virtualCardCompanies.title"
          defaultMessage="Virtual Card per le aziende"
        />
      </h1>
      <VirtualCardNav />
      <p className={pageLead.lead}>
        <FormattedMessage
          id="loyalty.virtualCardCompanies.lead"
          defaultMessage="Premia i tuoi collaboratori con la spesa: la Virtual Card Iper è un fringe benefit semplice da dare e gradito a tutti."
        />
      </p>
      <section className={styles.figure} aria-labelledby="vcc-tax">
        <h2 id="vcc-tax">
          <FormattedMessage
            id="loyalty.virtualCardCompanies.tax.title"
            defaultMessage="Vantaggio fiscale"
          />
        </h2>
        <p className={styles.figureValue}>{allowance}</p>
        <p>
          <FormattedMessage
            id="loyalty.virtualCardCompanies.tax.text"
            defaultMessage="Fino a {amount} all'anno per dipendente, i buoni acquisto non concorrono al reddito di lavoro dipendente: niente tasse né contributi per il lavoratore, costo deducibile per l'azienda."
            values={{ amount: allowance }}
          />
        </p>
      </section>
      <section className={styles.section} aria-labelledby="vcc-how">
        <h2 id="vcc-how">
          <FormattedMessage
            id="loyalty.virtualCardCompanies.how.title"
            defaultMessage="Come ordinarle"
          />
        </h2>
        <ol className={styles.steps}>
          <li>
            <FormattedMessage
              id="loyalty.virtualCardCompanies.how.request"
              defaultMessage="Ci scrivi quante Virtual Card ti servono e di che importo, anche diverso per ogni collaboratore."
            />
          </li>
          <li>
            <FormattedMessage
              id="loyalty.virtualCardCompanies.how.offer"
              defaultMessage="Ricevi l'offerta e, dopo il pagamento con bonifico, la fattura elettronica."
            />
          </li>
          <li>
            <FormattedMessage
              id="loyalty.virtualCardCompanies.how.delivery"
              defaultMessage="Le Virtual Card arrivano per email a te o direttamente ai collaboratori, nel giorno che scegli."
            />
          </li>
        </ol>
        <div className={styles.actions}>
          <Button slug="/serve-aiuto">
            <FormattedMessage
              id="loyalty.virtualCardCompanies.contact"
              defaultMessage="Contattaci per un'offerta"
            />
          </Button>
        </div>
      </section>
    </div>
  );
}
