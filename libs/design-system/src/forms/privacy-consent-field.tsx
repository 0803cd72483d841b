import { useIntl } from 'react-intl';
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field';

export type PrivacyConsentFieldProps = Omit<CheckboxFieldProps, 'name' | 'rules' | 'messageLabel'>;

/**
 * "I have read the privacy notice": the `privacy` box a form must have ticked before it is sent.
 * Its label says what the form does with the data; its messages name it 'Informativa privacy'.
 */
export function PrivacyConsentField(props: PrivacyConsentFieldProps) {
  const intl = useIntl();
  return (
    <CheckboxField
      name="privacy"
      rules="accepted"
      messageLabel={intl.formatMessage({
        id: 'privacyConsentField.name',
        defaultMessage: 'Informativa privacy',
      })}
      {...props}
    />
  );
}
