import { CardList } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { VirtualCardNav } from '../../features/virtual-card-nav/virtual-card-nav';
import pageLead from '../../features/page-lead/page-lead.module.css';
import styles from '../../features/virtual-card-layout/virtual-card-layout.module.css';

/** /virtual-card/altri-negozi: where Iper Virtual Cards are sold besides Iper itself. */
export function Component() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage
          id="loyalty.virtualCardOtherStores.title"
          defaultMessage="Virtual Card negli altri negozi"
        />
      </h1>
      <VirtualCardNav />
      <p className={pageLead.lead}>
        <FormattedMessage
          id="loyalty.virtualCardOtherStores.lead"
          defaultMessage="La Virtual Card Iper non si compra solo da noi: la trovi anche online e nei negozi dei nostri partner, e si spende sempre in tutti i punti vendita Iper."
        />
      </p>
      <CardList className={styles.tiles}>
        <li>
          <h2>
            <FormattedMessage
              id="loyalty.virtualCardOtherStores.online.title"
              defaultMessage="Negozi di gift card online"
            />
          </h2>
          <p>
            <FormattedMessage
              id="loyalty.virtualCardOtherStores.online.text"
              defaultMessage="Scegli l'importo, paghi online e la Virtual Card arriva subito per email a te o a chi vuoi fare il regalo."
            />
          </p>
        </li>
        <li>
          <h2>
            <FormattedMessage
              id="loyalty.virtualCardOtherStores.points.title"
              defaultMessage="Programmi fedeltà e concorsi a premi"
            />
          </h2>
          <p>
            <FormattedMessage
              id="loyalty.virtualCardOtherStores.points.text"
              defaultMessage="Nei cataloghi premi di banche, compagnie telefoniche e carte di credito puoi convertire i punti in una Virtual Card Iper."
            />
          </p>
        </li>
        <li>
          <h2>
            <FormattedMessage
              id="loyalty.virtualCardOtherStores.welfare.title"
              defaultMessage="Piattaforme di welfare aziendale"
            />
          </h2>
          <p>
            <FormattedMessage
              id="loyalty.virtualCardOtherStores.welfare.text"
              defaultMessage="Se la tua azienda offre un piano welfare, cerca Iper tra i buoni acquisto disponibili e usa il tuo credito welfare."
            />
          </p>
        </li>
      </CardList>
      <section className={styles.section} aria-labelledby="vco-check">
        <h2 id="vco-check">
          <FormattedMessage
            id="loyalty.virtualCardOtherStores.check.title"
            defaultMessage="Come riconoscere una Virtual Card autentica"
          />
        </h2>
        <p>
          <FormattedMessage
            id="loyalty.virtualCardOtherStores.check.text"
            defaultMessage="Una Virtual Card Iper ha sempre un codice a barre, un codice numerico e un PIN. Non ti chiederemo mai di comunicare il PIN per email o telefono: diffida da chi lo fa."
          />
        </p>
      </section>
    </div>
  );
}
