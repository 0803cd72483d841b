import { useStoresListQuery } from '@iper/api';
import { Notification } from '@iper/design-system';
import { Form, SelectField, SubmitButton } from '@iper/design-system/forms';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccountSaveFavouriteStoreMutation } from '../../api/account-api';
import layout from '../../features/account-layout/account-layout.module.css';
import { formErrorOf } from '../../features/session/server-message';

/** Favourite store, chosen among the stores of the chain (SPEC §4 selection rules apply). */
export function FavouriteStoreSection({ storeId }: { storeId: string | null }) {
  const intl = useIntl();
  const { data: stores = [] } = useStoresListQuery();
  const [save] = useAccountSaveFavouriteStoreMutation();
  const [saved, setSaved] = useState(false);
  const current = stores.find((store) => store.id === storeId);
  const options = useMemo(
    () => stores.map((store) => ({ value: store.id, label: `${store.nome} (${store.provincia})` })),
    [stores],
  );
  return (
    <section className={layout.section} aria-labelledby="sezione-negozio">
      <h2 id="sezione-negozio">
        <FormattedMessage
          id="account.accountHome.store"
          defaultMessage="Il tuo punto vendita preferito"
        />
      </h2>
      <p>
        {current ? (
          <FormattedMessage
            id="account.accountHome.storeCurrent"
            defaultMessage="Ora è {name}, {address}, {city}."
            values={{ name: current.nome, address: current.indirizzo, city: current.citta }}
          />
        ) : (
          <FormattedMessage
            id="account.accountHome.storeNone"
            defaultMessage="Non hai ancora scelto un punto vendita preferito."
          />
        )}
      </p>
      {saved && (
        <Notification type="success" onClose={() => setSaved(false)}>
          <FormattedMessage
            id="account.accountHome.storeSaved"
            defaultMessage="Punto vendita preferito salvato."
          />
        </Notification>
      )}
      <Form<{ storeId?: string }>
        initialValues={{ storeId: storeId ?? undefined }}
        aria-label="Punto vendita preferito"
        className={layout.form}
        onSubmit={async (values) => {
          setSaved(false);
          return formErrorOf(async () => {
            await save({ storeId: values.storeId ?? '' }).unwrap();
            setSaved(true);
          });
        }}
      >
        <SelectField
          name="storeId"
          label={intl.formatMessage({
            id: 'account.accountHome.storeChoose',
            defaultMessage: 'Scegli il punto vendita',
          })}
          rules="required"
          options={options}
          placeholder={intl.formatMessage({
            id: 'account.accountHome.storePlaceholder',
            defaultMessage: 'Scegli il tuo Iper',
          })}
        />
        <div className={layout.actions}>
          <SubmitButton theme="secondary">
            <FormattedMessage
              id="account.accountHome.storeSave"
              defaultMessage="Salva il punto vendita"
            />
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
