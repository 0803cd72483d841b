import { italianYearMonth, selectionWindowStart } from '@iper/contracts';
import { RadioGroupField, SelectField, TextField } from '@iper/design-system/forms';
import { FormattedMessage } from 'react-intl';
import { useServerChecked } from './server-issues';
import { MONTH_OPTIONS, YES_NO_OPTIONS, ruleIssue, useValues, yearOptions } from './step-fields';
import styles from './application-form.module.css';

/** Step 2: previous selections (18-month window, SPEC §9), past work here, the latest job. */
export function ExperienceStep() {
  const checked = useServerChecked();
  const values = useValues();
  const today = new Date();
  const [thisYear] = italianYearMonth(today);
  const windowStart = selectionWindowStart(today);
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="careers.application.group.iper" defaultMessage="Iper e te" />
        </legend>
        <RadioGroupField
          {...checked('previousSelection', ruleIssue('previousSelection'))}
          label="Hai partecipato a una nostra selezione negli ultimi 18 mesi?"
          rules="required"
          inline
          options={YES_NO_OPTIONS}
        />
        {values.previousSelection === 'si' && (
          <div className={styles.pair}>
            <SelectField
              {...checked('previousSelectionMonth')}
              label="Mese della selezione"
              rules="required"
              options={MONTH_OPTIONS}
            />
            <SelectField
              {...checked('previousSelectionYear', ruleIssue('previousSelectionYear'))}
              label="Anno della selezione"
              rules="required"
              options={yearOptions(windowStart.year, thisYear)}
            />
          </div>
        )}
        <RadioGroupField
          {...checked('workedHereBefore')}
          label="Hai già lavorato da noi?"
          rules="required"
          inline
          options={YES_NO_OPTIONS}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage
            id="careers.application.group.lastJob"
            defaultMessage="L’ultimo lavoro"
          />
        </legend>
        <RadioGroupField
          {...checked('currentlyEmployed')}
          label="Lavori attualmente?"
          rules="required"
          inline
          options={YES_NO_OPTIONS}
        />
        <div className={styles.pair}>
          <TextField
            {...checked('profession')}
            label="Professione o funzione"
            autoComplete="organization-title"
          />
          <TextField {...checked('companyCity')} label="Città dell’azienda" />
        </div>
        <div className={styles.pair}>
          <SelectField
            {...checked('jobStartMonth', ruleIssue('jobStartMonth'))}
            label="Mese di inizio"
            options={MONTH_OPTIONS}
          />
          <SelectField
            {...checked('jobStartYear', ruleIssue('jobStartYear'))}
            label="Anno di inizio"
            options={yearOptions(thisYear - 50, thisYear)}
          />
        </div>
        {values.currentlyEmployed !== 'si' && (
          <div className={styles.pair}>
            <SelectField
              {...checked('jobEndMonth', ruleIssue('jobEndMonth'))}
              label="Mese di fine"
              options={MONTH_OPTIONS}
            />
            <SelectField
              {...checked('jobEndYear', ruleIssue('jobEndYear'))}
              label="Anno di fine"
              options={yearOptions(thisYear - 50, thisYear)}
            />
          </div>
        )}
      </fieldset>
    </>
  );
}
