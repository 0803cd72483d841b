import type { VoucherRequestResponse } from '@iper/contracts';
import { Button, Notification } from '@iper/design-system';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { VirtualCardNav } from '../../features/virtual-card-nav/virtual-card-nav';
import pageLead from '../../features/page-lead/page-lead.module.css';
import shared from '../../features/virtual-card-layout/virtual-card-layout.module.css';
import { VoucherRequestForm } from './voucher-request-form';
import styles from './virtual-card-vouchers-page.module.css';

/** /virtual-card/buoni-spesa: municipal shopping vouchers and the request form for municipalities. */
export function Component() {
  const [sent, setSent] = useState<VoucherRequestResponse | null>(null);
  return (
    <div className={shared.page}>
      <h1>
        <FormattedMessage id="loyalty.vouchers.title" defaultMessage="Buoni spesa dei Comuni" />
      </h1>
      <VirtualCardNav />
      <p className={pageLead.lead}>
        <FormattedMessage
          id="loyalty.vouchers.lead"
          defaultMessage="I Comuni possono dare alle famiglie in difficoltà buoni spesa digitali: Virtual Card Iper nominative, caricate con l'importo deciso dal Comune e spendibili in tutti i nostri punti vendita."
        />
      </p>
      <section className={shared.section} aria-labelledby="vouchers-how">
        <h2 id="vouchers-how">
          <FormattedMessage
            id="loyalty.vouchers.how.title"
            defaultMessage="Come funziona per il Comune"
          />
        </h2>
        <ol className={shared.steps}>
          <li>
            <FormattedMessage
              id="loyalty.vouchers.how.request"
              defaultMessage="Il referente del Comune invia la richiesta con il modulo qui sotto."
            />
          </li>
          <li>
            <FormattedMessage
              id="loyalty.vouchers.how.agreement"
              defaultMessage="Entro cinque giorni lavorativi ti contattiamo per la convenzione e l'elenco dei beneficiari."
            />
          </li>
          <li>
            <FormattedMessage
              id="loyalty.vouchers.how.delivery"
              defaultMessage="Le Virtual Card arrivano ai beneficiari per SMS o email; il Comune riceve il rendiconto delle spese, senza i dettagli degli acquisti."
            />
          </li>
        </ol>
        <p>
          <FormattedMessage
            id="loyalty.vouchers.how.families"
            defaultMessage="Sei una famiglia e hai ricevuto un buono? Lo spendi come una normale Virtual Card: mostra il codice a barre in cassa. Sono esclusi alcolici e tabacchi."
          />
        </p>
      </section>
      <section className={styles.request} aria-labelledby="voucher-form-title">
        <h2 id="voucher-form-title">
          <FormattedMessage
            id="loyalty.vouchers.form.title"
            defaultMessage="Richiesta per i referenti dei Comuni"
          />
        </h2>
        {sent ? (
          <Confirmation response={sent} onAnother={() => setSent(null)} />
        ) : (
          <VoucherRequestForm onSent={setSent} />
        )}
      </section>
    </div>
  );
}

function Confirmation({
  response,
  onAnother,
}: {
  response: VoucherRequestResponse;
  onAnother: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.confirmation}>
      <Notification
        type="success"
        title={
          <FormattedMessage id="loyalty.vouchers.sent.title" defaultMessage="Richiesta inviata" />
        }
      >
        <p>
          <FormattedMessage
            id="loyalty.vouchers.sent.text"
            defaultMessage="Abbiamo ricevuto la richiesta {reference} per una fornitura di {total} con riferimento al punto vendita {store}. Ti scriveremo entro cinque giorni lavorativi."
            values={{
              reference: <strong>{response.reference}</strong>,
              total: (
                <FormattedNumber
                  value={response.totalAmount}
                  style="currency"
                  currency="EUR"
                  maximumFractionDigits={0}
                />
              ),
              store: response.storeName,
            }}
          />
        </p>
      </Notification>
      <Button theme="secondary" onClick={onAnother}>
        <FormattedMessage
          id="loyalty.vouchers.sent.another"
          defaultMessage="Invia un'altra richiesta"
        />
      </Button>
    </div>
  );
}
