import { BYTES_PER_MB } from '@iper/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderUi } from '../test-utils';
import { CheckboxField } from './checkbox-field';
import { DateOfBirthField } from './date-of-birth-field';
import { FileField } from './file-field';
import { Form } from './form';
import { PasswordField } from './password-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextareaField } from './textarea-field';

function renderForm(children: ReactNode, onSubmit = jest.fn(), locale: 'it' | 'en' = 'it') {
  renderUi(
    <Form onSubmit={onSubmit}>
      {children}
      <SubmitButton text="Invia" />
    </Form>,
    { locale },
  );
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Invia' }));

describe('PasswordField', () => {
  it('shows and hides what was typed with a toggle button', async () => {
    renderForm(<PasswordField name="password" label="Password" rules="required" />);
    const field = screen.getByLabelText(/^Password/);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Mostra la password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(field, 'Segreta1!');
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveValue('Segreta1!');
  });
});

describe('TextareaField', () => {
  it('counts characters against its limit', async () => {
    renderForm(<TextareaField name="message" label="Messaggio" maxLength={500} />);
    const field = screen.getByRole('textbox', { name: 'Messaggio' });
    await userEvent.type(field, 'Buongiorno');
    expect(field).toHaveAccessibleDescription('10 di 500 caratteri');
    expect(field).toHaveAttribute('maxlength', '500');
  });
});

describe('SelectField', () => {
  it('offers its options after an empty choice and requires one', async () => {
    const onSubmit = renderForm(
      <SelectField
        name="store"
        label="Negozio preferito"
        rules="required"
        options={[
          { value: 'arese', label: 'Iper Arese' },
          { value: 'orio', label: 'Iper Orio' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Negozio preferito (obbligatorio)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Seleziona…', 'Iper Arese', 'Iper Orio']);
    await submit();
    expect(select).toHaveAccessibleDescription('Il campo Negozio preferito è obbligatorio.');
    await userEvent.selectOptions(select, 'orio');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ store: 'orio' }, expect.anything());
  });
});

describe('CheckboxField', () => {
  it('must be ticked with the accepted rule, by keyboard too', async () => {
    const onSubmit = renderForm(
      <CheckboxField
        name="privacy"
        label={
          <>
            Ho letto l&apos;<a href="/privacy">informativa privacy</a>
          </>
        }
        messageLabel="l'informativa privacy"
        rules="accepted"
      />,
    );
    // (Testing Library puts a space around the inline link; browsers do not.)
    const box = screen.getByRole('checkbox', {
      name: /^Ho letto l' ?informativa privacy \(obbligatorio\)$/,
    });
    await submit();
    expect(box).toHaveAccessibleDescription(
      "Per proseguire devi accettare: l'informativa privacy.",
    );
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ privacy: true }, expect.anything());
  });
});

describe('RadioGroupField', () => {
  it('is a named group moved with the arrow keys', async () => {
    const onSubmit = renderForm(
      <RadioGroupField
        name="gender"
        label="Genere"
        rules="required"
        inline
        options={[
          { value: 'm', label: 'Uomo' },
          { value: 'f', label: 'Donna' },
          { value: 'u', label: 'Preferisco non specificare' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Genere (obbligatorio)' });
    await submit();
    expect(within(group).getByText('Il campo Genere è obbligatorio.')).toBeInTheDocument();
    const man = screen.getByRole('radio', { name: 'Uomo' });
    expect(man).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Donna' })).toBeChecked();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ gender: 'f' }, expect.anything());
  });
});

describe('DateOfBirthField', () => {
  const today = new Date(2026, 10, 22);
  const fill = async (day: string, month: string, year: string) => {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Giorno' }), day);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mese' }), month);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Anno' }), year);
  };

  it('asks for day, month and year in one named group with one message', async () => {
    renderForm(<DateOfBirthField label="Data di nascita" required today={today} />);
    expect(
      screen.getByRole('group', { name: 'Data di nascita (obbligatorio)' }),
    ).toBeInTheDocument();
    const months = within(screen.getByRole('combobox', { name: 'Mese' })).getAllByRole('option');
    expect(months[1]).toHaveTextContent('gennaio');
    await submit();
    expect(screen.getByRole('combobox', { name: 'Giorno' })).toHaveAccessibleDescription(
      'Il campo Data di nascita è obbligatorio.',
    );
    expect(screen.getByRole('combobox', { name: 'Giorno' })).toHaveFocus();
  });

  it('stores birthDay, birthMonth and birthYear as numbers', async () => {
    const onSubmit = renderForm(
      <DateOfBirthField label="Data di nascita" required today={today} />,
    );
    await fill('10', 'dicembre', '1985');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      { birthDay: 10, birthMonth: 12, birthYear: 1985 },
      expect.anything(),
    );
  });

  it('refuses a day that does not exist and people under the minimum age', async () => {
    renderForm(<DateOfBirthField label="Data di nascita" required minAge={18} today={today} />);
    await fill('31', 'febbraio', '2000');
    await userEvent.tab();
    expect(
      screen.getByText('Questa data non esiste: controlla giorno e mese.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Anno' })).queryByRole('option', {
        name: '2009',
      }),
    ).toBeNull();
    await fill('23', 'novembre', '2008');
    expect(screen.getByText('Devi avere almeno 18 anni.')).toBeInTheDocument();
    await fill('22', 'novembre', '2008');
    expect(screen.queryByText('Devi avere almeno 18 anni.')).not.toBeInTheDocument();
  });

  it('does not complain after the day alone', async () => {
    renderForm(<DateOfBirthField label="Data di nascita" required today={today} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Giorno' }), '3');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Giorno' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('FileField', () => {
  const pdf = (size: number, name = 'scontrino.pdf') => {
    const file = new File(['%PDF'], name, { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('says what it accepts and refuses a file too large or of another type, with the limit in MB', async () => {
    const onSubmit = renderForm(
      <FileField
        name="photos"
        label="Foto dello scontrino"
        accept={['.pdf', 'image/*']}
        maxSizeMb={2}
        multiple
      />,
    );
    const input = screen.getByLabelText(/Foto dello scontrino/, { selector: 'input' });
    expect(input).toHaveAccessibleDescription(
      'Formati accettati: .pdf, image/*. Dimensione massima: 2 MB.',
    );
    await userEvent.upload(input, pdf(3 * BYTES_PER_MB));
    expect(
      screen.getByText('Formato non supportato / File troppo grande (max 2 MB)'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi scontrino.pdf' }));
    expect(input).toHaveFocus();
    await userEvent.upload(input, pdf(BYTES_PER_MB, 'ok.pdf'));
    expect(screen.getByText('ok.pdf (1 MB)')).toBeInTheDocument();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      { photos: [expect.objectContaining({ name: 'ok.pdf' })] },
      expect.anything(),
    );
  });

  it('checks the type even when the browser lets any file through', async () => {
    renderForm(<FileField name="cv" label="Curriculum" accept={['.pdf']} maxSizeMb={5} />);
    const input = screen.getByLabelText(/Curriculum/, { selector: 'input' });
    await userEvent.upload(input, new File(['x'], 'cv.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    expect(
      screen.getByText('Formato non supportato / File troppo grande (max 5 MB)'),
    ).toBeInTheDocument();
  });

  it('shows the upload progress its parent reports', () => {
    renderForm(
      <FileField name="cv" label="Curriculum" accept={['.pdf']} maxSizeMb={5} progress={42.4} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Caricamento: 42 %' });
    expect(bar).toHaveAttribute('value', '42.4');
  });

  it('speaks English', async () => {
    renderForm(
      <FileField name="cv" label="CV" accept={['.pdf']} maxSizeMb={1.5} />,
      jest.fn(),
      'en',
    );
    await userEvent.upload(
      screen.getByLabelText(/CV/, { selector: 'input' }),
      pdf(2 * BYTES_PER_MB),
    );
    expect(
      screen.getByText('Unsupported format / File too large (max 1.5 MB)'),
    ).toBeInTheDocument();
  });
});
