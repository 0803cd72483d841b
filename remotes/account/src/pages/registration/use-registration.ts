import { trackEvent } from '@iper/analytics';
import { useAdvantageCardSubscribeMutation, useSession } from '@iper/api';
import type { CardCheckResponse, CardType, SubscriptionPayload } from '@iper/contracts';
import { useState } from 'react';
import { useAccountRegisterMutation } from '../../api/identity-api';
import { serverMessage, statusOf } from '../../features/session/server-message';
import { useCompleteLogin } from '../../features/session/use-complete-login';
import {
  toPersonalData,
  type PersonalValues,
} from '../../features/personal-data/personal-data-values';

export type RegistrationStep =
  'card-question' | 'card-check' | 'personal-data' | 'consents' | 'success';

export const SUBSCRIPTION_ERROR =
  'Si è verificato un errore durante la sottoscrizione della carta vantaggi';

/**
 * The server answers a registration with an address that already has an account exactly like a
 * new one (no enumeration) but signs nobody in and emails the address's owner: the card
 * subscription then finds no session.
 */
export const CHECK_YOUR_EMAIL =
  'Non è stato possibile completare la registrazione con questo indirizzo. Controlla la tua casella: se hai già un account Iper, ti abbiamo scritto come accedere.';

export interface FoundCard {
  salesforceId: string;
  number: string;
  type: CardType;
  holderFirstName: string;
  surname: string;
}

export interface RegistrationValues extends PersonalValues {
  email?: string;
  password?: string;
  password_confirm?: string;
  storeId?: string;
}

export interface ConsentValues {
  privacy?: boolean;
  marketing?: boolean;
  profiling?: boolean;
  thirdParty?: boolean;
  [key: string]: unknown;
}

export function subscriptionPayload(
  uid: string,
  values: RegistrationValues,
  consents: ConsentValues,
  salesforceId: string,
): SubscriptionPayload {
  const personal = toPersonalData(values);
  return {
    uid,
    salesforceId,
    email: (values.email ?? '').trim().toLowerCase(),
    name: personal.name,
    lastName: personal.lastName,
    phoneNumber: personal.phoneNumber,
    gender: personal.gender,
    cf: personal.cf ?? '',
    birthDay: personal.birthDay,
    birthMonth: personal.birthMonth,
    birthYear: personal.birthYear,
    storeId: values.storeId ?? '',
    dug: personal.dug ?? '',
    address: personal.address,
    houseNumber: personal.houseNumber,
    zip: personal.zipCode,
    city: personal.city,
    province: personal.province,
    country: personal.country ?? 'IT',
    privacy: Boolean(consents.privacy),
    marketing: Boolean(consents.marketing),
    profiling: Boolean(consents.profiling),
    thirdParty: Boolean(consents.thirdParty),
  };
}

/**
 * The registration flow of SPEC §2: card question, card check (existing card), personal data,
 * consents, success. The account is created at the last step, then the card is subscribed;
 * a failed subscription can be retried without creating the account twice.
 */
export function useRegistration() {
  const session = useSession();
  const completeLogin = useCompleteLogin();
  const [register] = useAccountRegisterMutation();
  const [subscribe] = useAdvantageCardSubscribeMutation();
  const [step, setStep] = useState<RegistrationStep>('card-question');
  const [card, setCard] = useState<FoundCard | null>(null);
  const [values, setValues] = useState<RegistrationValues>({ country: 'IT' });
  const [consents, setConsents] = useState<ConsentValues>({});
  const [uid, setUid] = useState<string | null>(null);
  const [result, setResult] = useState<{
    cardNumber: string;
    cardType: CardType;
    newCard: boolean;
  } | null>(null);

  return {
    step,
    card,
    values,
    consents,
    result,
    answerCardQuestion(hasCard: boolean) {
      setCard(null);
      setStep(hasCard ? 'card-check' : 'personal-data');
    },
    cardChecked(outcome: Extract<CardCheckResponse, { outcome: 'found' }>, surname: string) {
      setCard({ salesforceId: outcome.salesforceId, ...outcome.card, surname });
      setValues((current) => ({
        ...current,
        name: current.name ?? outcome.card.holderFirstName,
        lastName: current.lastName ?? surname,
      }));
      setStep('personal-data');
    },
    continueWithNewCard() {
      setCard(null);
      setStep('personal-data');
    },
    personalDataDone(next: RegistrationValues) {
      setValues(next);
      setStep('consents');
    },
    back() {
      setStep((current) =>
        current === 'consents'
          ? 'personal-data'
          : current === 'personal-data'
            ? card
              ? 'card-check'
              : 'card-question'
            : 'card-question',
      );
    },
    /** Creates the account (once) and subscribes the card; answers an error text or undefined. */
    async submit(chosen: ConsentValues): Promise<string | undefined> {
      setConsents(chosen);
      const signedIn = session.user;
      let accountUid =
        uid ??
        (signedIn && signedIn.email === values.email?.trim().toLowerCase() ? signedIn.uid : null);
      if (!accountUid) {
        try {
          const created = await register({
            email: values.email ?? '',
            password: values.password ?? '',
            name: (values.name ?? '').trim(),
            lastName: (values.lastName ?? '').trim(),
          }).unwrap();
          accountUid = created.uid;
          setUid(created.uid);
          await completeLogin('login');
        } catch (error) {
          // 400: the server's reason, e.g. a password that is too common or built on the name.
          return statusOf(error) === 400 ? serverMessage(error) : SUBSCRIPTION_ERROR;
        }
      }
      try {
        const answer = await subscribe(
          subscriptionPayload(accountUid, values, chosen, card?.salesforceId ?? ''),
        ).unwrap();
        if (answer.errorCode !== '0' || !('cardNumber' in answer)) {
          console.error('[registration] subscription refused', answer);
          return SUBSCRIPTION_ERROR;
        }
        if (!card) trackEvent('crea_carta_vantaggi_digitale');
        setResult({ cardNumber: answer.cardNumber, cardType: answer.cardType, newCard: !card });
        setStep('success');
        return undefined;
      } catch (error) {
        if (statusOf(error) === 401) {
          setUid(null);
          return CHECK_YOUR_EMAIL;
        }
        console.error('[registration] subscription failed', error);
        return SUBSCRIPTION_ERROR;
      }
    },
  };
}
