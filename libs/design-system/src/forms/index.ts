export { Form, type FormProps, type FormFlags, type FormValues } from './form';
export { INPUT_EVENT_DELAY_MS, type ValidationVisibility } from './form-context';
export { useFormField, type FieldConfig } from './use-form-field';
export { TextField, EmailField, type TextFieldProps } from './text-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { PrivacyConsentField, type PrivacyConsentFieldProps } from './privacy-consent-field';
export { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field';
export {
  DateOfBirthField,
  DEFAULT_DATE_OF_BIRTH_NAMES,
  type DateOfBirthFieldProps,
} from './date-of-birth-field';
export { FileField, type FileFieldProps } from './file-field';
export { SubmitButton } from './submit-button';
