import { useSession, useSessionAccountInfoQuery } from '@iper/api';
import type { AccountInfo } from '@iper/contracts';
import { Button, Loading, Notification } from '@iper/design-system';
import { Form, SubmitButton } from '@iper/design-system/forms';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccountSavePersonalDataMutation } from '../../api/account-api';
import facts from '../../features/account-layout/facts.module.css';
import layout from '../../features/account-layout/account-layout.module.css';
import { AccountPage } from '../../features/account-layout/account-page';
import {
  PersonalDataFields,
  COUNTRY_OPTIONS,
} from '../../features/personal-data/personal-data-fields';
import {
  fromAccountInfo,
  toPersonalData,
  type PersonalValues,
} from '../../features/personal-data/personal-data-values';
import { serverMessage } from '../../features/session/server-message';
import { joinStreet } from '../../domain/street';
import styles from './personal-data-page.module.css';

const GENDERS = { m: 'Uomo', f: 'Donna', u: 'Preferisco non specificarlo' } as const;

function PersonalDataView({ info }: { info: AccountInfo }) {
  const { profile, address } = info;
  const birth =
    profile.birthDay && profile.birthMonth && profile.birthYear
      ? `${String(profile.birthDay).padStart(2, '0')}/${String(profile.birthMonth).padStart(2, '0')}/${profile.birthYear}`
      : '—';
  const rows: [string, string][] = [
    ['Nome', profile.firstName],
    ['Cognome', profile.lastName],
    ['Email', profile.email],
    ['Data di nascita', birth],
    ['Genere', profile.gender ? GENDERS[profile.gender] : '—'],
    ['Codice fiscale', info.data.cf ?? '—'],
    ['Telefono', info.phones[0]?.number ?? '—'],
    [
      'Indirizzo',
      address.street
        ? `${joinStreet(address.dug, address.street)} ${address.houseNumber ?? ''}, ${address.zipCode ?? ''} ${address.city ?? ''} (${address.province ?? ''})`
        : '—',
    ],
    [
      'Nazione',
      COUNTRY_OPTIONS.find((country) => country.value === address.country)?.label ??
        address.country ??
        '—',
    ],
  ];
  return (
    <dl className={`${facts.facts} ${styles.facts}`}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The 400 of the server names the invalid fields: show each on its field. */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } }).data
    ?.issues;
  if (!issues?.length) return undefined;
  const mapped: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path === 'address' || issue.path === 'dug' ? 'street' : issue.path;
    mapped[field] = issue.message;
  }
  return mapped;
}

/** /account/dati-personali: the personal data, to view and to edit (validated as at registration). */
export function Component() {
  const session = useSession();
  const { data: info } = useSessionAccountInfoQuery(undefined, { skip: !session.isLoggedIn });
  const [save] = useAccountSavePersonalDataMutation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  async function submit(values: PersonalValues) {
    try {
      await save(toPersonalData(values)).unwrap();
      setEditing(false);
      setSaved(true);
      heading.current?.focus();
      return undefined;
    } catch (error) {
      return fieldErrors(error) ?? { [FORM_ERROR]: serverMessage(error) };
    }
  }

  return (
    <AccountPage
      title={<FormattedMessage id="account.personalData.title" defaultMessage="Dati personali" />}
      headingRef={heading}
    >
      {!info ? (
        <Loading />
      ) : (
        <section className={layout.section} aria-labelledby="dati-personali">
          <h2 id="dati-personali">
            {editing ? (
              <FormattedMessage
                id="account.personalData.edit"
                defaultMessage="Modifica i tuoi dati"
              />
            ) : (
              <FormattedMessage id="account.personalData.yours" defaultMessage="I tuoi dati" />
            )}
          </h2>
          {saved && !editing && (
            <Notification type="success" onClose={() => setSaved(false)}>
              <FormattedMessage
                id="account.personalData.saved"
                defaultMessage="Dati personali aggiornati."
              />
            </Notification>
          )}
          {editing ? (
            <Form<PersonalValues>
              onSubmit={submit}
              initialValues={fromAccountInfo(info)}
              aria-label="Modifica i tuoi dati"
              className={layout.form}
            >
              <PersonalDataFields />
              <div className={layout.actions}>
                <SubmitButton>
                  <FormattedMessage id="account.personalData.save" defaultMessage="Salva i dati" />
                </SubmitButton>
                <Button theme="ghost" onClick={() => setEditing(false)}>
                  <FormattedMessage id="account.personalData.cancel" defaultMessage="Annulla" />
                </Button>
              </div>
            </Form>
          ) : (
            <>
              <PersonalDataView info={info} />
              <div className={layout.actions}>
                <Button
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  <FormattedMessage
                    id="account.personalData.editButton"
                    defaultMessage="Modifica i dati"
                  />
                </Button>
              </div>
            </>
          )}
        </section>
      )}
    </AccountPage>
  );
}
