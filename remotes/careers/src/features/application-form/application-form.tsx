import { api, useSession, useStoresListQuery, type AppDispatch } from '@iper/api';
import type { ApplicationFile, ApplicationReceipt } from '@iper/contracts';
import { Button, Loading, Notification, useHydrated } from '@iper/design-system';
import { CheckboxField, Form, SubmitButton, type FormValues } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { sendApplication, APPLICATIONS_URL } from '../../api/send-application';
import { clearDraft, loadDraft, saveDraft } from './application-draft';
import {
  APPLICATION_STEPS,
  SUMMARY_STEP,
  applicationBody,
  firstStepWithIssue,
  stepOfField,
  valuesToSend,
  type ApplicationValues,
} from '../../domain/application-form';
import { summarySections } from '../../domain/application-summary';
import { ApplicationConfirmation } from './application-confirmation';
import {
  AttachmentsStep,
  AvailabilityStep,
  EducationStep,
  ExperienceStep,
  PersonalStep,
} from './application-steps';
import { ServerIssuesContext, type ServerIssue } from './server-issues';
import styles from './application-form.module.css';

export interface ApplicationFormProps {
  /** Where the draft is kept: one per position, one for spontaneous applications, one per edit. */
  draftKey: string;
  /** The position applied for; none for a spontaneous application. */
  position?: { slug: string; title: string };
  /** Changing a saved application (SPEC §6): its answers and files. */
  edit?: { id: string; fields: Record<string, string>; files: ApplicationFile[] };
}

/** Fields whose server messages are listed above the step rather than on a field. */
const UNSHOWN_FIELDS = new Set(['birthDay', 'birthMonth', 'birthYear']);

const GENERIC_FAILURE =
  'Invio non riuscito. I dati che hai inserito sono ancora qui: riprova tra qualche istante.';

