import { getConsent, saveConsent } from '@iper/analytics';
import { Button, visuallyHiddenClassName } from '@iper/design-system';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import shellDialog from '../dialogs/shell-dialog.module.css';
import styles from './consent-banner.module.css';
import { useConsentDecided } from './consent-decided';
import { preferencesDialog } from './preferences-dialog-state';

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
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      const saved = getConsent();
      setAnalytics(saved?.analytics ?? false);
      setMarketing(saved?.marketing ?? false);
      element.showModal();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      className={`${shellDialog.dialog} ${styles.dialog}`}
      aria-labelledby="consent-preferences-title"
      onClose={() => preferencesDialog.close()}
    >
      <h2 id="consent-preferences-title" className={styles.title}>
        <FormattedMessage id="consent.preferences.title" defaultMessage="Preferenze cookie" />
      </h2>
      <form
        method="dialog"
        onSubmit={() => {
          saveConsent({ analytics, marketing });
          preferencesDialog.close();
        }}
      >
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
          <Button type="submit">
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
  const reject = () => saveConsent({ analytics: false, marketing: false });
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
            <div className={styles.actions}>
              <Button onClick={reject}>
                <FormattedMessage id="consent.reject" defaultMessage="Rifiuta" />
              </Button>
              <Button theme="secondary" onClick={() => preferencesDialog.open()}>
                <FormattedMessage id="consent.customise" defaultMessage="Personalizza" />
              </Button>
              <Button onClick={() => saveConsent({ analytics: true, marketing: true })}>
                <FormattedMessage id="consent.accept" defaultMessage="Accetta tutti" />
              </Button>
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={intl.formatMessage({
                id: 'consent.close',
                defaultMessage: 'Chiudi e rifiuta i cookie non necessari',
              })}
              onClick={reject}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </section>
      )}
      <PreferencesDialog />
    </>
  );
}
