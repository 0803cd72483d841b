import { FEEDBACK_MESSAGES } from '@iper/contracts';
import { Button } from '@iper/design-system';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useFeedbackSendMutation } from './feedback-api';
import shellDialog from '../dialogs/shell-dialog.module.css';
import footerButton from '../layouts/footer-button.module.css';
import styles from './feedback-dialog.module.css';

const MIN_LENGTH = 10;

/**
 * The feedback button and its dialog (SPEC §8): a visitor tells us what went wrong on a page.
 * What they typed stays in the form when sending fails.
 */
export function FeedbackDialog() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), message: useId(), hint: useId(), error: useId(), email: useId() };
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [send, { isLoading, isSuccess, isError, reset }] = useFeedbackSendMutation();

  const open = () => {
    reset();
    setTooShort(false);
    dialog.current?.showModal();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (message.trim().length < MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    const result = await send({ message: message.trim(), page: pathname, email: email.trim() });
    if (!('error' in result)) {
      setMessage('');
      setEmail('');
    }
  };

  return (
    <>
      <button type="button" className={`${footerButton.button} ${styles.trigger}`} onClick={open}>
        <FormattedMessage id="feedback.open" defaultMessage="Dicci la tua" />
      </button>
      <dialog
        ref={dialog}
        className={`${shellDialog.dialog} ${styles.dialog}`}
        aria-labelledby={ids.title}
      >
        <h2 id={ids.title} className={styles.title}>
          <FormattedMessage
            id="feedback.title"
            defaultMessage="Segnalaci un problema o un suggerimento"
          />
        </h2>
        {isSuccess && (
          <p role="status" className={`${styles.status} ${styles.success}`}>
            {FEEDBACK_MESSAGES.received}
          </p>
        )}
        {isError && (
          <p role="alert" className={`${styles.status} ${styles.failure}`}>
            {FEEDBACK_MESSAGES.failed}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={ids.message}>
              <FormattedMessage id="feedback.message" defaultMessage="Il tuo messaggio" />
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id={ids.message}
              value={message}
              required
              maxLength={2000}
              aria-invalid={tooShort || undefined}
              aria-describedby={tooShort ? `${ids.hint} ${ids.error}` : ids.hint}
              onChange={(event) => setMessage(event.target.value)}
            />
            <span id={ids.hint} className={styles.hint}>
              <FormattedMessage
                id="feedback.hint"
                defaultMessage="Almeno {min} caratteri."
                values={{ min: MIN_LENGTH }}
              />
            </span>
            {tooShort && (
              <span id={ids.error} className={styles.error}>
                {intl.formatMessage(
                  { id: 'feedback.tooShort', defaultMessage: 'Scrivi almeno {min} caratteri.' },
                  { min: MIN_LENGTH },
                )}
              </span>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.email}>
              <FormattedMessage
                id="feedback.email"
                defaultMessage="Email (facoltativa, per risponderti)"
              />
            </label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className={styles.actions}>
            <Button theme="secondary" onClick={() => dialog.current?.close()}>
              <FormattedMessage id="feedback.close" defaultMessage="Chiudi" />
            </Button>
            <Button type="submit" isLoading={isLoading}>
              <FormattedMessage id="feedback.send" defaultMessage="Invia" />
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
