import { Button } from '@iper/design-system';
import { SubmitButton } from '@iper/design-system/forms';
import { useIntl } from 'react-intl';
import styles from './application-form.module.css';

export interface StepActionsProps {
  step: number;
  isSummary: boolean;
  /** Changing a saved application: the summary's button saves rather than sends. */
  isEdit: boolean;
  submitting: boolean;
  onBack: () => void;
}

/** Back (from the second step on) and the step's submit: next, send, or save the changes. */
export function StepActions({ step, isSummary, isEdit, submitting, onBack }: StepActionsProps) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      {step > 0 && (
        <Button
          theme="secondary"
          text={intl.formatMessage({
            id: 'careers.application.back',
            defaultMessage: 'Indietro',
          })}
          isDisabled={submitting}
          onClick={onBack}
        />
      )}
      <SubmitButton
        text={
          isSummary
            ? isEdit
              ? intl.formatMessage({
                  id: 'careers.application.save',
                  defaultMessage: 'Salva le modifiche',
                })
              : intl.formatMessage({
                  id: 'careers.application.send',
                  defaultMessage: 'Invia la candidatura',
                })
            : intl.formatMessage({
                id: 'careers.application.next',
                defaultMessage: 'Avanti',
              })
        }
      />
    </div>
  );
}
