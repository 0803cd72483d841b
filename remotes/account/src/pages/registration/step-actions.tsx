import { Button } from '@iper/design-system';
import { SubmitButton } from '@iper/design-system/forms';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './registration-page.module.css';

/** A registration step's buttons, inside its form: the step's own submit, and back to the last step. */
export function StepActions({ submit, onBack }: { submit: ReactNode; onBack: () => void }) {
  return (
    <div className={styles.actions}>
      <SubmitButton>{submit}</SubmitButton>
      <Button theme="ghost" onClick={onBack}>
        <FormattedMessage id="account.registration.back" defaultMessage="Indietro" />
      </Button>
    </div>
  );
}
