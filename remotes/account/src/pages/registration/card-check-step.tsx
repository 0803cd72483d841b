import { CardNumberSchema, type CardCheckResponse } from '@iper/contracts';
import { Button, Notification } from '@iper/design-system';
import { Form, TextField } from '@iper/design-system/forms';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAccountCardCheckMutation } from '../../api/account-api';
import styles from './registration-page.module.css';
import { StepActions } from './step-actions';
import { formErrorOf } from '../../features/session/server-message';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

type CheckOutcome = 'not_found' | 'blocked' | 'already_registered' | null;

export function CardCheckStep({
  onFound,
  onNewCard,
  onBack,
}: {
  onFound: (found: Extract<CardCheckResponse, { outcome: 'found' }>, surname: string) => void;
  onNewCard: () => void;
  onBack: () => void;
}) {
  const localized = useLocalizedPath();
  const intl = useIntl();
  const [check] = useAccountCardCheckMutation();
  const [outcome, setOutcome] = useState<CheckOutcome>(null);

  async function submit(values: { cardNumber?: string; surname?: string }) {
    setOutcome(null);
    return formErrorOf(async () => {
      const answer = await check({
        cardNumber: (values.cardNumber ?? '').replace(/\s+/g, ''),
        surname: values.surname ?? '',
      }).unwrap();
      if (answer.outcome === 'found') onFound(answer, (values.surname ?? '').trim());
      else setOutcome(answer.outcome);
    });
  }

  return (
    <>
      <p>
        <FormattedMessage
          id="account.registration.checkIntro"
          defaultMessage="Scrivi il numero della tua carta (le 12 cifre sotto il codice a barre) e il cognome dell'intestatario."
        />
      </p>
      {outcome === 'not_found' && (
        <Notification
          type="error"
          title={
            <FormattedMessage
              id="account.registration.notFoundTitle"
              defaultMessage="Carta non trovata"
            />
          }
        >
          <FormattedMessage
            id="account.registration.notFound"
            defaultMessage="Non abbiamo trovato una Carta Vantaggi con questo numero e questo cognome. Controlla i dati, oppure prosegui con una nuova carta digitale."
          />
        </Notification>
      )}
      {outcome === 'blocked' && (
        <Notification
          type="error"
          title={
            <FormattedMessage
              id="account.registration.blockedTitle"
              defaultMessage="Carta bloccata"
            />
          }
        >
          <FormattedMessage
            id="account.registration.blocked"
            defaultMessage="Questa Carta Vantaggi è bloccata e non può essere registrata. Rivolgiti al punto accoglienza del tuo Iper."
          />
        </Notification>
      )}
      {outcome === 'already_registered' && (
        <Notification
          type="error"
          title={
            <FormattedMessage
              id="account.registration.takenTitle"
              defaultMessage="Carta già registrata"
            />
          }
        >
          <FormattedMessage
            id="account.registration.taken"
            defaultMessage="Questa Carta Vantaggi è già associata a un account. Accedi con quell'account oppure recupera la password."
          />{' '}
          <Link to={localized('/accedi')}>
            <FormattedMessage
              id="account.registration.takenLogin"
              defaultMessage="Vai all'accesso"
            />
          </Link>
        </Notification>
      )}
      <Form<{ cardNumber?: string; surname?: string }>
        onSubmit={submit}
        aria-label="Verifica la carta"
        className={styles.form}
      >
        <TextField
          name="cardNumber"
          label={intl.formatMessage({
            id: 'account.registration.cardNumber',
            defaultMessage: 'Numero della carta',
          })}
          rules="required"
          validate={(value) =>
            CardNumberSchema.safeParse(String(value).replace(/\s+/g, '')).success
              ? undefined
              : intl.formatMessage({
                  id: 'account.registration.cardNumberInvalid',
                  defaultMessage: 'Il numero della carta ha 12 cifre.',
                })
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
        />
        <TextField
          name="surname"
          label={intl.formatMessage({
            id: 'account.registration.surname',
            defaultMessage: "Cognome dell'intestatario",
          })}
          rules="required"
          autoComplete="family-name"
        />
        <StepActions
          submit={
            <FormattedMessage id="account.registration.check" defaultMessage="Verifica la carta" />
          }
          onBack={onBack}
        />
      </Form>
      {outcome === 'not_found' && (
        <div className={styles.actions}>
          <Button theme="secondary" onClick={onNewCard}>
            <FormattedMessage
              id="account.registration.newCardInstead"
              defaultMessage="Prosegui con una nuova carta digitale"
            />
          </Button>
        </div>
      )}
    </>
  );
}
