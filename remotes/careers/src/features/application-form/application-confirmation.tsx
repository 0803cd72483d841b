import { positionPath, type ApplicationReceipt } from '@iper/contracts';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styles from './application-form.module.css';

export interface ApplicationConfirmationProps {
  receipt: ApplicationReceipt;
  isLoggedIn: boolean;
  /** A change to a saved application rather than a new one. */
  changed: boolean;
}

/** After sending: the reference, what happens next and how to see or change the application. */
export function ApplicationConfirmation({
  receipt,
  isLoggedIn,
  changed,
}: ApplicationConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.confirmation} aria-labelledby="careers-confirmation-title">
      <h2 id="careers-confirmation-title" ref={heading} tabIndex={-1}>
        {changed ? (
          <FormattedMessage
            id="careers.confirmation.changedTitle"
            defaultMessage="Candidatura aggiornata"
          />
        ) : (
          <FormattedMessage id="careers.confirmation.title" defaultMessage="Candidatura inviata" />
        )}
      </h2>
      <p role="status">
        {receipt.position ? (
          <FormattedMessage
            id="careers.confirmation.position"
            defaultMessage="Grazie! Abbiamo ricevuto la tua candidatura per {title} ({place}), codice {reference}."
            values={{
              title: receipt.position.title,
              place: receipt.position.place,
              reference: <strong>{receipt.reference}</strong>,
            }}
          />
        ) : (
          <FormattedMessage
            id="careers.confirmation.spontaneous"
            defaultMessage="Grazie! Abbiamo ricevuto la tua candidatura spontanea, codice {reference}."
            values={{ reference: <strong>{receipt.reference}</strong> }}
          />
        )}
      </p>
      <p>
        <FormattedMessage
          id="careers.confirmation.next"
          defaultMessage="Il nostro team di selezione la esaminerà e ti contatterà all’indirizzo {email} se il tuo profilo corrisponde a quello che cerchiamo."
          values={{ email: receipt.email }}
        />
      </p>
      <p>
        {isLoggedIn ? (
          <FormattedMessage
            id="careers.confirmation.mine"
            defaultMessage="Puoi rivederla e modificarla finché la posizione è aperta in <link>Le tue candidature</link>."
            values={{ link: (chunks) => <Link to="/autocandidatura">{chunks}</Link> }}
          />
        ) : (
          <FormattedMessage
            id="careers.confirmation.login"
            defaultMessage="Per rivederla e modificarla finché la posizione è aperta, <link>accedi</link> con un account Iper che usa la stessa email."
            values={{
              link: (chunks) => (
                <Link to={`/accedi?redirect=${encodeURIComponent('/autocandidatura')}`}>
                  {chunks}
                </Link>
              ),
            }}
          />
        )}
      </p>
      <p>
        {receipt.position ? (
          <Link to={positionPath(receipt.position.kind, receipt.position.slug)}>
            <FormattedMessage
              id="careers.confirmation.backToPosition"
              defaultMessage="Torna alla posizione"
            />
          </Link>
        ) : (
          <Link to="/lavora-con-noi">
            <FormattedMessage
              id="careers.confirmation.backToCareers"
              defaultMessage="Torna a Lavora con noi"
            />
          </Link>
        )}
      </p>
    </section>
  );
}
