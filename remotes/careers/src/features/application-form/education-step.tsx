import { EDUCATION_LEVELS, GRADE_BASES, LANGUAGE_LEVELS } from '@iper/contracts';
import { SelectField, TextField } from '@iper/design-system/forms';
import { FormattedMessage } from 'react-intl';
import { useServerChecked } from './server-issues';
import { ruleIssue, useValues } from './step-fields';
import styles from './application-form.module.css';

/** Step 3: education with the grade on its base (/60, /100, /110), two languages with levels. */
export function EducationStep() {
  const checked = useServerChecked();
  const values = useValues();
  const levels = LANGUAGE_LEVELS.map((level) => ({
    value: level,
    label: level === 'madrelingua' ? 'Madrelingua' : level,
  }));
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="careers.application.group.education" defaultMessage="Formazione" />
        </legend>
        <SelectField
          {...checked('educationLevel')}
          label="Titolo di studio"
          rules="required"
          options={EDUCATION_LEVELS.map((level) => ({ value: level.id, label: level.label }))}
        />
        <TextField
          {...checked('degree')}
          label="Laurea o master"
          hint="Il nome del corso, se ne hai uno."
        />
        <TextField {...checked('university')} label="Università (in Italia)" />
        <div className={styles.pair}>
          <TextField
            {...checked('grade', ruleIssue('grade'))}
            label="Voto finale"
            rules={values.gradeBase ? 'required' : undefined}
            inputMode="numeric"
            maxLength={3}
          />
          <SelectField
            {...checked('gradeBase', ruleIssue('gradeBase'))}
            label="Base del voto"
            rules={values.grade ? 'required' : undefined}
            options={GRADE_BASES.map((base) => ({ value: base, label: `/${base}` }))}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="careers.application.group.languages" defaultMessage="Lingue" />
        </legend>
        {(['language1', 'language2'] as const).map((language, index) => (
          <div className={styles.pair} key={language}>
            <TextField
              {...checked(language, ruleIssue(language))}
              label={`Lingua ${index + 1}`}
              rules={values[`${language}Level`] ? 'required' : undefined}
            />
            <SelectField
              {...checked(`${language}Level`, ruleIssue(`${language}Level`))}
              label={`Livello lingua ${index + 1}`}
              rules={values[language] ? 'required' : undefined}
              options={levels}
            />
          </div>
        ))}
      </fieldset>
    </>
  );
}
