import type { GiftCardBalance } from '@iper/contracts';
import { calendarDayInstant as day, Notification } from '@iper/design-system';
import { Form, SubmitButton, TextField } from '@iper/design-system/forms';
import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useLoyaltyGiftCardBalanceMutation } from '../../api/loyalty-api';
import { GIFT_CARD_READ_ERROR, giftCardNumberProblem } from '../../domain/gift-card';
import styles from './gift-card-page.module.css';

interface BalanceValues {
  cardNumber: string;
  [key: string]: unknown;
}

type Outcome = { kind: 'balance'; balance: GiftCardBalance } | { kind: 'error' } | null;

/** The balance check: the card number in, the residual amount and the due date out (SPEC §3, §8). */
export function BalanceCheck() {
  const intl = useIntl();
  const [check] = useLoyaltyGiftCardBalanceMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  async function submit(values: BalanceValues) {
    setOutcome(null);
    try {
      const balance = await check({ cardNumber: values.cardNumber }).unwrap();
      setOutcome({ kind: 'balance', balance });
    } catch (error) {
      console.error('[loyalty] the gift card balance could not be read', error);
      setOutcome({ kind: 'error' });
    }
  }

  return (
    <section className={styles.balance} aria-labelledby="balance-title">
      <h2 id="balance-title">
        <FormattedMessage id="loyalty.giftCard.balance.title" defaultMessage="Controlla il saldo" />
      </h2>
      <Form<BalanceValues>
        onSubmit={submit}
        aria-labelledby="balance-title"
        className={styles.balanceForm}
      >
        <TextField
          name="cardNumber"
          label={intl.formatMessage({
            id: 'loyalty.giftCard.balance.number',
            defaultMessage: 'Numero della Gift Card',
          })}
          hint={intl.formatMessage({
            id: 'loyalty.giftCard.balance.hint',
            defaultMessage:
              'Sul retro della carta, sotto il codice a barre: (21) seguito da 19 cifre sulle carte nuove, 12 cifre sulle carte vecchie.',
          })}
          rules="required"
          validate={giftCardNumberProblem}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
        />
        <SubmitButton fluidOnMobile>
          <FormattedMessage
            id="loyalty.giftCard.balance.submit"
            defaultMessage="Verifica il saldo"
          />
        </SubmitButton>
      </Form>
      <div ref={resultRef} tabIndex={-1} className={styles.result}>
        {outcome?.kind === 'error' && (
          <Notification type="error">{GIFT_CARD_READ_ERROR}</Notification>
        )}
        {outcome?.kind === 'balance' && (
          <div className={styles.balanceResult} aria-live="polite">
            <p className={styles.resultNumber}>
              <FormattedMessage
                id="loyalty.giftCard.balance.card"
                defaultMessage="Gift Card {number}"
                values={{ number: outcome.balance.cardNumber }}
              />
            </p>
            <dl>
              <div>
                <dt>
                  <FormattedMessage
                    id="loyalty.giftCard.balance.residual"
                    defaultMessage="Importo residuo"
                  />
                </dt>
                <dd className={styles.residual}>
                  <FormattedNumber
                    value={outcome.balance.residualAmount}
                    style="currency"
                    currency="EUR"
                  />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="loyalty.giftCard.balance.due" defaultMessage="Scadenza" />
                </dt>
                <dd>
                  <FormattedDate
                    value={day(outcome.balance.dueDate)}
                    day="2-digit"
                    month="2-digit"
                    year="numeric"
                    timeZone="Europe/Rome"
                  />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage
                    id="loyalty.giftCard.balance.initial"
                    defaultMessage="Importo iniziale"
                  />
                </dt>
                <dd>
                  <FormattedNumber
                    value={outcome.balance.initialAmount}
                    style="currency"
                    currency="EUR"
                  />
                </dd>
              </div>
            </dl>
            {outcome.balance.expired && (
              <Notification type="warning">
                <FormattedMessage
                  id="loyalty.giftCard.balance.expired"
                  defaultMessage="Questa Gift Card è scaduta: l'importo residuo non si può più spendere."
                />
              </Notification>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
