import { screen } from '@testing-library/react';
import { Form, type FormProps } from './form';
import { SubmitButton } from './submit-button';
import { EmailField, TextField } from './text-field';

/** A two-field sign-up form the form engine's tests drive: a required name and a required email. */

export type SignUpProps = Partial<FormProps> & { extra?: React.ReactNode };

export function SignUp({ onSubmit = () => {}, extra, ...props }: SignUpProps) {
  return (
    <Form aria-label="Registrazione" onSubmit={onSubmit} {...props}>
      <TextField name="name" label="Nome" rules="required" autoComplete="given-name" />
      <EmailField name="email" label="Email" rules="required" />
      {extra}
      <SubmitButton text="Registrati" />
    </Form>
  );
}

export const nameField = () => screen.getByRole('textbox', { name: 'Nome (obbligatorio)' });
export const emailField = () => screen.getByRole('textbox', { name: 'Email (obbligatorio)' });
