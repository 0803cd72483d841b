import {
  HELP_ATTACHMENT_FIELDS,
  HELP_ATTACHMENT_MAX_MB,
  HELP_CARD_DIGITS,
  HELP_CATEGORIES,
  HELP_FEEDBACK,
  HELP_THEMES,
  helpRequestInputFromText,
  type HelpAttachmentField,
} from '@iper/contracts';
import { Button, Link, Modal, siteCalendarDay, useSiteNow } from '@iper/design-system';
import {
  EmailField,
  FileField,
  Form,
  PrivacyConsentField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@iper/design-system/forms';
import type { SubmissionErrors } from 'final-form';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './contact-form.module.css';
import { attachmentsWithWrongContent, helpRequestBody, sendHelpRequest } from './send-help-request';
import { schemaMessage, textValues } from './contact-form-rules';
import { DateOrTimeField } from './date-or-time-field';
import { ThemeFields } from './theme-fields';

type ContactValues = Record<string, unknown> & {
  theme?: string;
  receiptPhoto?: File[];
  productPhoto?: File[];
  storePhoto?: File[];
};

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Feedback = { kind: 'success'; reference: string } | { kind: 'failure' };

/**
 * The help centre's contact form (SPEC §3): validated in the browser with the same schema as the
 * server, photos checked by type, size and content, sent with its upload progress, and answered
 * with the feedback messages of SPEC §8 in a dialog.
 */
export function ContactForm({ title, intro }: { title: string; intro: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [progress, setProgress] = useState<number>();
  const [feedback, setFeedback] = useState<Feedback>();
  const [formKey, setFormKey] = useState(0);
  const today = siteCalendarDay(useSiteNow());
  const label = (id: string, defaultMessage: string) =>
    intl.formatMessage({ id: `content.contact.${id}`, defaultMessage });

  const submit = async (values: ContactValues): Promise<SubmissionErrors | void> => {
    const files: Partial<Record<HelpAttachmentField, File>> = {};
    for (const field of HELP_ATTACHMENT_FIELDS) {
      const chosen = values[field];
      if (Array.isArray(chosen) && chosen[0] instanceof File) files[field] = chosen[0];
    }
    const wrongContent = await attachmentsWithWrongContent(files);
    if (Object.keys(wrongContent).length) return wrongContent;

    const body = helpRequestBody(helpRequestInputFromText(textValues(values)), files);
    setProgress(0);
    try {
      const { status, body: answer } = await sendHelpRequest(body, setProgress);
      if (status === 201) {
        const reference = (answer as { id?: string } | undefined)?.id ?? '';
        setFeedback({ kind: 'success', reference });
        return;
      }
      const issues = (answer as { issues?: { path: string; message: string }[] } | undefined)
        ?.issues;
      if (status === 400 && issues?.length) {
        return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
      }
      setFeedback({ kind: 'failure' });
    } catch {
      setFeedback({ kind: 'failure' });
    } finally {
      setProgress(undefined);
    }
  };

  const closeFeedback = () => {
    if (feedback?.kind === 'success') setFormKey((key) => key + 1); // a new, empty form
    setFeedback(undefined);
  };

  return (
    <section className={styles.contact} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      <Form<ContactValues>
        key={formKey}
        aria-labelledby={titleId}
        onSubmit={submit}
        className={styles.form}
      >
        <fieldset className={styles.group}>
          <legend>
            <FormattedMessage id="content.contact.aboutRequest" defaultMessage="La tua richiesta" />
          </legend>
          <SelectField
            name="theme"
            label={label('theme', 'Argomento')}
            rules="required"
            placeholder={label('choose', 'Seleziona…')}
            options={HELP_THEMES.map((theme) => ({ value: theme.id, label: theme.label }))}
          />
          <SelectField
            name="category"
            label={label('category', 'Tipo di richiesta')}
            rules="required"
            placeholder={label('choose', 'Seleziona…')}
            options={HELP_CATEGORIES.map((category) => ({
              value: category.id,
              label: category.label,
            }))}
          />
          <ThemeFields />
          <div className={styles.pair}>
            <DateOrTimeField name="date" type="date" max={today} label={label('date', 'Data')} />
            <DateOrTimeField name="time" type="time" label={label('time', 'Ora')} />
          </div>
          <TextareaField
            name="message"
            label={label('message', 'Messaggio')}
            rules="required"
            validate={schemaMessage('message')}
            maxLength={2000}
            rows={6}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>
            <FormattedMessage id="content.contact.aboutYou" defaultMessage="I tuoi dati" />
          </legend>
          <div className={styles.pair}>
            <TextField
              name="name"
              label={label('name', 'Nome')}
              rules="required"
              autoComplete="given-name"
              validate={schemaMessage('name')}
            />
            <TextField
              name="surname"
              label={label('surname', 'Cognome')}
              rules="required"
              autoComplete="family-name"
              validate={schemaMessage('surname')}
            />
          </div>
          <EmailField
            name="email"
            label={label('email', 'Email')}
            rules="required"
            autoComplete="email"
          />
          <TextField
            name="phone"
            type="tel"
            label={label('phone', 'Telefono')}
            autoComplete="tel"
            validate={schemaMessage('phone')}
          />
          <TextField
            name="cardLast13"
            label={intl.formatMessage(
              {
                id: 'content.contact.card',
                defaultMessage: 'Ultime {digits} cifre della Carta Vantaggi',
              },
              { digits: HELP_CARD_DIGITS },
            )}
            inputMode="numeric"
            maxLength={HELP_CARD_DIGITS}
            validate={schemaMessage('cardLast13')}
          />
          <TextField
            name="businessName"
            label={label('businessName', 'Ragione sociale')}
            autoComplete="organization"
            hint={label('businessHint', 'Solo se scrivi per conto di un’azienda.')}
          />
          <TextField
            name="vatOrFiscalCode"
            label={label('vat', 'Partita IVA o codice fiscale')}
            validate={schemaMessage('vatOrFiscalCode')}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>
            <FormattedMessage id="content.contact.photos" defaultMessage="Foto" />
          </legend>
          <FileField
            name="receiptPhoto"
            label={label('receiptPhoto', 'Foto dello scontrino')}
            accept={[...IMAGE_TYPES, 'application/pdf']}
            maxSizeMb={HELP_ATTACHMENT_MAX_MB}
          />
          <FileField
            name="productPhoto"
            label={label('productPhoto', 'Foto del prodotto')}
            accept={IMAGE_TYPES}
            maxSizeMb={HELP_ATTACHMENT_MAX_MB}
          />
          <FileField
            name="storePhoto"
            label={label('storePhoto', 'Foto del punto vendita')}
            accept={IMAGE_TYPES}
            maxSizeMb={HELP_ATTACHMENT_MAX_MB}
          />
        </fieldset>

        <PrivacyConsentField
          label={
            <FormattedMessage
              id="content.contact.privacy"
              defaultMessage="Ho letto l’<link>informativa privacy</link>"
              values={{ link: (chunks) => <Link to="/informativa-privacy">{chunks}</Link> }}
            />
          }
        />
        {progress !== undefined && (
          <div className={styles.progress}>
            <label htmlFor={`${titleId}-progress`}>
              <FormattedMessage
                id="content.contact.progress"
                defaultMessage="Invio in corso: {percent} %"
                values={{ percent: progress }}
              />
            </label>
            <progress id={`${titleId}-progress`} max={100} value={progress} />
          </div>
        )}
        <SubmitButton>
          <FormattedMessage id="content.contact.submit" defaultMessage="Invia la richiesta" />
        </SubmitButton>
      </Form>
      <Modal
        isOpen={feedback !== undefined}
        onClose={closeFeedback}
        title={feedback?.kind === 'success' ? HELP_FEEDBACK.success : HELP_FEEDBACK.failure}
        footer={<Button onClick={closeFeedback}>{label('close', 'Chiudi')}</Button>}
      >
        {feedback?.kind === 'success' ? (
          <p>
            <FormattedMessage
              id="content.contact.successText"
              defaultMessage="Il numero della tua segnalazione è {reference}. Ti risponderemo via email entro due giorni lavorativi."
              values={{ reference: <strong>{feedback.reference}</strong> }}
            />
          </p>
        ) : (
          <p>
            <FormattedMessage
              id="content.contact.failureText"
              defaultMessage="I dati che hai inserito sono ancora nel modulo: puoi riprovare tra qualche minuto."
            />
          </p>
        )}
      </Modal>
    </section>
  );
}
