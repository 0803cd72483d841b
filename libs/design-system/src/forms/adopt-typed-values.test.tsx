import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { designSystemMessages } from '../i18n/messages';
import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { EmailField } from './text-field';

function Login({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <IntlProvider locale="it" defaultLocale="it" messages={designSystemMessages.it}>
      <MemoryRouter>
        <Form aria-label="Accedi" onSubmit={onSubmit}>
          <EmailField name="email" label="Email" rules="required" />
          <PasswordField name="password" label="Password" rules="required" />
          <CheckboxField name="remember" label="Ricordami" />
          <SubmitButton text="Accedi" />
        </Form>
      </MemoryRouter>
    </IntlProvider>
  );
}

describe('a server-rendered form typed into before its script arrives', () => {
  it('keeps what was typed once React owns it, and sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Login onSubmit={() => undefined} />);
    document.body.append(container);
    // The visitor types into the server's HTML: no React yet.
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value =
      'chiara.colombo@example.it';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Spesa2026!';
    container.querySelector<HTMLInputElement>('input[name="remember"]')!.checked = true;

    const onSubmit = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Login onSubmit={onSubmit} />, {
        onRecoverableError: () => undefined,
      });
    });
    const email = screen.getByRole('textbox', { name: 'Email (obbligatorio)' });
    expect(email).toHaveValue('chiara.colombo@example.it');
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'chiara.colombo@example.it',
      password: 'Spesa2026!',
      remember: true,
    });
    container.remove();
  });
});
