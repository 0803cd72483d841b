import { useFormState } from 'react-final-form';
import { Button, type ButtonProps } from '@iper/design-system';

/** The form's submit button: busy while an async submit runs. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'isLoading' | 'slug'>) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return <Button {...props} type="submit" isLoading={submitting} />;
}
