import { RemoteWidget } from '../../../widgets/remote-widget';
import { ShowcasePage } from '../../showcase-page';
import { WidgetPending } from '../../widget-pending';

/** /test/registration: the registration flow, loaded from the account remote. */
export function Component() {
  return (
    <ShowcasePage
      title="Registrazione"
      intro="Il percorso di registrazione: la domanda sulla carta, la verifica con numero e cognome (041000000017 Neri: trovata; 041000000024 Gialli: bloccata), i dati personali, i consensi. Arriva dal remote account."
    >
      <RemoteWidget
        id="account/RegistrationFlow"
        fallback={<WidgetPending what="Il percorso di registrazione" />}
      />
    </ShowcasePage>
  );
}
