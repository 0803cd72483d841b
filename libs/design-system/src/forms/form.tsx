import { startsApp } from '@iper/contracts';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form as FinalForm, FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, Notification } from '@iper/design-system';
import { useDebouncedCallback } from '../utils/use-debounced-callback';
import { AdoptTypedValues } from './adopt-typed-values';
import { FormContext, INPUT_EVENT_DELAY_MS, type ValidationVisibility } from './form-context';
import styles from './form.module.css';

export type FormValues = Record<string, unknown>;

/** SPEC §4 form flags, plus whether an async submit is running. */
export interface FormFlags<Values extends FormValues = FormValues> {
  /** A submit was attempted. */
  submitted: boolean;
  /** At least one field lost focus. */
  blurred: boolean;
  /** A value differs from its initial one. */
  dirty: boolean;
  submitting: boolean;
  form: FormApi<Values>;
}

export interface FormProps<Values extends FormValues = FormValues> {
  /**
   * Called with the values when no blocking message is left. Return (or resolve) nothing on
   * success, or errors by field name ({ email: 'Email già registrata' }) to show on the fields.
   * A promise disables the form until it settles; a rejection shows a generic error. The values
   * stay as typed whatever happens.
   */
  onSubmit: (
    values: Values,
    form: FormApi<Values>,
  ) => void | SubmissionErrors | Promise<void | SubmissionErrors>;
  initialValues?: Partial<Values>;
  /** When fields show their messages (default 'blur'). */
  validationVisibility?: ValidationVisibility;
  /** Called 20 ms after the values change (SPEC §9), by typing or by the form itself. */
  onValuesChange?: (values: Values) => void;
  /** Names the form; give one of these when the page has more than one form. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  /**
   * Where the form goes as plain HTML (a POST the server answers, its fields named as the server
   * reads them), before the app has started or without script; the app, which starts as the form
   * comes near, sends it with onSubmit as usual (and does what only it can: a second factor, a
   * passkey).
   */
  action?: string;
  /** Hidden fields the plain form sends with the visible ones (the page, where to go next). */
  hiddenFields?: Record<string, string>;
  /** An error the server gave the plain form (FormOutcome): shown until the next submit. */
  initialError?: string;
  children: ReactNode | ((flags: FormFlags<Values>) => ReactNode);
}

/**
 * The form engine (SPEC §4) on react-final-form. A submit with any blocking message shows
 * 'Modulo incompleto.' ('Form incomplete.' in English), reveals every message and moves focus to
 * the first field in error; otherwise it calls onSubmit, and an async submit disables the form
 * until it settles.
 */
export function Form<Values extends FormValues = FormValues>({
  onSubmit,
  initialValues,
  validationVisibility = 'blur',
  onValuesChange,
  className,
  action,
  hiddenFields,
  initialError,
  children,
  ...naming
}: FormProps<Values>) {
  const intl = useIntl();
  const [attempts, setAttempts] = useState(0);
  const serverError = attempts === 0 ? initialError : undefined;
  const formElement = useRef<HTMLFormElement>(null);
  const focusBeforeSubmit = useRef<Element | null>(null);
  const emitValues = useDebouncedCallback(onValuesChange, INPUT_EVENT_DELAY_MS);
  const context = useMemo(
    () => ({
      visibility: validationVisibility,
      submitted: attempts > 0,
      sendsWithoutApp: action !== undefined,
    }),
    [validationVisibility, attempts, action],
  );

  const submit = (values: Values, form: FormApi<Values>) => {
    const failed = () => ({
      [FORM_ERROR]: intl.formatMessage({
        id: 'form.submitFailed',
        defaultMessage:
          'Invio non riuscito. I dati che hai inserito sono ancora qui: riprova tra qualche istante.',
      }),
    });
    try {
      const result = onSubmit(values, form);
      return result instanceof Promise ? result.catch(failed) : result;
    } catch {
      return failed();
    }
  };

  // After a failed attempt, focus goes to the first field in error, which reads its message.
  useEffect(() => {
    if (attempts === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  return (
    <FinalForm<Values>
      onSubmit={submit}
      initialValues={initialValues}
      subscription={{
        submitting: true,
        hasValidationErrors: true,
        submitError: true,
        dirty: true,
        touched: true,
      }}
    >
      {({ handleSubmit, submitting, hasValidationErrors, submitError, dirty, touched, form }) => {
        const flags: FormFlags<Values> = {
          submitted: attempts > 0,
          blurred: Object.values(touched ?? {}).some(Boolean),
          dirty: !!dirty,
          submitting: !!submitting,
          form,
        };
        const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          focusBeforeSubmit.current = document.activeElement;
          setAttempts((count) => count + 1);
          void handleSubmit(event);
        };
        return (
          <FormContext.Provider value={context}>
            <form
              ref={formElement}
              noValidate
              className={className}
              // The app's form starts the app as it comes near; with an `action` the HTML does the
              // job meanwhile (and without script), and what only the app does waits for it.
              {...startsApp('near')}
              {...(action ? { method: 'post', action } : {})}
              onSubmit={onFormSubmit}
              aria-busy={submitting || undefined}
              {...naming}
            >
              {onValuesChange && (
                <FormSpy<Values>
                  subscription={{ values: true }}
                  onChange={({ values }) => emitValues(values)}
                />
              )}
              <RestoreFocus submitting={!!submitting} target={focusBeforeSubmit} />
              {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              {serverError && (
                <Notification type="error" className={styles.submitError}>
                  {serverError}
                </Notification>
              )}
              {/* A disabled fieldset disables every control at once while an async submit runs. */}
              <fieldset className={styles.fieldset} disabled={submitting} role="presentation">
                {typeof children === 'function' ? children(flags) : children}
                {attempts > 0 && hasValidationErrors && (
                  <p role="alert" className={styles.incomplete}>
                    <Icon name="error" />
                    <FormattedMessage id="form.incomplete" defaultMessage="Modulo incompleto." />
                  </p>
                )}
                {submitError && !submitting && (
                  <Notification type="error" className={styles.submitError}>
                    {String(submitError)}
                  </Notification>
                )}
              </fieldset>
              <AdoptTypedValues form={form} element={formElement} />
            </form>
          </FormContext.Provider>
        );
      }}
    </FinalForm>
  );
}

/** Disabling the fieldset drops focus to the page; when the submit settles, it goes back. */
function RestoreFocus({
  submitting,
  target,
}: {
  submitting: boolean;
  target: { current: Element | null };
}) {
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      const element = target.current;
      if (
        element instanceof HTMLElement &&
        (document.activeElement === document.body || !document.activeElement)
      ) {
        element.focus();
      }
    }
    wasSubmitting.current = submitting;
  }, [submitting, target]);
  return null;
}
