import {
  useAdvantageCardSubscribeMutation,
  useSession,
  useSessionAccountInfoQuery,
  useStoresListQuery,
} from '@iper/api';
import { trackEvent } from '@iper/analytics';
import type { AccountInfo } from '@iper/contracts';
import { Button, Notification, Skeleton, SkeletonGroup } from '@iper/design-system';
import { Form, PrivacyConsentField, SelectField, SubmitButton } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CardVisual } from '../../features/card-visual/card-visual';
import { LoginPrompt } from '../../features/login-prompt/login-prompt';
import { groupedCardNumber } from '../../domain/card-rules';
import { REQUIRED_PROFILE_FIELDS, subscriptionDraft } from '../../domain/subscription';
import styles from './request-card-page.module.css';

/** SPEC §8: the registration message of a failed subscription. */
const SUBSCRIPTION_ERROR =
  'Si è verificato un errore durante la sottoscrizione della carta vantaggi';

/** /carta-vantaggi/richiedi: a free digital card in one click for a logged-in customer. */
export function Component() {
  const session = useSession();
  const [created, setCreated] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage
          id="loyalty.requestCard.title"
          defaultMessage="Richiedi la Carta Vantaggi digitale"
        />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="loyalty.requestCard.lead"
          defaultMessage="È gratuita e la ricevi subito: la trovi nella pagina Carta Vantaggi, con il codice a barre da mostrare in cassa dal telefono."
        />
      </p>
      {created ? (
        <Created number={created} />
      ) : session.status === 'unchecked' ? (
        <SkeletonGroup>
          <Skeleton shape="rect" height="10rem" />
        </SkeletonGroup>
      ) : !session.isLoggedIn ? (
        <LoginPrompt
          redirect="/carta-vantaggi/richiedi"
          title={
            <FormattedMessage
              id="loyalty.requestCard.visitor.title"
              defaultMessage="Prima accedi o registrati"
            />
          }
          text={
            <FormattedMessage
              id="loyalty.requestCard.visitor.text"
              defaultMessage="La carta digitale è legata al tuo account Iper: accedi, oppure registrati in pochi minuti, e torni qui per richiederla con un clic."
            />
          }
        />
      ) : session.isCardOwner ? (
        <section className={styles.panel} aria-labelledby="has-card-title">
          <h2 id="has-card-title">
            <FormattedMessage
              id="loyalty.requestCard.hasCard.title"
              defaultMessage="Hai già la Carta Vantaggi"
            />
          </h2>
          <Button slug="/carta-vantaggi">
            <FormattedMessage
              id="loyalty.requestCard.hasCard.action"
              defaultMessage="Vai alla tua carta"
            />
          </Button>
        </section>
      ) : (
        <RequestForm onCreated={setCreated} />
      )}
    </div>
  );
}

function Created({ number }: { number: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.created}>
      <Notification
        type="success"
        title={
          <FormattedMessage
            id="loyalty.requestCard.created.title"
            defaultMessage="La tua Carta Vantaggi è pronta"
          />
        }
      >
        <FormattedMessage
          id="loyalty.requestCard.created.text"
          defaultMessage="Il numero della tua carta digitale è {number}. Mostralo in cassa dalla pagina Carta Vantaggi."
          values={{ number: groupedCardNumber(number) }}
        />
      </Notification>
      <CardVisual type="base" className={styles.card} />
      <Button slug="/carta-vantaggi">
        <FormattedMessage
          id="loyalty.requestCard.created.action"
          defaultMessage="Vai alla tua carta"
        />
      </Button>
    </div>
  );
}

interface RequestValues {
  storeId?: string;
  privacy?: boolean;
  [key: string]: unknown;
}

function RequestForm({ onCreated }: { onCreated: (number: string) => void }) {
  const info = useSessionAccountInfoQuery();
  if (!info.data) {
    return (
      <SkeletonGroup>
        <Skeleton shape="rect" height="10rem" />
      </SkeletonGroup>
    );
  }
  return <RequestWithProfile info={info.data} onCreated={onCreated} />;
}

