import type { AccountSession } from '@iper/contracts';
import { Button, CardList, Loading, Notification, VisuallyHidden } from '@iper/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  useAccountSessionEndMutation,
  useAccountSessionsEndOthersMutation,
  useAccountSessionsQuery,
} from '../../api/account-sessions-api';
import { deviceNameOf } from '../../domain/device-name';
import layout from '../account-layout/account-layout.module.css';
import cardList from '../account-layout/card-list.module.css';
import { serverMessage } from '../session/server-message';
import styles from './devices-section.module.css';
import { SITE_TIME_ZONE } from '@iper/i18n';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SITE_TIME_ZONE,
};

/** "Chrome su Android", or "Browser sconosciuto" when the User-Agent says nothing we know. */
function deviceLabel(intl: IntlShape, session: AccountSession): string {
  const { browser, system } = deviceNameOf(session.userAgent);
  if (browser && system)
    return intl.formatMessage(
      { id: 'account.devices.browserOnSystem', defaultMessage: '{browser} su {system}' },
      { browser, system },
    );
  return (
    browser ??
    system ??
    intl.formatMessage({ id: 'account.devices.unknown', defaultMessage: 'Browser sconosciuto' })
  );
}

function DeviceItem({
  session,
  onEnd,
  ending,
}: {
  session: AccountSession;
  onEnd: () => void;
  ending: boolean;
}) {
  const intl = useIntl();
  const label = deviceLabel(intl, session);
  return (
    <li className={cardList.item}>
      <p className={styles.name}>
        <strong>{label}</strong>
        {session.current && (
          <span className={styles.current}>
            <FormattedMessage id="account.devices.current" defaultMessage="Questo dispositivo" />
          </span>
        )}
      </p>
      <dl className={styles.details}>
        <dt>
          <FormattedMessage id="account.devices.address" defaultMessage="Indirizzo IP" />
        </dt>
        <dd>{session.ipAddress ?? '—'}</dd>
        <dt>
          <FormattedMessage id="account.devices.lastSeen" defaultMessage="Ultima attività" />
        </dt>
        <dd>{intl.formatDate(session.lastSeenAt, DATE_TIME)}</dd>
        <dt>
          <FormattedMessage id="account.devices.signedIn" defaultMessage="Accesso effettuato" />
        </dt>
        <dd>{intl.formatDate(session.signedInAt, DATE_TIME)}</dd>
        {session.passkeyName && (
          <>
            <dt>
              <FormattedMessage id="account.devices.passkey" defaultMessage="Accesso con" />
            </dt>
            <dd>
              <FormattedMessage
                id="account.devices.passkeyName"
                defaultMessage="la passkey «{name}»"
                values={{ name: session.passkeyName }}
              />
            </dd>
          </>
        )}
      </dl>
      {!session.current && (
        <div className={layout.actions}>
          <Button theme="secondary" size="s" isLoading={ending} onClick={onEnd}>
            <FormattedMessage id="account.devices.end" defaultMessage="Termina questa sessione" />
            {/* Completes the button's name ("Termina questa sessione: Chrome su Android"). */}
            <VisuallyHidden>: {label}</VisuallyHidden>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * "I tuoi dispositivi" (ASVS 7.5.2): where the account is signed in, this browser first and
 * marked, with a button to end each other session and one to end them all.
 */
export function DevicesSection() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useAccountSessionsQuery();
  const [endSession] = useAccountSessionEndMutation();
  const [endOthers, endingOthers] = useAccountSessionsEndOthersMutation();
  const [ending, setEnding] = useState<string>();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();

  async function run(action: () => Promise<unknown>, done: string) {
    setOutcome(undefined);
    try {
      await action();
      setOutcome({ type: 'success', text: done });
    } catch (error) {
      setOutcome({ type: 'error', text: serverMessage(error) });
    }
    await refetch();
  }

  async function end(session: AccountSession) {
    setEnding(session.id);
    await run(
      () => endSession({ id: session.id }).unwrap(),
      intl.formatMessage(
        {
          id: 'account.devices.ended',
          defaultMessage: 'Sessione terminata: {device} non ha più accesso al tuo account.',
        },
        { device: deviceLabel(intl, session) },
      ),
    );
    setEnding(undefined);
  }

  const others = data?.sessions.filter((session) => !session.current) ?? [];
  return (
    <section className={layout.section} aria-labelledby="sezione-dispositivi">
      <h2 id="sezione-dispositivi">
        <FormattedMessage id="account.devices.title" defaultMessage="I tuoi dispositivi" />
      </h2>
      <p>
        <FormattedMessage
          id="account.devices.intro"
          defaultMessage="Qui vedi dove il tuo account è aperto. Se non riconosci un dispositivo, termina la sessione e cambia la password."
        />
      </p>
      {outcome && <Notification type={outcome.type}>{outcome.text}</Notification>}
      {isLoading && <Loading />}
      {isError && (
        <Notification type="error">
          <FormattedMessage
            id="account.devices.loadError"
            defaultMessage="Non è stato possibile caricare i tuoi dispositivi. Riprova tra qualche istante."
          />
        </Notification>
      )}
      {data && (
        <CardList layout="stack">
          {data.sessions.map((session) => (
            <DeviceItem
              key={session.id}
              session={session}
              ending={ending === session.id}
              onEnd={() => void end(session)}
            />
          ))}
        </CardList>
      )}
      {others.length > 0 && (
        <div className={layout.actions}>
          <Button
            theme="primary"
            isLoading={endingOthers.isLoading}
            onClick={() =>
              void run(
                () => endOthers().unwrap(),
                intl.formatMessage({
                  id: 'account.devices.endedOthers',
                  defaultMessage:
                    'Hai chiuso tutte le altre sessioni: il tuo account resta aperto solo qui.',
                }),
              )
            }
          >
            <FormattedMessage
              id="account.devices.endOthers"
              defaultMessage="Termina tutte le altre sessioni"
            />
          </Button>
        </div>
      )}
    </section>
  );
}
