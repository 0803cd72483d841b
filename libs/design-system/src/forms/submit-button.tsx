import { useFormState } from 'react-final-form';
import { Button, type ButtonProps } from '@iper/design-system';
import { useFormContext } from './form-context';

/**
 * The form's submit button: busy while an async submit runs. A form the server answers (`action`)
 * can be sent before the app; the app's own forms wait for it.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'isLoading' | 'slug'>) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const { sendsWithoutApp } = useFormContext();
  return (
    <Button {...props} type="submit" isLoading={submitting} sendsWithoutApp={sendsWithoutApp} />
  );
}
