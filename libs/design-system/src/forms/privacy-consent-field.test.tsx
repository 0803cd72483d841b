import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { Form } from './form';
import { PrivacyConsentField } from './privacy-consent-field';
import { SubmitButton } from './submit-button';

function renderConsent(locale: 'it' | 'en' = 'it') {
  const onSubmit = jest.fn();
  renderUi(
    <Form onSubmit={onSubmit}>
      <PrivacyConsentField label="Ho letto l'informativa privacy" />
      <SubmitButton text="Invia" />
    </Form>,
    { locale },
  );
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Invia' }));

describe('PrivacyConsentField', () => {
  it('must be ticked before the form is sent, and is sent as privacy: true', async () => {
    const onSubmit = renderConsent();
    const box = screen.getByRole('checkbox', {
      name: "Ho letto l'informativa privacy (obbligatorio)",
    });
    await submit();
    expect(box).toHaveAccessibleDescription('Per proseguire devi accettare: Informativa privacy.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(box);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ privacy: true }, expect.anything());
  });

  it('names the privacy notice in English messages', async () => {
    renderConsent('en');
    await submit();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the Privacy notice.',
    );
  });
});
