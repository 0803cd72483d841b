import { PROFILING_OPTIONS, type AccountInfo, type Profiling } from '@iper/contracts';
import { Notification } from '@iper/design-system';
import { Form, SelectField, SubmitButton } from '@iper/design-system/forms';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccountSaveProfilingMutation } from '../../api/account-api';
import layout from '../../features/account-layout/account-layout.module.css';
import { formErrorOf } from '../../features/session/server-message';
import styles from './account-home-page.module.css';

const PROFILING_LABELS: Record<string, string> = {
  bio: 'Prodotti biologici',
  'senza-glutine': 'Senza glutine',
  vegano: 'Vegano e vegetariano',
  'cucina-italiana': 'Cucina italiana',
  vino: 'Vini e cantina',
  'prodotti-locali': 'Prodotti del territorio',
  tecnologia: 'Tecnologia',
  casa: 'Casa e giardino',
  cane: 'Cane',
  gatto: 'Gatto',
  altro: 'Altri animali',
  'ogni-giorno': 'Ogni giorno',
  'piu-volte-a-settimana': 'Più volte a settimana',
  'una-volta-a-settimana': 'Una volta a settimana',
  'meno-spesso': 'Meno spesso',
};

function ChoiceGroup({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly string[];
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Field key={option} name={name} type="checkbox" value={option}>
            {({ input }) => (
              <label className={styles.choice}>
                <input {...input} />
                {PROFILING_LABELS[option] ?? option}
              </label>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** Profiling questionnaire: what the customer likes, to tailor offers (with their consent). */
export function ProfilingSection({ profiling }: { profiling: AccountInfo['profiling'] }) {
  const intl = useIntl();
  const [save] = useAccountSaveProfilingMutation();
  const [saved, setSaved] = useState(false);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <section className={layout.section} aria-labelledby="sezione-profilazione">
      <h2 id="sezione-profilazione">
        <FormattedMessage id="account.accountHome.profiling" defaultMessage="Le tue preferenze" />
      </h2>
      <p>
        <FormattedMessage
          id="account.accountHome.profilingIntro"
          defaultMessage="Raccontaci qualcosa di te: useremo queste risposte per offerte più adatte, se ci hai dato il consenso alla profilazione."
        />
      </p>
      {saved && (
        <Notification type="success" onClose={() => setSaved(false)}>
          <FormattedMessage
            id="account.accountHome.profilingSaved"
            defaultMessage="Preferenze salvate."
          />
        </Notification>
      )}
      <Form<Profiling & Record<string, unknown>>
        initialValues={profiling as Profiling}
        aria-label="Le tue preferenze"
        className={layout.form}
        onSubmit={async (values) => {
          setSaved(false);
          return formErrorOf(async () => {
            await save({
              householdSize: values.householdSize || undefined,
              interests: values.interests ?? [],
              pets: values.pets ?? [],
              shoppingFrequency: values.shoppingFrequency || undefined,
            }).unwrap();
            setSaved(true);
          });
        }}
      >
        <SelectField
          name="householdSize"
          label={t('account.accountHome.household', 'Quante persone ci sono in famiglia?')}
          placeholder={t('account.accountHome.householdChoose', 'Scegli')}
          options={PROFILING_OPTIONS.householdSize.map((value) => ({ value, label: value }))}
        />
        <ChoiceGroup
          name="interests"
          legend={t('account.accountHome.interests', 'Che cosa ti interessa?')}
          options={PROFILING_OPTIONS.interests}
        />
        <ChoiceGroup
          name="pets"
          legend={t('account.accountHome.pets', 'Hai animali in casa?')}
          options={PROFILING_OPTIONS.pets}
        />
        <SelectField
          name="shoppingFrequency"
          label={t('account.accountHome.frequency', 'Quanto spesso fai la spesa?')}
          placeholder={t('account.accountHome.householdChoose', 'Scegli')}
          options={PROFILING_OPTIONS.shoppingFrequency.map((value) => ({
            value,
            label: PROFILING_LABELS[value] ?? value,
          }))}
        />
        <div className={layout.actions}>
          <SubmitButton theme="secondary">
            <FormattedMessage
              id="account.accountHome.profilingSave"
              defaultMessage="Salva le preferenze"
            />
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
