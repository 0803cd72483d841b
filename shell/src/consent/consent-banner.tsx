import { CONSENT_FORM, consentOfForm, getConsent, saveConsent } from '@iper/analytics';
import { Button, visuallyHiddenClassName } from '@iper/design-system';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import shellDialog from '../dialogs/shell-dialog.module.css';
import styles from './consent-banner.module.css';
import { useConsentDecided } from './consent-decided';
import {
  CONSENT_PREFERENCES_DIALOG_ID,
  openPreferences,
  preferencesDialog,
} from './preferences-dialog-state';

/** The page the consent form brings the visitor back to: this one. */
function BackHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name={CONSENT_FORM.back} value={`${pathname}${search}`} />;
}

/**
 * The choice of a consent form, once the app runs: saved in the browser, no page load. Before
 * that, the form goes to the server, which saves the same choice (server/src/consent).
 */
function saveChoiceOf(event: FormEvent<HTMLFormElement>): boolean {
  event.preventDefault();
  const { submitter } = event.nativeEvent as SubmitEvent;
  const consent = consentOfForm(Object.fromEntries(new FormData(event.currentTarget, submitter)));
  if (consent) saveConsent(consent);
  return Boolean(consent);
}

function PreferencesDialog() {
  const intl = useIntl();
  const isOpen = useSyncExternalStore(
    preferencesDialog.subscribe,
    preferencesDialog.isOpen,
    () => false,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const current = getConsent();
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);

  useEffect(() => {
    // Opened by its invoker command before the app started (the footer's button works without
    // it): the app takes it over open, with what the visitor ticked meanwhile.
    if (dialog.current?.open && !preferencesDialog.isOpen()) preferencesDialog.open();
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      const saved = getConsent();
      setAnalytics(saved?.analytics ?? false);
      setMarketing(saved?.marketing ?? false);
      element.showModal();
    }
    if (!isOpen && element.open && !preferencesDialog.isOpen()) element.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      id={CONSENT_PREFERENCES_DIALOG_ID}
      className={`${shellDialog.dialog} ${styles.dialog}`}
      aria-labelledby="consent-preferences-title"
      onClose={() => preferencesDialog.close()}
    >
      <h2 id="consent-preferences-title" className={styles.title}>
        <FormattedMessage id="consent.preferences.title" defaultMessage="Preferenze cookie" />
      </h2>
      <form
        method="post"
        action={CONSENT_FORM.path}
        onSubmit={(event) => {
          if (saveChoiceOf(event)) preferencesDialog.close();
        }}
      >
        <BackHere />
        <fieldset className={styles.purposes}>
          <legend className={visuallyHiddenClassName}>
            {intl.formatMessage({
              id: 'consent.preferences.legend',
              defaultMessage: 'Finalità dei cookie',
            })}
          </legend>
          <div className={styles.purpose}>
            <input id="consent-necessary" type="checkbox" checked disabled />
            <label htmlFor="consent-necessary" className={styles.purposeLabel}>
              <FormattedMessage id="consent.necessary" defaultMessage="Tecnici (sempre attivi)" />
            </label>
            <p>
              <FormattedMessage
                id="consent.necessary.text"
                defaultMessage="Servono al funzionamento del sito: accesso, carrello, negozio scelto, le tue preferenze sui cookie."
              />
            </p>
          </div>
          <div className={styles.purpose}>
            <input
              id="consent-analytics"
              type="checkbox"
              name={CONSENT_FORM.purposes.analytics}
              checked={analytics}
              onChange={(e) => setAnalytics(e.target.checked)}
            />
            <label htmlFor="consent-analytics" className={styles.purposeLabel}>
              <FormattedMessage id="consent.analytics" defaultMessage="Statistiche" />
            </label>
            <p>
              <FormattedMessage
                id="consent.analytics.text"
                defaultMessage="Ci aiutano a capire come usi il sito e le ricerche, per migliorarli."
              />
            </p>
          </div>
          <div className={styles.purpose}>
            <input
              id="consent-marketing"
              type="checkbox"
              name={CONSENT_FORM.purposes.marketing}
              checked={marketing}
              onChange={(e) => setMarketing(e.target.checked)}
            />
            <label htmlFor="consent-marketing" className={styles.purposeLabel}>
              <FormattedMessage id="consent.marketing" defaultMessage="Marketing" />
            </label>
            <p>
              <FormattedMessage
                id="consent.marketing.text"
                defaultMessage="Ci permettono di mostrarti offerte in linea con i tuoi interessi, anche su altri siti."
              />
            </p>
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button
            type="submit"
            sendsWithoutApp
            name={CONSENT_FORM.choice.field}
            value={CONSENT_FORM.choice.save}
          >
            <FormattedMessage id="consent.preferences.save" defaultMessage="Salva le preferenze" />
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * The cookie banner (Garante Privacy, 2021 guidelines): accept and reject with equal weight, the
 * X closes it and means reject, customise by purpose. Shown until the visitor chooses.
 */
export function ConsentBanner() {
  const intl = useIntl();
  const decided = useConsentDecided();
  const { choice } = CONSENT_FORM;
  return (
    <>
      {!decided && (
        <section
          className={styles.banner}
          aria-labelledby="consent-banner-title"
          aria-describedby="consent-banner-text"
        >
          <div className={styles.inner}>
            <h2 id="consent-banner-title" className={styles.title}>
              <FormattedMessage
                id="consent.banner.title"
                defaultMessage="Questo sito usa i cookie"
              />
            </h2>
            <p id="consent-banner-text" className={styles.text}>
              <FormattedMessage
                id="consent.banner.text"
                defaultMessage="Usiamo cookie tecnici, necessari al sito, e, solo con il tuo consenso, cookie statistici e di marketing. Puoi accettarli tutti, rifiutarli o scegliere per finalità; puoi cambiare idea in ogni momento da «Preferenze cookie» in fondo alla pagina."
              />
            </p>
            {/* A form the server answers: the choice works before the app has started. */}
            <form
              method="post"
              action={CONSENT_FORM.path}
              className={styles.actions}
              onSubmit={saveChoiceOf}
            >
              <BackHere />
              <Button type="submit" sendsWithoutApp name={choice.field} value={choice.reject}>
                <FormattedMessage id="consent.reject" defaultMessage="Rifiuta" />
              </Button>
              <Button
                theme="secondary"
                commandFor={CONSENT_PREFERENCES_DIALOG_ID}
                command="show-modal"
                onClick={openPreferences}
              >
                <FormattedMessage id="consent.customise" defaultMessage="Personalizza" />
              </Button>
              <Button type="submit" sendsWithoutApp name={choice.field} value={choice.accept}>
                <FormattedMessage id="consent.accept" defaultMessage="Accetta tutti" />
              </Button>
              <button
                type="submit"
                name={choice.field}
                value={choice.reject}
                className={styles.close}
                aria-label={intl.formatMessage({
                  id: 'consent.close',
                  defaultMessage: 'Chiudi e rifiuta i cookie non necessari',
                })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </form>
          </div>
        </section>
      )}
      <PreferencesDialog />
    </>
  );
}
