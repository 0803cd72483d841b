import { useStoresListQuery } from '@iper/api';
import {
  CARD_NAMES,
  CardNumberSchema,
  paddedCardNumber,
  type CardCheckResponse,
} from '@iper/contracts';
import { Button, CardPicture, Notification } from '@iper/design-system';
import {
  CheckboxField,
  EmailField,
  Form,
  PasswordField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextField,
} from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAccountCardCheckMutation } from '../../api/account';
import styles from './registration-page.module.css';
import layout from '../../features/auth-layout/auth-layout.module.css';
import { PersonalDataFields } from '../../features/personal-data/personal-data-fields';
import { serverMessage } from '../../features/session/server-message';
import { guestOnly } from '../../features/session/session-guards';
import {
  useRegistration,
  type ConsentValues,
  type RegistrationStep,
  type RegistrationValues,
} from './use-registration';
import { useLocalizedPath } from '../../features/locale/use-localized-path';

/** The guest rule (SPEC §2): a logged-in user opening /registrazione is sent to /. */
export const loader = guestOnly;

const STEP_NUMBERS: Record<Exclude<RegistrationStep, 'success'>, number> = {
  'card-question': 1,
  'card-check': 1,
  'personal-data': 2,
  consents: 3,
};

/** The step's heading takes focus when the step changes, so screen readers announce it. */
function StepHeading({ step, children }: { step: RegistrationStep; children: ReactNode }) {
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

function CardQuestionStep({ onAnswer }: { onAnswer: (hasCard: boolean) => void }) {
  const intl = useIntl();
  return (
    <Form<{ hasCard?: string }>
      onSubmit={(values) => onAnswer(values.hasCard === 'si')}
      aria-label="Carta Vantaggi"
      className={styles.form}
    >
      <RadioGroupField
        name="hasCard"
        label={intl.formatMessage({
          id: 'account.registration.hasCard',
          defaultMessage: 'Hai già una Carta Vantaggi Iper?',
        })}
        rules="required"
        options={[
          {
            value: 'si',
            label: intl.formatMessage({
              id: 'account.registration.hasCardYes',
              defaultMessage: 'Sì, ho già la carta',
            }),
          },
          {
            value: 'no',
            label: intl.formatMessage({
              id: 'account.registration.hasCardNo',
              defaultMessage: 'No, voglio la nuova carta digitale gratuita',
            }),
          },
        ]}
      />
      <div className={styles.actions}>
        <SubmitButton>
          <FormattedMessage id="account.registration.continue" defaultMessage="Continua" />
        </SubmitButton>
      </div>
    </Form>
  );
}

type CheckOutcome = 'not_found' | 'blocked' | 'already_registered' | null;

function CardCheckStep({
  onFound,
  onNewCard,
  onBack,
}: {
  onFound: (found: Extract<CardCheckResponse, { outcome: 'found' }>, surname: string) => void;
  onNewCard: () => void;
  onBack: () => void;
}) {
  const localized = useLocalizedPath();
  const intl = useIntl();
  const [check] = useAccountCardCheckMutation();
  const [outcome, setOutcome] = useState<CheckOutcome>(null);

  async function submit(values: { cardNumber?: string; surname?: string }) {
    setOutcome(null);
    try {
      const answer = await check({
        cardNumber: (values.cardNumber ?? '').replace(/\s+/g, ''),
        surname: values.surname ?? '',
      }).unwrap();
      if (answer.outcome === 'found') onFound(answer, (values.surname ?? '').trim());
      else setOutcome(answer.outcome);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: serverMessage(error) };
    }
  }

  return (
    <>
      <p>
        <FormattedMessage
          id="account.registration.checkIntro"
          defaultMessage="Scrivi il numero della tua carta (le 12 cifre sotto il codice a barre) e il cognome dell'intestatario."
        />
      </p>
      {outcome === 'not_found' && (
        <Notification
          type="error"
          title={
            <FormattedMessage
              id="account.registration.notFoundTitle"
              defaultMessage="Carta non trovata"
            />
          }
        >
          <FormattedMessage
            id="account.registration.notFound"
            defaultMessage="Non abbiamo trovato una Carta Vantaggi con questo numero e questo cognome. Controlla i dati, oppure prosegui con una nuova carta digitale."
          />
        </Notification>
      )}
      {outcome === 'blocked' && (
        <Notification
          type="error"
          title={
            <FormattedMessage
              id="account.registration.blockedTitle"
              defaultMessage="Carta bloccata"
            />
          }
        >
          <FormattedMessage
            id="account.registration.blocked"
            defaultMessage="Questa Carta Vantaggi è bloccata e non può essere registrata. Rivolgiti al punto accoglienza del tuo Iper."
          />
        </Notification>
      )}
      {outcome === 'already_registered' && (
        <Notification
          type="error"
          title={
            <FormattedMessage
              id="account.registration.takenTitle"
              defaultMessage="Carta già registrata"
            />
          }
        >
          <FormattedMessage
            id="account.registration.taken"
            defaultMessage="Questa Carta Vantaggi è già associata a un account. Accedi con quell'account oppure recupera la password."
          />{' '}
          <Link to={localized('/accedi')}>
            <FormattedMessage
              id="account.registration.takenLogin"
              defaultMessage="Vai all'accesso"
            />
          </Link>
        </Notification>
      )}
      <Form<{ cardNumber?: string; surname?: string }>
        onSubmit={submit}
        aria-label="Verifica la carta"
        className={styles.form}
      >
        <TextField
          name="cardNumber"
          label={intl.formatMessage({
            id: 'account.registration.cardNumber',
            defaultMessage: 'Numero della carta',
          })}
          rules="required"
          validate={(value) =>
            CardNumberSchema.safeParse(String(value).replace(/\s+/g, '')).success
              ? undefined
              : intl.formatMessage({
                  id: 'account.registration.cardNumberInvalid',
                  defaultMessage: 'Il numero della carta ha 12 cifre.',
                })
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
        />
        <TextField
          name="surname"
          label={intl.formatMessage({
            id: 'account.registration.surname',
            defaultMessage: "Cognome dell'intestatario",
          })}
          rules="required"
          autoComplete="family-name"
        />
        <div className={styles.actions}>
          <SubmitButton>
            <FormattedMessage id="account.registration.check" defaultMessage="Verifica la carta" />
          </SubmitButton>
          <Button theme="ghost" onClick={onBack}>
            <FormattedMessage id="account.registration.back" defaultMessage="Indietro" />
          </Button>
        </div>
      </Form>
      {outcome === 'not_found' && (
        <div className={styles.actions}>
          <Button theme="secondary" onClick={onNewCard}>
            <FormattedMessage
              id="account.registration.newCardInstead"
              defaultMessage="Prosegui con una nuova carta digitale"
            />
          </Button>
        </div>
      )}
    </>
  );
}

function PersonalDataStep({
  initialValues,
  onDone,
  onBack,
}: {
  initialValues: RegistrationValues;
  onDone: (values: RegistrationValues) => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const { data: stores = [] } = useStoresListQuery();
  const storeOptions = useMemo(
    () => stores.map((store) => ({ value: store.id, label: `${store.nome} (${store.provincia})` })),
    [stores],
  );
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <Form<RegistrationValues>
      onSubmit={onDone}
      initialValues={initialValues}
      aria-label="Dati personali"
      className={styles.form}
    >
      <PersonalDataFields />
      <fieldset className={layout.form}>
        <legend className={styles.stepTitle}>
          {t('account.registration.accountData', 'Dati di accesso e punto vendita')}
        </legend>
        <SelectField
          name="storeId"
          label={t('account.registration.store', 'Punto vendita preferito')}
          rules="required"
          options={storeOptions}
          placeholder={t('account.registration.storeChoose', 'Scegli il tuo Iper')}
        />
        <EmailField
          name="email"
          label={t('account.registration.email', 'Email')}
          rules="required"
        />
        <PasswordField
          name="password"
          label={t('account.registration.password', 'Password')}
          rules="required|length:8,128"
          autoComplete="new-password"
          hint={t(
            'account.registration.passwordHint',
            'Almeno 8 caratteri, non una password comune né il tuo nome o la tua email.',
          )}
        />
        <PasswordField
          name="password_confirm"
          label={t('account.registration.passwordConfirm', 'Conferma la password')}
          rules="required|confirm"
          autoComplete="new-password"
        />
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton>
          <FormattedMessage id="account.registration.continue" defaultMessage="Continua" />
        </SubmitButton>
        <Button theme="ghost" onClick={onBack}>
          <FormattedMessage id="account.registration.back" defaultMessage="Indietro" />
        </Button>
      </div>
    </Form>
  );
}

function ConsentsStep({
  initialValues,
  onSubmit,
  onBack,
}: {
  initialValues: ConsentValues;
  onSubmit: (values: ConsentValues) => Promise<string | undefined>;
  onBack: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <Form<ConsentValues>
      onSubmit={async (values) => {
        const error = await onSubmit(values);
        return error ? { [FORM_ERROR]: error } : undefined;
      }}
      initialValues={initialValues}
      aria-label="Consensi"
      className={styles.form}
    >
      <CheckboxField
        name="privacy"
        rules="accepted"
        messageLabel={t('account.registration.privacyName', 'Informativa privacy e regolamento')}
        label={
          <FormattedMessage
            id="account.registration.privacy"
            defaultMessage="Ho letto l'informativa privacy e il regolamento della Carta Vantaggi"
          />
        }
      />
      <CheckboxField
        name="marketing"
        label={t(
          'account.registration.marketing',
          'Acconsento a ricevere offerte e promozioni Iper (marketing)',
        )}
      />
      <CheckboxField
        name="profiling"
        label={t(
          'account.registration.profiling',
          'Acconsento all’analisi dei miei acquisti per offerte su misura (profilazione)',
        )}
      />
      <CheckboxField
        name="thirdParty"
        label={t(
          'account.registration.thirdParty',
          'Acconsento a ricevere offerte di partner selezionati (marketing di terzi)',
        )}
      />
      <div className={styles.actions}>
        <SubmitButton>
          <FormattedMessage
            id="account.registration.submit"
            defaultMessage="Completa la registrazione"
          />
        </SubmitButton>
        <Button theme="ghost" onClick={onBack}>
          <FormattedMessage id="account.registration.back" defaultMessage="Indietro" />
        </Button>
      </div>
    </Form>
  );
}

function SuccessStep({
  result,
}: {
  result: NonNullable<ReturnType<typeof useRegistration>['result']>;
}) {
  const localized = useLocalizedPath();
  return (
    <div className={styles.success}>
      <Notification type="success">
        {result.newCard ? (
          <FormattedMessage
            id="account.registration.doneNew"
            defaultMessage="Benvenuto in Iper! La tua nuova Carta Vantaggi digitale è già attiva."
          />
        ) : (
          <FormattedMessage
            id="account.registration.doneExisting"
            defaultMessage="Benvenuto in Iper! La tua Carta Vantaggi è ora collegata al tuo account."
          />
        )}
      </Notification>
      <CardPicture
        className={styles.cardImage}
        type={result.cardType}
        label={CARD_NAMES[result.cardType]}
      />
      <p>
        <FormattedMessage
          id="account.registration.cardNumberLabel"
          defaultMessage="Numero della carta"
        />
        :{' '}
        <span className={styles.cardNumber} data-testid="card-number">
          {paddedCardNumber(result.cardNumber)}
        </span>
      </p>
      <Button slug={localized('/account')}>
        <FormattedMessage id="account.registration.toAccount" defaultMessage="Vai al tuo account" />
      </Button>
    </div>
  );
}

const STEP_TITLES: Record<RegistrationStep, ReactNode> = {
  'card-question': (
    <FormattedMessage id="account.registration.stepCard" defaultMessage="La tua Carta Vantaggi" />
  ),
  'card-check': (
    <FormattedMessage id="account.registration.stepCheck" defaultMessage="Verifica la tua carta" />
  ),
  'personal-data': (
    <FormattedMessage id="account.registration.stepPersonal" defaultMessage="I tuoi dati" />
  ),
  consents: <FormattedMessage id="account.registration.stepConsents" defaultMessage="Consensi" />,
  success: (
    <FormattedMessage
      id="account.registration.stepSuccess"
      defaultMessage="Registrazione completata"
    />
  ),
};

/** /registrazione: account and Carta Vantaggi in one flow (SPEC §2). */
export function Component() {
  return (
    <div className={layout.wide}>
      <h1>
        <FormattedMessage id="account.registration.title" defaultMessage="Registrati" />
      </h1>
      <RegistrationFlow />
    </div>
  );
}

/** The registration's steps under the page's title (also the /test/registration showcase's widget). */
export function RegistrationFlow() {
  const localized = useLocalizedPath();
  const flow = useRegistration();
  return (
    <>
      {flow.step === 'card-question' && (
        <p className={layout.intro}>
          <FormattedMessage
            id="account.registration.intro"
            defaultMessage="Con l'account Iper hai la Carta Vantaggi, i coupon, la lista della spesa e gli scontrini digitali. Hai già un account?"
          />{' '}
          <Link to={localized('/accedi')}>
            <FormattedMessage id="account.registration.login" defaultMessage="Accedi" />
          </Link>
        </p>
      )}
      <StepHeading step={flow.step}>{STEP_TITLES[flow.step]}</StepHeading>
      {flow.card && flow.step !== 'success' && flow.step !== 'card-check' && (
        <Notification type="info" className={layout.notice}>
          <FormattedMessage
            id="account.registration.cardFound"
            defaultMessage="Abbiamo trovato la tua {name} numero {number}: la collegheremo al tuo account."
            values={{
              name: CARD_NAMES[flow.card.type],
              number: paddedCardNumber(flow.card.number),
            }}
          />
        </Notification>
      )}
      {flow.step === 'card-question' && <CardQuestionStep onAnswer={flow.answerCardQuestion} />}
      {flow.step === 'card-check' && (
        <CardCheckStep
          onFound={flow.cardChecked}
          onNewCard={flow.continueWithNewCard}
          onBack={flow.back}
        />
      )}
      {flow.step === 'personal-data' && (
        <PersonalDataStep
          initialValues={flow.values}
          onDone={flow.personalDataDone}
          onBack={flow.back}
        />
      )}
      {flow.step === 'consents' && (
        <ConsentsStep initialValues={flow.consents} onSubmit={flow.submit} onBack={flow.back} />
      )}
      {flow.step === 'success' && flow.result && <SuccessStep result={flow.result} />}
    </>
  );
}
