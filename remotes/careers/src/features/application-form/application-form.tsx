import { api, useSession, useStoresListQuery, type AppDispatch } from '@iper/api';
import { startsApp, type ApplicationFile, type ApplicationReceipt } from '@iper/contracts';
import { Loading, Notification, useHydrated } from '@iper/design-system';
import { Form, PrivacyConsentField, type FormValues } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { declaredSearch } from '@iper/routes';
import { sendApplication, APPLICATIONS_URL } from '../../api/application-upload-api';
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
import { ApplicationConfirmation } from './application-confirmation';
import { Summary } from './application-summary';
import { SendProgress } from './send-progress';
import { AttachmentsStep } from './attachments-step';
import { AvailabilityStep } from './availability-step';
import { EducationStep } from './education-step';
import { ExperienceStep } from './experience-step';
import { PersonalStep } from './personal-step';
import { StepActions } from './step-actions';
import { StepIndicator } from './step-indicator';
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
  // render, and the browser's first render that hydrates it, show it loading). A form this long
  // needs the app: it starts as the form comes near, and a browser without script says so.
  const hydrated = useHydrated();
  if (hydrated) return <DraftedApplicationForm {...props} />;
  return (
    <div {...startsApp('near')}>
      <Loading />
      <noscript>
        <p>
          <FormattedMessage
            id="careers.application.needsScript"
            defaultMessage="Per compilare la candidatura serve JavaScript: attivalo nel browser, oppure scrivici dalla pagina Serve aiuto?."
          />
        </p>
      </noscript>
    </div>
  );
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
      <StepIndicator step={step} />
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
                  <PrivacyConsentField
                    label={
                      <FormattedMessage
                        id="careers.application.privacy"
                        defaultMessage="Ho letto l’informativa privacy sul trattamento dei dati dei candidati"
                      />
                    }
                  />
                  {progress !== undefined && (
                    <SendProgress id={`${draftKey}-progress`} percent={progress} />
                  )}
                </>
              )}
              <StepActions
                step={step}
                isSummary={isSummary}
                isEdit={Boolean(edit)}
                submitting={submitting}
                onBack={() => goTo(step - 1, { ...values, ...form.getState().values })}
              />
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
                  to={`/accedi?redirect=${encodeURIComponent(location.pathname + declaredSearch(location.pathname, location.search))}`}
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
