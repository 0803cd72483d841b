import type { ApplicationFile } from '@iper/contracts';
import { Button } from '@iper/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApplicationValues } from '../../domain/application-form';
import { summarySections } from '../../domain/application-summary';
import styles from './application-form.module.css';

export interface SummaryProps {
  values: ApplicationValues;
  spontaneous: boolean;
  storeNames: Record<string, string>;
  existingFiles?: ApplicationFile[];
  onEdit: (step: number) => void;
}

/** The last step: every answer by section, each section with a way back to its step. */
export function Summary({ values, spontaneous, storeNames, existingFiles, onEdit }: SummaryProps) {
  const intl = useIntl();
  const sections = summarySections(values, { spontaneous, storeNames, existingFiles }, intl);
  return (
    <div className={styles.summary}>
      <p>
        <FormattedMessage
          id="careers.application.summaryIntro"
          defaultMessage="Controlla le tue risposte prima di inviare la candidatura."
        />
      </p>
      {sections.map((section) => (
        <section key={section.title} className={styles.summarySection} aria-label={section.title}>
          <div className={styles.summaryHeader}>
            <h3>{section.title}</h3>
            <Button
              theme="ghost"
              size="s"
              text={intl.formatMessage(
                { id: 'careers.application.editStep', defaultMessage: 'Modifica {title}' },
                { title: section.title.toLowerCase() },
              )}
              onClick={() => onEdit(section.step)}
            />
          </div>
          <dl className={styles.summaryList}>
            {section.rows.map((row) => (
              <div key={row.label} className={styles.summaryRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
