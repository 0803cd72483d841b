import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Form } from './form';
import { useFormField } from './use-form-field';
import { SignUp, emailField, nameField } from './sign-up-form.fixture';

describe('Form (SPEC §4)', () => {
  it('marks required fields with an asterisk and words for screen readers', () => {
    renderUi(<SignUp />);
    expect(nameField()).toHaveAttribute('aria-required', 'true');
    expect(
      screen.getAllByText('*', { exact: false, selector: '[aria-hidden="true"]' }),
    ).toHaveLength(2);
  });

  it('shows a message after the field loses focus, by default', async () => {
    renderUi(<SignUp />);
    await userEvent.type(emailField(), 'mario@');
    expect(screen.queryByText('Inserisci un indirizzo email valido.')).not.toBeInTheDocument();
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Inserisci un indirizzo email valido.');
  });

  it('shows messages while typing with dirty visibility', async () => {
    renderUi(<SignUp validationVisibility="dirty" />);
    await userEvent.type(emailField(), 'm');
    expect(emailField()).toHaveAccessibleDescription('Inserisci un indirizzo email valido.');
  });

  it('shows messages from the start with live visibility', () => {
    renderUi(<SignUp validationVisibility="live" />);
    expect(nameField()).toHaveAccessibleDescription('Il campo Nome è obbligatorio.');
  });

  it('judges a field mounted in a later step by the value the form already holds, from its first render', async () => {
    // What the field tells on every render, the first included: a 'required' flashed before
    // final-form registers the field is what a screen reader announces and a journey catches.
    const renders: { value: unknown; hasError: boolean }[] = [];
    function CityProbe() {
      const field = useFormField({ name: 'city', label: 'Città', rules: 'required' });
      renders.push({ value: field.value, hasError: field.hasError });
      return null;
    }
    function TwoSteps() {
      const [step, setStep] = useState(1);
      return (
        <Form
          aria-label="Candidatura"
          onSubmit={() => {}}
          validationVisibility="live"
          initialValues={{ city: 'Arese' }}
        >
          {step === 2 && <CityProbe />}
          <button type="button" onClick={() => setStep(2)}>
            Avanti
          </button>
        </Form>
      );
    }
    renderUi(<TwoSteps />);
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(renders.length).toBeGreaterThan(0);
    expect(renders[0]).toEqual({ value: 'Arese', hasError: false });
    expect(renders.filter((render) => render.hasError)).toEqual([]);
  });

  it("on a submit with blocking messages shows 'Modulo incompleto.', every message, and focuses the first field", async () => {
    const onSubmit = jest.fn();
    renderUi(<SignUp onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Modulo incompleto.');
    expect(nameField()).toHaveAccessibleDescription('Il campo Nome è obbligatorio.');
    expect(emailField()).toHaveAccessibleDescription('Il campo Email è obbligatorio.');
    expect(nameField()).toHaveFocus();
  });

  it("says 'Form incomplete.' in English, and clears it once the form is complete", async () => {
    renderUi(<SignUp />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Form incomplete.');
    expect(screen.getByRole('textbox', { name: 'Nome (required)' })).toHaveAccessibleDescription(
      'Nome is required.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome (required)' }), 'Mario');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email (required)' }),
      'mario@iper.it',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits the values, by keyboard, when nothing blocks', async () => {
    const onSubmit = jest.fn();
    renderUi(<SignUp onSubmit={onSubmit} />);
    await userEvent.tab();
    await userEvent.keyboard('Mario');
    await userEvent.tab();
    await userEvent.keyboard('mario@iper.it{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Mario', email: 'mario@iper.it' },
      expect.anything(),
    );
  });

  it('disables the form during an async submit and gives focus back when it settles', async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUi(
      <SignUp onSubmit={onSubmit} initialValues={{ name: 'Mario', email: 'mario@iper.it' }} />,
    );
    const button = screen.getByRole('button', { name: 'Registrati' });
    await userEvent.click(button);
    expect(nameField()).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('form', { name: 'Registrazione' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(async () => finish());
    expect(nameField()).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveFocus();
  });

  it('keeps what the user typed when the submit fails, and says so', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('503'));
    renderUi(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(nameField(), 'Mario');
    await userEvent.type(emailField(), 'mario@iper.it');
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invio non riuscito. I dati che hai inserito sono ancora qui',
    );
    expect(nameField()).toHaveValue('Mario');
    expect(emailField()).toHaveValue('mario@iper.it');
  });

  it("shows the server's errors on their fields until they change", async () => {
    const onSubmit = jest.fn().mockResolvedValue({ email: 'Questa email è già registrata.' });
    renderUi(
      <SignUp onSubmit={onSubmit} initialValues={{ name: 'Mario', email: 'mario@iper.it' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription('Questa email è già registrata.'),
    );
    await userEvent.type(emailField(), 'x');
    expect(emailField()).not.toHaveAccessibleDescription('Questa email è già registrata.');
  });
});
