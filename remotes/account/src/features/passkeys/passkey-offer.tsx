import { Button, Notification } from '@iper/design-system';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import layout from '../account-layout/account-layout.module.css';
import { usePasskeysSupported } from './passkey-ceremony';
import { useAddPasskey } from './use-add-passkey';

/**
 * Right after sign-up: a passkey offered, never required (issue 34). "Non ora" simply hides it;
 * the account's privacy page offers it again whenever the customer wants.
 */
export function PasskeyOffer() {
  const { add, adding } = useAddPasskey();
  const supported = usePasskeysSupported();
  const [state, setState] = useState<'offered' | 'added' | 'dismissed' | { error: string }>(
    'offered',
  );
  if (!supported || state === 'dismissed') return null;
  if (state === 'added')
    return (
      <Notification type="success">
        <FormattedMessage
          id="account.passkeyOffer.added"
          defaultMessage="Passkey aggiunta: la prossima volta accedi con l’impronta, il volto o il PIN del dispositivo."
        />
      </Notification>
    );
  return (
    <section className={layout.section} aria-labelledby="offerta-passkey">
      <h2 id="offerta-passkey">
        <FormattedMessage
          id="account.passkeyOffer.title"
          defaultMessage="Accedi più in fretta con una passkey"
        />
      </h2>
      <p>
        <FormattedMessage
          id="account.passkeyOffer.text"
          defaultMessage="Niente password da ricordare: usi l’impronta, il volto o il PIN di questo dispositivo. Puoi farlo anche più tardi, dalla pagina Privacy e dati."
        />
      </p>
      {typeof state === 'object' && <Notification type="error">{state.error}</Notification>}
      <div className={layout.actions}>
        <Button
          theme="primary"
          isLoading={adding}
          onClick={() =>
            void add().then((result) => {
              if (result.status === 'added') setState('added');
              else if (result.status === 'error') setState({ error: result.message });
            })
          }
        >
          <FormattedMessage id="account.passkeyOffer.add" defaultMessage="Aggiungi una passkey" />
        </Button>
        <Button theme="ghost" onClick={() => setState('dismissed')}>
          <FormattedMessage id="account.passkeyOffer.later" defaultMessage="Non ora" />
        </Button>
      </div>
    </section>
  );
}