/**
 * The job application (SPEC §3) in six steps, each checked before the next: personal data,
 * experience, education and languages, availability, attachments, and a summary to send from. What
 * is typed is kept in a draft through reloads (never the files); files go with upload progress; a
 * field the server refuses is shown on its step with the server's message, nothing else lost.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  // The draft lives on the device: the form is drawn once the page is the browser's (a server
  // render, and the browser's first render that hydrates it, show it loading).
  return useHydrated() ? <DraftedApplicationForm {...props} /> : <Loading />;
}

function DraftedApplicationForm({ draftKey, position, edit }: ApplicationFormProps) {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const spontaneous = !position && !edit?.fields.positionSlug;
  const initialValues = useMemo<ApplicationValues>(
    () => ({ ...(edit?.fields ?? {}), ...(position ? { positionSlug: position.slug } : {}) }),
    [edit, position],
  );
  const [restored] = useState(() => loadDraft(draftKey));
  const [values, setValues] = useState<ApplicationValues>(() => ({
    ...initialValues,
    ...restored?.values,
  }));
  const [step, setStep] = useState(restored?.step ?? 0);
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [serverIssues, setServerIssues] = useState<Record<string, ServerIssue>>({});
  const [progress, setProgress] = useState<number>();
  const [receipt, setReceipt] = useState<ApplicationReceipt>();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const stores = useStoresListQuery(undefined, { skip: !spontaneous });
  const storeNames = useMemo(
    () => Object.fromEntries((stores.data ?? []).map((store) => [store.slug, store.nome])),
    [stores.data],
  );

  // A new step takes focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
  }, [step]);

  const goTo = (next: number, current: ApplicationValues) => {
    moved.current = true;
    setValues(current);
    setStep(next);
    saveDraft(draftKey, { step: next, values: current });
  };

  const restart = () => {
    clearDraft(draftKey);
    setShowRestored(false);
    setServerIssues({});
    goTo(0, initialValues);
  };

  const send = async (all: ApplicationValues) => {
    setProgress(0);
    const outcome = await sendApplication({
      method: edit ? 'PUT' : 'POST',
      url: edit ? `${APPLICATIONS_URL}/${edit.id}` : APPLICATIONS_URL,
      body: applicationBody(valuesToSend(all)),
      onProgress: setProgress,
    }).finally(() => setProgress(undefined));
    if (outcome.kind === 'saved') {
      clearDraft(draftKey);
      dispatch(api.util.invalidateTags(['Job']));
      setReceipt(outcome.receipt);
      return undefined;
    }
    if (outcome.kind === 'refused') {
      const issues: Record<string, ServerIssue> = {};
      for (const issue of outcome.issues)
        issues[issue.path] ??= { message: issue.message, value: all[issue.path] };
      setServerIssues(issues);
      const target = firstStepWithIssue(outcome.issues);
      if (target < SUMMARY_STEP) {
        goTo(target, all);
        return undefined;
      }
      const here = outcome.issues.filter((issue) => stepOfField(issue.path) === SUMMARY_STEP);
      return { [FORM_ERROR]: here.map((issue) => issue.message).join(' ') || outcome.message };
    }
    return { [FORM_ERROR]: outcome.message ?? GENERIC_FAILURE };
  };

  if (receipt)
    return (
      <ApplicationConfirmation receipt={receipt} isLoggedIn={isLoggedIn} changed={Boolean(edit)} />
    );

  const current = APPLICATION_STEPS[step]!;
  // Issues of this step; the date of birth has no field of its own to show them on.
  const stepIssues = Object.entries(serverIssues).filter(
    ([field]) => stepOfField(field) === step && step < SUMMARY_STEP,
  );
  const unshownIssues = stepIssues.filter(([field]) => UNSHOWN_FIELDS.has(field));
  const isSummary = step === SUMMARY_STEP;
  const onSubmit = (stepValues: FormValues) => {
    const all = { ...values, ...stepValues };
    if (!isSummary) {
      goTo(step + 1, all);
      return undefined;
    }
    return send(all);
  };

  let content: ReactNode;
  switch (current.id) {
    case 'dati':
      content = <PersonalStep spontaneous={spontaneous} />;
      break;
    case 'esperienze':
      content = <ExperienceStep />;
      break;
    case 'formazione':
      content = <EducationStep />;
      break;
    case 'disponibilita':
      content = <AvailabilityStep />;
      break;
    case 'allegati':
      content = <AttachmentsStep existingFiles={edit?.files} />;
      break;
    default:
      content = (
        <Summary
          values={values}
          spontaneous={spontaneous}
          storeNames={storeNames}
          existingFiles={edit?.files}
          onEdit={(to) => goTo(to, values)}
        />
      );
  }

  return (
    <section className={styles.application} aria-labelledby={`${draftKey}-step`}>
      {showRestored && (
        <Notification type="info" onClose={() => setShowRestored(false)} className={styles.notice}>
          <FormattedMessage
            id="careers.application.restored"
            defaultMessage="Abbiamo ripreso la candidatura da dove l’avevi lasciata. Gli allegati, se li avevi scelti, vanno scelti di nuovo."
          />{' '}
          <button type="button" className={styles.linkButton} onClick={restart}>
            <FormattedMessage
              id="careers.application.restart"
              defaultMessage="Ricomincia da capo"
            />
          </button>
        </Notification>
      )}
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
      <h2 id={`${draftKey}-step`} ref={heading} tabIndex={-1} className={styles.stepHeading}>
        <FormattedMessage
          id="careers.application.stepHeading"
          defaultMessage="Passo {number} di {total}: {title}"
          values={{
            number: step + 1,
            total: APPLICATION_STEPS.length,
            title: intl.formatMessage(current.title),
          }}
        />
      </h2>
      {stepIssues.length > 0 && (
        <Notification type="error" className={styles.notice}>
          <FormattedMessage
            id="careers.application.refused"
            defaultMessage="Alcuni dati non sono stati accettati: correggi i campi indicati e prosegui."
          />
          {unshownIssues.length > 0 && (
            <ul>
              {unshownIssues.map(([field, issue]) => (
                <li key={field}>{issue.message}</li>
              ))}
            </ul>
          )}
        </Notification>
      )}
      <ServerIssuesContext.Provider value={serverIssues}>
        <Form
          key={step}
          aria-label={intl.formatMessage(current.title)}
          initialValues={values}
          onValuesChange={(stepValues) =>
            saveDraft(draftKey, { step, values: { ...values, ...stepValues } })
          }
          onSubmit={onSubmit}
        >
          {({ form, submitting }) => (
            <>
              {content}
              {isSummary && (
                <>
                  <CheckboxField
                    name="privacy"
                    rules="accepted"
                    messageLabel="Informativa privacy"
                    label={
                      <FormattedMessage
                        id="careers.application.privacy"
                        defaultMessage="Ho letto l’informativa privacy sul trattamento dei dati dei candidati"
                      />
                    }
                  />
                  {progress !== undefined && (
                    <div className={styles.progress}>
                      <label htmlFor={`${draftKey}-progress`}>
                        <FormattedMessage
                          id="careers.application.progress"
                          defaultMessage="Invio in corso: {percent} %"
                          values={{ percent: progress }}
                        />
                      </label>
                      <progress id={`${draftKey}-progress`} max={100} value={progress} />
                    </div>
                  )}
                </>
              )}
              <div className={styles.actions}>
                {step > 0 && (
                  <Button
                    theme="secondary"
                    text={intl.formatMessage({
                      id: 'careers.application.back',
                      defaultMessage: 'Indietro',
                    })}
                    isDisabled={submitting}
                    onClick={() => goTo(step - 1, { ...values, ...form.getState().values })}
                  />
                )}
                <SubmitButton
                  text={
                    isSummary
                      ? edit
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
            </>
          )}
        </Form>
      </ServerIssuesContext.Provider>
      {isSummary && !isLoggedIn && !edit && (
        <p className={styles.aside}>
          <FormattedMessage
            id="careers.application.loginHint"
            defaultMessage="Hai un account Iper con questa email? <link>Accedi</link> prima di inviare: ritroverai la candidatura nella tua area."
            values={{
              link: (chunks) => (
                <Link
                  to={`/accedi?redirect=${encodeURIComponent(location.pathname + location.search)}`}
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      )}
    </section>
  );
}

interface SummaryProps {
  values: ApplicationValues;
  spontaneous: boolean;
  storeNames: Record<string, string>;
  existingFiles?: ApplicationFile[];
  onEdit: (step: number) => void;
}

function Summary({ values, spontaneous, storeNames, existingFiles, onEdit }: SummaryProps) {
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
