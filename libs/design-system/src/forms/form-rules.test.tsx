import { isValidTaxCode, TAX_CODE_INVALID_MESSAGE } from '@iper/validation';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Form } from './form';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { SignUp } from './sign-up-form.fixture';
import {
  MARIO_ROSSI_1985,
  MARIO_ROSSI_1985_TAX_CODE,
} from '@iper/validation/src/testing/tax-code-person.fixture';

describe('Form rules (SPEC §4)', () => {
  it('lets a ? rule advise without blocking the submit', async () => {
    const onSubmit = jest.fn();
    renderUi(
      <SignUp
        onSubmit={onSubmit}
        initialValues={{ name: 'Mario', email: 'mario@iper.it', phone: '12' }}
        extra={<TextField name="phone" label="Telefono" rules="?length:9,13" />}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(onSubmit).toHaveBeenCalled();
    const phone = screen.getByRole('textbox', { name: 'Telefono' });
    expect(phone).toHaveAccessibleDescription(
      'Il campo Telefono deve contenere tra 9 e 13 caratteri.',
    );
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('waits for the (n) debounce before showing that rule’s message', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUi(
      <SignUp
        validationVisibility="dirty"
        extra={<TextField name="cap" label="CAP" rules="(500)matches:/^[0-9]{5}$/" />}
      />,
    );
    const cap = screen.getByRole('textbox', { name: 'CAP' });
    await user.type(cap, '201');
    expect(cap).not.toHaveAttribute('aria-invalid');
    act(() => jest.advanceTimersByTime(500));
    expect(cap).toHaveAttribute('aria-invalid', 'true');
    jest.useRealTimers();
  });

  it('compares a confirmation with its field', async () => {
    renderUi(
      <Form onSubmit={() => {}} validationVisibility="dirty">
        <PasswordField
          name="password"
          label="Password"
          rules="required"
          autoComplete="new-password"
        />
        <PasswordField
          name="password_confirm"
          label="Conferma password"
          rules="required|confirm"
          autoComplete="new-password"
        />
      </Form>,
    );
    await userEvent.type(screen.getByLabelText(/^Password \*/), 'Segreta1!');
    await userEvent.type(screen.getByLabelText(/^Conferma password/), 'Segreta2!');
    expect(screen.getByText('Il campo Conferma password non corrisponde.')).toBeInTheDocument();
  });

  it('runs an extra check such as the tax code', async () => {
    const onSubmit = jest.fn();
    renderUi(
      <Form onSubmit={onSubmit} initialValues={MARIO_ROSSI_1985}>
        <TextField
          name="cf"
          label="Codice fiscale"
          rules="required|length:16,16"
          validate={(cf, values) =>
            isValidTaxCode({ ...values, cf: String(cf) }) ? undefined : TAX_CODE_INVALID_MESSAGE
          }
        />
        <SubmitButton text="Invia" />
      </Form>,
    );
    const cf = screen.getByRole('textbox', { name: 'Codice fiscale (obbligatorio)' });
    await userEvent.type(cf, 'RSSMRA85T10A562T');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(cf).toHaveAccessibleDescription('Codice fiscale non valido');
    await userEvent.clear(cf);
    await userEvent.type(cf, MARIO_ROSSI_1985_TAX_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('sends the input event 20 ms after a change, also a change made by the form', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onInput = jest.fn();
    const onValuesChange = jest.fn();
    renderUi(
      <Form onSubmit={() => {}} onValuesChange={onValuesChange}>
        {({ form }) => (
          <>
            <TextField name="city" label="Città" onInput={onInput} />
            <button type="button" onClick={() => form.change('city', 'Milano')}>
              Usa la mia posizione
            </button>
          </>
        )}
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Città' }), 'To');
    expect(onInput).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(19));
    expect(onInput).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onInput).toHaveBeenCalledWith('To');
    await user.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    act(() => jest.advanceTimersByTime(20));
    expect(onInput).toHaveBeenLastCalledWith('Milano');
    expect(onValuesChange).toHaveBeenLastCalledWith({ city: 'Milano' });
    jest.useRealTimers();
  });

  it('tells its flags: submitted, blurred, dirty', async () => {
    renderUi(
      <Form onSubmit={() => {}}>
        {({ submitted, blurred, dirty }) => (
          <>
            <TextField name="name" label="Nome" />
            <output>{JSON.stringify({ submitted, blurred, dirty })}</output>
            <SubmitButton text="Invia" />
          </>
        )}
      </Form>,
    );
    const flags = () => JSON.parse(screen.getByRole('status').textContent!);
    expect(flags()).toEqual({ submitted: false, blurred: false, dirty: false });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'M');
    expect(flags()).toEqual({ submitted: false, blurred: false, dirty: true });
    await userEvent.tab();
    expect(flags()).toEqual({ submitted: false, blurred: true, dirty: true });
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(flags()).toEqual({ submitted: true, blurred: true, dirty: true });
  });
});
