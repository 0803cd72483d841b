import { useSession, useSessionAccountInfoQuery } from '@iper/api';
import { Button, Loading, Notification } from '@iper/design-system';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import layout from '../../features/account-layout/account-layout.module.css';
import { AccountPage } from '../../features/account-layout/account-page';
import { DevicesSection } from '../../features/devices/devices-section';
import { PasskeysSection } from '../../features/passkeys/passkeys-section';
import { TwoFactorSection } from '../../features/two-factor/two-factor-section';
import { useDataDownload } from '../../features/privacy/use-data-download';
import { DeleteAccountDialog } from './delete-account-dialog';
import styles from './privacy-data-page.module.css';

function DownloadSection() {
  const { state, download } = useDataDownload();
  return (
    <section className={layout.section} aria-labelledby="sezione-scarica">
      <h2 id="sezione-scarica">
        <FormattedMessage
          id="account.privacyData.downloadTitle"
          defaultMessage="Scarica i tuoi dati"
        />
      </h2>
      <p>
        <FormattedMessage
          id="account.privacyData.downloadIntro"
          defaultMessage="Ricevi in un file JSON tutto quello che il sito conserva su di te: profilo e consensi, Carta Vantaggi e punti, coupon, lista della spesa, scontrini digitali, punto vendita preferito, richieste di assistenza, candidature e accessi. Password e codici di sicurezza non sono mai inclusi."
        />
      </p>
      {state.status === 'done' && (
        <Notification type="success">
          <FormattedMessage
            id="account.privacyData.downloadDone"
            defaultMessage="Il file con i tuoi dati è stato scaricato."
          />
        </Notification>
      )}
      {state.status === 'error' && <Notification type="error">{state.message}</Notification>}
      <div className={layout.actions}>
        <Button
          theme="secondary"
          icon="download"
          isLoading={state.status === 'loading'}
          onClick={() => void download()}
        >
          <FormattedMessage
            id="account.privacyData.download"
            defaultMessage="Scarica i miei dati"
          />
        </Button>
      </div>
    </section>
  );
}

function DeleteSection({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={layout.section} aria-labelledby="sezione-elimina">
      <h2 id="sezione-elimina">
        <FormattedMessage
          id="account.privacyData.deleteSection"
          defaultMessage="Elimina il tuo account"
        />
      </h2>
      <p>
        <FormattedMessage
          id="account.privacyData.deleteIntro"
          defaultMessage="Se elimini l’account:"
        />
      </p>
      <ul className={styles.consequences}>
        <li>
          <FormattedMessage
            id="account.privacyData.deleteProfile"
            defaultMessage="cancelliamo subito profilo, consensi, lista della spesa, coupon salvati, preferenze e richieste di assistenza, e chiudiamo tutti i tuoi accessi;"
          />
        </li>
        <li>
          <FormattedMessage
            id="account.privacyData.deleteCard"
            defaultMessage="la Carta Vantaggi non è più collegata al sito ma resta valida in cassa con i suoi punti: potrai collegarla a un nuovo account;"
          />
        </li>
        <li>
          <FormattedMessage
            id="account.privacyData.deleteReceipts"
            defaultMessage="gli scontrini restano nella contabilità del punto vendita, come chiede la legge, senza più alcun legame con te;"
          />
        </li>
        <li>
          <FormattedMessage
            id="account.privacyData.deleteApplications"
            defaultMessage="le candidature a selezioni ancora aperte restano al team selezione fino alla chiusura; le altre sono cancellate."
          />
        </li>
      </ul>
      <p>
        <FormattedMessage
          id="account.privacyData.deleteAdvice"
          defaultMessage="Prima di procedere puoi scaricare i tuoi dati."
        />
      </p>
      <div className={layout.actions}>
        <Button theme="primary" onClick={() => setOpen(true)}>
          <FormattedMessage
            id="account.privacyData.delete"
            defaultMessage="Elimina il mio account"
          />
        </Button>
      </div>
      <DeleteAccountDialog isOpen={open} onClose={() => setOpen(false)} hasPassword={hasPassword} />
    </section>
  );
}

/** /account/privacy-e-dati: the GDPR self-service (download my data, my devices, delete my account). */
export function Component() {
  const session = useSession();
  const { data: info } = useSessionAccountInfoQuery(undefined, { skip: !session.isLoggedIn });
  return (
    <AccountPage
      title={<FormattedMessage id="account.privacyData.title" defaultMessage="Privacy e dati" />}
      lead={
        <FormattedMessage
          id="account.privacyData.lead"
          defaultMessage="I tuoi diritti sui dati personali (GDPR): scaricali o elimina l’account. I consensi si modificano nella pagina Il mio account."
        />
      }
    >
      {!info ? (
        <Loading />
      ) : (
        <>
          <DownloadSection />
          <PasskeysSection />
          <TwoFactorSection />
          <DevicesSection />
          <DeleteSection hasPassword={info.loginProvider === 'site'} />
        </>
      )}
    </AccountPage>
  );
}
