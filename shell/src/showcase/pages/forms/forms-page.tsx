import { GENDER_LABELS, GENDERS } from '@iper/contracts';
import { Notification } from '@iper/design-system';
import {
  CheckboxField,
  DateOfBirthField,
  EmailField,
  FileField,
  Form,
  PasswordField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  type ValidationVisibility,
} from '@iper/design-system/forms';
import { isValidTaxCode, TAX_CODE_INVALID_MESSAGE } from '@iper/validation';
import { useEffect, useRef, useState } from 'react';
import { ShowcasePage, ShowcaseSection } from '../../showcase-page';
import styles from '../../showcase.module.css';

const VISIBILITIES: Array<{ value: ValidationVisibility; label: string }> = [
  { value: 'blur', label: 'Quando si esce dal campo (predefinito)' },
  { value: 'dirty', label: 'Mentre si scrive' },
  { value: 'live', label: 'Sempre' },
];

/** How long the simulated server takes to answer. */
const SIMULATED_SUBMIT_MS = 1500;

/** Upload progress as a real upload would report it, here simulated in steps. */
function useSimulatedUpload() {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const start = (files: unknown) => {
    clearInterval(timer.current);
    if (!Array.isArray(files) || files.length === 0) {
      setProgress(undefined);
      return;
    }
    setProgress(0);
    timer.current = setInterval(() => {
      setProgress((value = 0) => {
        if (value >= 100) clearInterval(timer.current);
        return Math.min(100, value + 20);
      });
    }, 200);
  };
  return { progress, start };
}

function RegistrationDemo({ visibility }: { visibility: ValidationVisibility }) {
  const [result, setResult] = useState<'sent' | undefined>(undefined);
  const [failNext, setFailNext] = useState(false);
  const upload = useSimulatedUpload();
  return (
    <div className={styles.stack}>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={failNext}
          onChange={(event) => setFailNext(event.target.checked)}
        />
        Simula un errore del server al prossimo invio
      </label>
      {result === 'sent' && (
        <Notification type="success" title="Modulo inviato" onClose={() => setResult(undefined)}>
          Invio simulato: nessun dato è uscito da questa pagina.
        </Notification>
      )}
      <Form
        aria-label="Registrazione di prova"
        validationVisibility={visibility}
        onSubmit={async () => {
          setResult(undefined);
          await new Promise((resolve) => setTimeout(resolve, SIMULATED_SUBMIT_MS));
          if (failNext) throw new Error('Errore simulato');
          setResult('sent');
        }}
      >
        <TextField
          name="firstName"
          label="Nome"
          rules="required|alpha_spaces"
          autoComplete="given-name"
        />
        <TextField name="lastName" label="Cognome" rules="required" autoComplete="family-name" />
        <EmailField name="email" label="Email" rules="required" />
        <PasswordField
          name="password"
          label="Password"
          rules="required|length:8|?matches:/[0-9]/"
          autoComplete="new-password"
          hint="Almeno 8 caratteri; meglio se con un numero."
        />
        <PasswordField
          name="password_confirm"
          label="Conferma password"
          rules="required|confirm"
          autoComplete="new-password"
        />
        <TextField
          name="phone"
          label="Telefono"
          type="tel"
          rules="required|matches:/^\+?[0-9 ]{6,15}$/"
          autoComplete="tel"
        />
        <RadioGroupField
          name="genre"
          label="Genere"
          rules="required"
          inline
          options={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
        />
        <DateOfBirthField label="Data di nascita" required minAge={18} />
        <TextField
          name="cf"
          label="Codice fiscale"
          rules="required|length:16,16|alphanumeric"
          autoComplete="off"
          hint="Per esempio RSSMRA85T10A562S (Mario Rossi, uomo, nato il 10/12/1985)."
          validate={(cf, values) =>
            isValidTaxCode({ ...values, cf: String(cf) }) ? undefined : TAX_CODE_INVALID_MESSAGE
          }
        />
        <SelectField
          name="storeId"
          label="Negozio preferito"
          rules="required"
          options={[
            { value: 'arese', label: 'Iper Arese' },
            { value: 'orio', label: 'Iper Orio' },
            { value: 'monza', label: 'Iper Monza' },
          ]}
        />
        <TextareaField name="notes" label="Note" maxLength={300} />
        <FileField
          name="receipt"
          label="Foto dello scontrino"
          accept={['image/*', '.pdf']}
          maxSizeMb={5}
          multiple
          progress={upload.progress}
          onInput={upload.start}
        />
        <CheckboxField
          name="privacy"
          messageLabel="l'informativa privacy"
          label="Ho letto l'informativa privacy e il regolamento"
          rules="accepted"
        />
        <CheckboxField name="marketing" label="Voglio ricevere offerte e novità" />
        <SubmitButton text="Registrati" />
      </Form>
    </div>
  );
}

export function Component() {
  const [visibility, setVisibility] = useState<ValidationVisibility>('blur');
  return (
    <ShowcasePage
      title="Moduli e validazione"
      intro="Regole come in SPEC §5, messaggi con il nome del campo. Se all'invio resta un messaggio bloccante compare «Modulo incompleto.» e il focus va al primo campo da correggere."
    >
      <ShowcaseSection title="Quando mostrare i messaggi">
        <fieldset className={styles.options}>
          <legend>Visibilità dei messaggi</legend>
          {VISIBILITIES.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name="visibility"
                value={option.value}
                checked={visibility === option.value}
                onChange={() => setVisibility(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </ShowcaseSection>
      <ShowcaseSection
        title="Registrazione di prova"
        intro="I campi con l'asterisco sono obbligatori. L'invio è simulato e dura un secondo e mezzo: nel frattempo il modulo è disattivato."
      >
        <RegistrationDemo key={visibility} visibility={visibility} />
      </ShowcaseSection>
    </ShowcasePage>
  );
}
