import { FormattedMessage, FormattedNumber } from 'react-intl';
import { GIFT_CARD_DENOMINATIONS_EURO, GIFT_CARD_VALIDITY_MONTHS } from '../../domain/gift-card';
import { BalanceCheck } from './balance-check';
import styles from './gift-card-page.module.css';

/** /gift-card: the offer — denominations, validity, where to buy it — and the balance check. */
export function Component() {
  return (
    <div className={styles.page} data-build-id={__IPER_BUILD_ID__ || undefined}>
      <h1>
        <FormattedMessage id="loyalty.giftCard.title" defaultMessage="Gift Card Iper" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="loyalty.giftCard.lead"
          defaultMessage="Il regalo giusto per ogni occasione: chi la riceve sceglie tra migliaia di prodotti in tutti gli ipermercati Iper."
        />
      </p>
      <h2>
        <FormattedMessage id="loyalty.giftCard.denominations" defaultMessage="Tagli disponibili" />
      </h2>
      <ul className={styles.cards}>
        {GIFT_CARD_DENOMINATIONS_EURO.map((amount) => (
          <li key={amount} className={styles.card}>
            <span className={styles.amount}>
              <FormattedNumber
                value={amount}
                style="currency"
                currency="EUR"
                maximumFractionDigits={0}
              />
            </span>
          </li>
        ))}
      </ul>
      <h2>
        <FormattedMessage id="loyalty.giftCard.howItWorks" defaultMessage="Come funziona" />
      </h2>
      <ul className={styles.facts}>
        <li>
          <FormattedMessage
            id="loyalty.giftCard.buy"
            defaultMessage="Si acquista alle casse di ogni punto vendita ed è attiva subito."
          />
        </li>
        <li>
          <FormattedMessage
            id="loyalty.giftCard.validity"
            defaultMessage="È valida {months} mesi dalla data di acquisto."
            values={{ months: GIFT_CARD_VALIDITY_MONTHS }}
          />
        </li>
        <li>
          <FormattedMessage
            id="loyalty.giftCard.notRechargeable"
            defaultMessage="Non è ricaricabile e si può usare in più spese fino a esaurimento dell'importo."
          />
        </li>
        <li>
          <FormattedMessage
            id="loyalty.giftCard.whereToUse"
            defaultMessage="Si spende in tutti gli ipermercati e supermercati Iper, anche insieme ad altri metodi di pagamento."
          />
        </li>
      </ul>
      <BalanceCheck />
    </div>
  );
}
