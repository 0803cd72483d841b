import { useStoresListQuery } from '@iper/api';
import { HELP_SERVICES } from '@iper/contracts';
import { SelectField, TextField, useFormField } from '@iper/design-system/forms';
import { useIntl } from 'react-intl';
import { schemaMessage } from './contact-form-rules';

/** The fields that depend on the theme: the order number for Iper Drive, the service, the store. */
export function ThemeFields() {
  const intl = useIntl();
  // Read through the form engine (not react-final-form directly), so it is the engine's own form.
  const theme = useFormField({ name: 'theme', label: 'theme' }).value;
  const { data: stores = [] } = useStoresListQuery();
  return (
    <>
      {theme === 'iper-drive' && (
        <TextField
          name="orderNumber"
          label={intl.formatMessage({
            id: 'content.contact.orderNumber',
            defaultMessage: "Numero d'ordine",
          })}
          rules="required"
          validate={schemaMessage('orderNumber')}
          hint={intl.formatMessage({
            id: 'content.contact.orderNumberHint',
            defaultMessage: "Lo trovi nell'email di conferma dell'ordine.",
          })}
        />
      )}
      {theme === 'servizi' && (
        <SelectField
          name="service"
          label={intl.formatMessage({ id: 'content.contact.service', defaultMessage: 'Servizio' })}
          rules="required"
          placeholder={intl.formatMessage({
            id: 'content.contact.choose',
            defaultMessage: 'Seleziona…',
          })}
          options={HELP_SERVICES.map((service) => ({ value: service.id, label: service.label }))}
        />
      )}
      <SelectField
        name="store"
        label={intl.formatMessage({ id: 'content.contact.store', defaultMessage: 'Punto vendita' })}
        {...(theme === 'punto-vendita' ? { rules: 'required' } : {})}
        placeholder={intl.formatMessage({
          id: 'content.contact.choose',
          defaultMessage: 'Seleziona…',
        })}
        options={stores.map((store) => ({ value: store.id, label: store.nome }))}
      />
    </>
  );
}
