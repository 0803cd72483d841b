import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './registration-page.module.css';
import { type RegistrationStep } from './use-registration';

const STEP_NUMBERS: Record<Exclude<RegistrationStep, 'success'>, number> = {
  'card-question': 1,
  'card-check': 1,
  'personal-data': 2,
  consents: 3,
};

/** The step's heading takes focus when the step changes, so screen readers announce it. */
export function StepHeading({ step, children }: { step: RegistrationStep; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return (
    <>
      {step !== 'success' && (
        <p className={styles.steps}>
          <FormattedMessage
            id="account.registration.stepOf"
            defaultMessage="Passo {step} di 3"
            values={{ step: STEP_NUMBERS[step] }}
          />
        </p>
      )}
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {children}
      </h2>
    </>
  );
}
