import { useStoresListQuery } from '@iper/api';
import type { VoucherRequestResponse } from '@iper/contracts';
import {
  EmailField,
  Form,
  PrivacyConsentField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { FormSpy } from 'react-final-form';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { apiErrorStatus, useLoyaltyVoucherRequestMutation } from '../../api/loyalty-api';
import {
  voucherFieldProblem,
  voucherRequestOf,
  voucherTotal,
  type VoucherFormValues,
} from '../../domain/voucher-request';
import styles from './virtual-card-vouchers-page.module.css';

type Field = Parameters<typeof voucherFieldProblem>[0];
const check = (field: Field) => (_value: unknown, values: Record<string, unknown>) =>
  voucherFieldProblem(field, values as VoucherFormValues);

interface ServerIssue {
  path: string;
  message: string;
}

/** The request form for municipal representatives: validated here and on the server, then stored. */
export function VoucherRequestForm({
  onSent,
}: {
  onSent: (response: VoucherRequestResponse) => void;
}) {
  const intl = useIntl();
  const [send] = useLoyaltyVoucherRequestMutation();
  const stores = useStoresListQuery();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  async function submit(values: VoucherFormValues) {
    const draft = voucherRequestOf(values);
    if (!draft.privacy)
      return {
        privacy: t(
          'loyalty.vouchers.form.privacyRequired',
          "Accetta l'informativa privacy per inviare la richiesta",
        ),
      };
    try {
      onSent(await send({ ...draft, privacy: true }).unwrap());
      return undefined;
    } catch (error) {
      const issues = (error as { data?: { issues?: ServerIssue[] } }).data?.issues;
      if (apiErrorStatus(error) === 400 && issues?.length) {
        return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
      }
      if (apiErrorStatus(error) === 429) {
        return {
          [FORM_ERROR]: t(
            'loyalty.vouchers.form.tooMany',
            'Hai inviato molte richieste in poco tempo. Riprova tra qualche minuto.',
          ),
        };
      }
      return {
        [FORM_ERROR]: t(
          'loyalty.vouchers.form.failed',
          'Non è stato possibile inviare la richiesta. Riprova tra qualche istante.',
        ),
      };
    }
  }

  return (
    <Form<VoucherFormValues>
      onSubmit={submit}
      aria-labelledby="voucher-form-title"
      className={styles.form}
    >
      <fieldset className={styles.group}>
        <legend>
          <FormattedMessage id="loyalty.vouchers.form.entity" defaultMessage="Il Comune" />
        </legend>
        <TextField
          name="municipality"
          label={t('loyalty.vouchers.form.municipality', 'Comune')}
          rules="required"
          validate={check('municipality')}
          autoComplete="address-level2"
        />
        <div className={styles.row}>
          <TextField
            name="province"
            label={t('loyalty.vouchers.form.province', 'Provincia (sigla)')}
            rules="required"
            validate={check('province')}
            maxLength={2}
            autoComplete="address-level1"
          />
          <TextField
            name="entityTaxCode"
            label={t('loyalty.vouchers.form.taxCode', 'Codice fiscale del Comune')}
            hint={t('loyalty.vouchers.form.taxCodeHint', '11 cifre')}
            rules="required"
            validate={check('entityTaxCode')}
            inputMode="numeric"
            maxLength={11}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>
          <FormattedMessage
            id="loyalty.vouchers.form.person"
            defaultMessage="Chi fa la richiesta"
          />
        </legend>
        <div className={styles.row}>
          <TextField
            name="firstName"
            label={t('loyalty.vouchers.form.firstName', 'Nome')}
            rules="required"
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label={t('loyalty.vouchers.form.lastName', 'Cognome')}
            rules="required"
            autoComplete="family-name"
          />
        </div>
        <TextField
          name="role"
          label={t('loyalty.vouchers.form.role', 'Ruolo nel Comune')}
          hint={t(
            'loyalty.vouchers.form.roleHint',
            'Ad esempio: assessore ai servizi sociali, responsabile dell’ufficio',
          )}
          rules="required"
          validate={check('role')}
          autoComplete="organization-title"
        />
        <div className={styles.row}>
          <EmailField
            name="email"
            label={t('loyalty.vouchers.form.email', 'Email istituzionale')}
            rules="required"
          />
          <TextField
            name="phone"
            type="tel"
            label={t('loyalty.vouchers.form.phone', 'Telefono')}
            rules="required"
            validate={check('phone')}
            autoComplete="tel"
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>
          <FormattedMessage id="loyalty.vouchers.form.vouchers" defaultMessage="I buoni spesa" />
        </legend>
        <div className={styles.row}>
          <TextField
            name="beneficiaries"
            label={t('loyalty.vouchers.form.beneficiaries', 'Numero di famiglie beneficiarie')}
            rules="required"
            validate={check('beneficiaries')}
            inputMode="numeric"
          />
          <TextField
            name="amountPerBeneficiary"
            label={t('loyalty.vouchers.form.amount', 'Importo per famiglia (euro)')}
            hint={t('loyalty.vouchers.form.amountHint', 'Da 10 a 500 euro')}
            rules="required"
            validate={check('amountPerBeneficiary')}
            inputMode="numeric"
          />
        </div>
        <FormSpy<VoucherFormValues> subscription={{ values: true }}>
          {({ values }) => {
            const total = voucherTotal(values);
            return total === null ? null : (
              <p className={styles.total}>
                <FormattedMessage
                  id="loyalty.vouchers.form.total"
                  defaultMessage="Totale della fornitura: {total}"
                  values={{
                    total: (
                      <FormattedNumber
                        value={total}
                        style="currency"
                        currency="EUR"
                        maximumFractionDigits={0}
                      />
                    ),
                  }}
                />
              </p>
            );
          }}
        </FormSpy>
        <SelectField
          name="storeId"
          label={t('loyalty.vouchers.form.store', 'Punto vendita di riferimento')}
          placeholder={t('loyalty.vouchers.form.storePlaceholder', 'Scegli un punto vendita')}
          rules="required"
          options={(stores.data ?? []).map((store) => ({ value: store.id, label: store.nome }))}
        />
        <TextareaField
          name="notes"
          label={t('loyalty.vouchers.form.notes', 'Note (facoltative)')}
          rules="length:0,1000"
        />
      </fieldset>
      <PrivacyConsentField
        label={
          <FormattedMessage
            id="loyalty.vouchers.form.privacy"
            defaultMessage="Ho letto l'informativa privacy sul trattamento dei dati dell'ente e del richiedente"
          />
        }
      />
      <SubmitButton fluidOnMobile>
        <FormattedMessage id="loyalty.vouchers.form.submit" defaultMessage="Invia la richiesta" />
      </SubmitButton>
    </Form>
  );
}
