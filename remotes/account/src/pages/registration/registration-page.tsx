import { CARD_NAMES, paddedCardNumber } from '@iper/contracts';
import { Notification } from '@iper/design-system';
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import layout from '../../features/auth-layout/auth-layout.module.css';
import { useRegistration, type RegistrationStep } from './use-registration';
import { useLocalizedPath } from '../../features/locale/use-localized-path';
import { StepHeading } from './step-heading';
import { CardQuestionStep } from './card-question-step';
import { CardCheckStep } from './card-check-step';
import { PersonalDataStep } from './personal-data-step';
import { ConsentsStep } from './consents-step';
import { SuccessStep } from './success-step';

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
