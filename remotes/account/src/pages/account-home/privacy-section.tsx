import { type AccountInfo } from '@iper/contracts';
import { Notification } from '@iper/design-system';
import { CheckboxField, Form, PrivacyConsentField, SubmitButton } from '@iper/design-system/forms';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccountSaveConsentsMutation } from '../../api/account-api';
import layout from '../../features/account-layout/account-layout.module.css';
import { formErrorOf } from '../../features/session/server-message';

/** Privacy: the consents; the short form cannot be saved without its terms checkbox (SPEC §5). */
export function PrivacySection({ preferences }: { preferences: AccountInfo['preferences'] }) {
  const intl = useIntl();
  const [save] = useAccountSaveConsentsMutation();
  const [saved, setSaved] = useState(false);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <section className={layout.section} aria-labelledby="sezione-privacy">
      <h2 id="sezione-privacy">
        <FormattedMessage id="account.accountHome.privacy" defaultMessage="Privacy e consensi" />
      </h2>
      {saved && (
        <Notification type="success" onClose={() => setSaved(false)}>
          <FormattedMessage
            id="account.accountHome.privacySaved"
            defaultMessage="Consensi aggiornati."
          />
        </Notification>
      )}
      <Form<{ privacy?: boolean; marketing?: boolean; profiling?: boolean; thirdParty?: boolean }>
        initialValues={{
          privacy: false,
          marketing: preferences.marketing,
          profiling: preferences.profiling,
          thirdParty: preferences.thirdParty,
        }}
        aria-label="Privacy e consensi"
        className={layout.form}
        onSubmit={async (values) => {
          setSaved(false);
          return formErrorOf(async () => {
            await save({
              privacy: true,
              marketing: Boolean(values.marketing),
              profiling: Boolean(values.profiling),
              thirdParty: Boolean(values.thirdParty),
            }).unwrap();
            setSaved(true);
          });
        }}
      >
        <CheckboxField
          name="marketing"
          label={t('account.accountHome.marketing', 'Offerte e promozioni Iper (marketing)')}
        />
        <CheckboxField
          name="profiling"
          label={t(
            'account.accountHome.profilingConsent',
            'Offerte su misura in base ai miei acquisti (profilazione)',
          )}
        />
        <CheckboxField
          name="thirdParty"
          label={t(
            'account.accountHome.thirdParty',
            'Offerte di partner selezionati (marketing di terzi)',
          )}
        />
        <PrivacyConsentField
          label={t('account.accountHome.terms', "Ho letto l'informativa privacy")}
        />
        <div className={layout.actions}>
          <SubmitButton theme="secondary">
            <FormattedMessage
              id="account.accountHome.privacySave"
              defaultMessage="Aggiorna i consensi"
            />
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