function RequestWithProfile({
  info,
  onCreated,
}: {
  info: AccountInfo;
  onCreated: (number: string) => void;
}) {
  const intl = useIntl();
  const [subscribe] = useAdvantageCardSubscribeMutation();
  const draft = subscriptionDraft(info);
  const missing = draft.ready ? [] : draft.missing;
  const needsStore = !draft.ready && draft.needsStore;
  const needsPrivacy = !draft.ready && draft.needsPrivacy;
  const stores = useStoresListQuery();
  const storeName = stores.data?.find((store) => store.id === info.data.storeId)?.nome;
  const { profile, address } = info;

  async function submit(values: RequestValues) {
    const ready = subscriptionDraft(info, {
      storeId: values.storeId,
      privacy: values.privacy === true,
    });
    if (!ready.ready) return { [FORM_ERROR]: SUBSCRIPTION_ERROR };
    try {
      const result = await subscribe(ready.payload).unwrap();
      if (result.errorCode !== '0' || !('cardNumber' in result)) {
        console.error('[loyalty] subscription refused', result);
        return {
          [FORM_ERROR]:
            `${SUBSCRIPTION_ERROR}. ${'errorMessage' in result ? result.errorMessage : ''}`.trim(),
        };
      }
      trackEvent('crea_carta_vantaggi_digitale', { card_type: result.cardType });
      onCreated(result.cardNumber);
      return undefined;
    } catch (error) {
      console.error('[loyalty] subscription failed', error);
      return { [FORM_ERROR]: SUBSCRIPTION_ERROR };
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="request-title">
      <h2 id="request-title">
        <FormattedMessage
          id="loyalty.requestCard.form.title"
          defaultMessage="Con i dati del tuo profilo"
        />
      </h2>
      <dl className={styles.profile}>
        <div>
          <dt>
            <FormattedMessage id="loyalty.requestCard.form.name" defaultMessage="Titolare" />
          </dt>
          <dd>
            {profile.firstName} {profile.lastName}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="loyalty.requestCard.form.email" defaultMessage="Email" />
          </dt>
          <dd>{profile.email}</dd>
        </div>
        {info.phones[0] && (
          <div>
            <dt>
              <FormattedMessage id="loyalty.requestCard.form.phone" defaultMessage="Telefono" />
            </dt>
            <dd>{info.phones[0].number}</dd>
          </div>
        )}
        {address.street && (
          <div>
            <dt>
              <FormattedMessage id="loyalty.requestCard.form.address" defaultMessage="Indirizzo" />
            </dt>
            <dd>
              {[address.dug, address.street, address.houseNumber].filter(Boolean).join(' ')},{' '}
              {address.zipCode} {address.city} ({address.province})
            </dd>
          </div>
        )}
        {storeName && (
          <div>
            <dt>
              <FormattedMessage
                id="loyalty.requestCard.form.store"
                defaultMessage="Punto vendita preferito"
              />
            </dt>
            <dd>{storeName}</dd>
          </div>
        )}
      </dl>
      {missing.length > 0 ? (
        <Notification
          type="warning"
          title={
            <FormattedMessage
              id="loyalty.requestCard.missing.title"
              defaultMessage="Mancano alcuni dati"
            />
          }
        >
          <p>
            <FormattedMessage
              id="loyalty.requestCard.missing.text"
              defaultMessage="Per la carta servono anche: {fields}."
              values={{ fields: missing.map((field) => REQUIRED_PROFILE_FIELDS[field]).join(', ') }}
            />
          </p>
          <Link to="/account/dati-personali">
            <FormattedMessage
              id="loyalty.requestCard.missing.action"
              defaultMessage="Completa i tuoi dati personali"
            />
          </Link>
        </Notification>
      ) : (
        <Form<RequestValues>
          onSubmit={submit}
          aria-labelledby="request-title"
          className={styles.form}
        >
          {needsStore && (
            <SelectField
              name="storeId"
              label={intl.formatMessage({
                id: 'loyalty.requestCard.form.storeChoice',
                defaultMessage: 'Il tuo punto vendita',
              })}
              rules="required"
              placeholder={intl.formatMessage({
                id: 'loyalty.requestCard.form.storePlaceholder',
                defaultMessage: 'Scegli un punto vendita',
              })}
              options={(stores.data ?? []).map((store) => ({ value: store.id, label: store.nome }))}
            />
          )}
          {needsPrivacy && (
            <PrivacyConsentField
              label={
                <FormattedMessage
                  id="loyalty.requestCard.form.privacy"
                  defaultMessage="Ho letto l'informativa privacy e il regolamento della Carta Vantaggi"
                />
              }
            />
          )}
          <SubmitButton fluidOnMobile>
            <FormattedMessage
              id="loyalty.requestCard.form.submit"
              defaultMessage="Richiedi la carta digitale"
            />
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
