import { useIntl } from 'react-intl';
import { APPLICATION_STEPS } from '../../domain/application-form';
import styles from './application-form.module.css';

/** The numbered list of the application's steps: done, current (aria-current) and still to come. */
export function StepIndicator({ step }: { step: number }) {
  const intl = useIntl();
  return (
    <ol
      className={styles.steps}
      aria-label={intl.formatMessage({
        id: 'careers.application.stepsLabel',
        defaultMessage: 'Passaggi della candidatura',
      })}
    >
      {APPLICATION_STEPS.map((item, index) => (
        <li
          key={item.id}
          className={
            index === step ? styles.stepCurrent : index < step ? styles.stepDone : styles.step
          }
          aria-current={index === step ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.stepTitle}>{intl.formatMessage(item.title)}</span>
        </li>
      ))}
    </ol>
  );
}
