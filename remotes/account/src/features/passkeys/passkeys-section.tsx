import type { Passkey } from '@iper/contracts';
import { Button, CardList, Loading, Notification, VisuallyHidden } from '@iper/design-system';
import { Form, SubmitButton, TextField } from '@iper/design-system/forms';
import { SITE_TIME_ZONE } from '@iper/i18n';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAccountPasskeyRemoveMutation,
  useAccountPasskeyRenameMutation,
  useAccountPasskeysQuery,
} from '../../api/passkeys-api';
import layout from '../account-layout/account-layout.module.css';
import cardList from '../account-layout/card-list.module.css';
import { formErrorOf, serverMessage } from '../session/server-message';
import { usePasskeysSupported } from './passkey-ceremony';
import styles from './passkeys-section.module.css';
import { useAddPasskey } from './use-add-passkey';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SITE_TIME_ZONE,
};

interface RenameValues {
  name: string;
  [key: string]: unknown;
}

function PasskeyItem({
  passkey,
  onChanged,
  onOutcome,
}: {
  passkey: Passkey;
  onChanged: () => void;
  onOutcome: (outcome: { type: 'success' | 'error'; text: string }) => void;
}) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const [rename] = useAccountPasskeyRenameMutation();
  const [remove, removing] = useAccountPasskeyRemoveMutation();

  async function submitRename(values: RenameValues) {
    const failed = await formErrorOf(() => rename({ id: passkey.id, name: values.name }).unwrap());
    if (failed) return failed;
    setRenaming(false);
    onChanged();
    return undefined;
  }

  async function removePasskey() {
    try {
      await remove({ id: passkey.id }).unwrap();
      onOutcome({
        type: 'success',
        text: intl.formatMessage(
          {
            id: 'account.passkeys.removed',
            defaultMessage: 'Passkey «{name}» rimossa: non potrai più usarla per accedere.',
          },
          { name: passkey.name },
        ),
      });
      onChanged();
    } catch (error) {
      onOutcome({ type: 'error', text: serverMessage(error) });
    }
  }

  return (
    <li className={cardList.item}>
      <p className={styles.name}>
        <strong>{passkey.name}</strong>
      </p>
      <dl className={styles.details}>
        <dt>
          <FormattedMessage id="account.passkeys.created" defaultMessage="Aggiunta il" />
        </dt>
        <dd>{intl.formatDate(passkey.createdAt, DATE_TIME)}</dd>
        <dt>
          <FormattedMessage id="account.passkeys.lastUsed" defaultMessage="Ultimo utilizzo" />
        </dt>
        <dd>
          {passkey.lastUsedAt ? (
            intl.formatDate(passkey.lastUsedAt, DATE_TIME)
          ) : (
            <FormattedMessage id="account.passkeys.neverUsed" defaultMessage="Mai usata" />
          )}
        </dd>
      </dl>
      {renaming ? (
        <Form<RenameValues>
          onSubmit={submitRename}
          initialValues={{ name: passkey.name }}
          aria-label={intl.formatMessage(
            { id: 'account.passkeys.renameForm', defaultMessage: 'Rinomina {name}' },
            { name: passkey.name },
          )}
          className={layout.form}
        >
          <TextField
            name="name"
            label={intl.formatMessage({
              id: 'account.passkeys.nameLabel',
              defaultMessage: 'Nome della passkey',
            })}
            rules="required"
            autoComplete="off"
          />
          <div className={layout.actions}>
            <SubmitButton size="s">
              <FormattedMessage id="account.passkeys.save" defaultMessage="Salva il nome" />
            </SubmitButton>
            <Button theme="ghost" size="s" onClick={() => setRenaming(false)}>
              <FormattedMessage id="account.passkeys.cancel" defaultMessage="Annulla" />
            </Button>
          </div>
        </Form>
      ) : (
        <div className={layout.actions}>
          <Button theme="secondary" size="s" onClick={() => setRenaming(true)}>
            <FormattedMessage id="account.passkeys.rename" defaultMessage="Rinomina" />
            <VisuallyHidden>: {passkey.name}</VisuallyHidden>
          </Button>
          <Button
            theme="secondary"
            size="s"
            isLoading={removing.isLoading}
            onClick={() => void removePasskey()}
          >
            <FormattedMessage id="account.passkeys.remove" defaultMessage="Rimuovi" />
            <VisuallyHidden>: {passkey.name}</VisuallyHidden>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * "Le tue passkey" (issue 34): the account's passkeys with their dates, renamed and removed in
 * place, and "Aggiungi una passkey". Adding and removing may ask the fresh-check dialog first.
 */
export function PasskeysSection() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useAccountPasskeysQuery();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const { add, adding } = useAddPasskey();
  const supported = usePasskeysSupported();

  async function addOne() {
    setOutcome(undefined);
    const result = await add();
    if (result.status === 'added')
      setOutcome({
        type: 'success',
        text: intl.formatMessage({
          id: 'account.passkeys.added',
          defaultMessage:
            'Passkey aggiunta: la prossima volta accedi con l’impronta, il volto o il PIN del dispositivo.',
        }),
      });
    else if (result.status === 'error') setOutcome({ type: 'error', text: result.message });
    await refetch();
  }

  return (
    <section className={layout.section} aria-labelledby="sezione-passkey">
      <h2 id="sezione-passkey">
        <FormattedMessage id="account.passkeys.title" defaultMessage="Le tue passkey" />
      </h2>
      <p>
        <FormattedMessage
          id="account.passkeys.intro"
          defaultMessage="Con una passkey accedi senza password, con l’impronta, il volto o il PIN del tuo dispositivo. È legata al sito Iper: non può essere rubata da un sito falso."
        />
      </p>
      {outcome && (
        <Notification type={outcome.type} onClose={() => setOutcome(undefined)}>
          {outcome.text}
        </Notification>
      )}
      {isLoading && <Loading />}
      {isError && (
        <Notification type="error">
          <FormattedMessage
            id="account.passkeys.loadError"
            defaultMessage="Non è stato possibile caricare le tue passkey. Riprova tra qualche istante."
          />
        </Notification>
      )}
      {data && data.passkeys.length === 0 && (
        <p>
          <FormattedMessage
            id="account.passkeys.none"
            defaultMessage="Non hai ancora aggiunto una passkey."
          />
        </p>
      )}
      {data && data.passkeys.length > 0 && (
        <CardList layout="stack">
          {data.passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onChanged={() => void refetch()}
              onOutcome={setOutcome}
            />
          ))}
        </CardList>
      )}
      <div className={layout.actions}>
        {supported ? (
          <Button theme="primary" icon="plus" isLoading={adding} onClick={() => void addOne()}>
            <FormattedMessage id="account.passkeys.add" defaultMessage="Aggiungi una passkey" />
          </Button>
        ) : (
          <p>
            <FormattedMessage
              id="account.passkeys.unsupported"
              defaultMessage="Questo browser non supporta le passkey."
            />
          </p>
        )}
      </div>
    </section>
  );
}
