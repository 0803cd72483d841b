import { useSession } from '@iper/api';
import { POSITION_KIND_LABELS, positionPath, type ApplicationSummary } from '@iper/contracts';
import { CardList, ErrorPanel, Loading, formatDate } from '@iper/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCareersMyApplicationsQuery } from '../../api/careers-api';
import styles from './my-applications.module.css';

/** Where an application is changed: /autocandidatura?modifica=<id>. */
export const EDIT_PARAM = 'modifica';
export const MY_APPLICATIONS_PATH = '/autocandidatura';

export function editPath(id: string): string {
  return `${MY_APPLICATIONS_PATH}?${EDIT_PARAM}=${encodeURIComponent(id)}`;
}

/**
 * "Le tue candidature" (SPEC §6): a signed-in applicant's applications, each changeable while its
 * position is open; a visitor is asked to sign in with the email used to apply.
 */
export function MyApplications() {
  const { status, isLoggedIn } = useSession();
  return (
    <section className={styles.mine} aria-labelledby="careers-mine-title">
      <h2 id="careers-mine-title">
        <FormattedMessage id="careers.mine.title" defaultMessage="Le tue candidature" />
      </h2>
      {status === 'unchecked' ? (
        <Loading />
      ) : isLoggedIn ? (
        <ApplicationsList />
      ) : (
        <p>
          <FormattedMessage
            id="careers.mine.login"
            defaultMessage="Hai già inviato una candidatura? <link>Accedi</link> con un account Iper che usa la stessa email per rivederla e modificarla finché la posizione è aperta."
            values={{
              link: (chunks) => (
                <Link to={`/accedi?redirect=${encodeURIComponent(MY_APPLICATIONS_PATH)}`}>
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

function ApplicationsList() {
  const intl = useIntl();
  const { data, isError, refetch } = useCareersMyApplicationsQuery();
  if (isError) return <ErrorPanel onRetry={() => void refetch()} />;
  if (!data) return <Loading />;
  if (data.applications.length === 0) {
    return (
      <p>
        <FormattedMessage
          id="careers.mine.none"
          defaultMessage="Non hai ancora inviato candidature con questo account. Scegli una posizione aperta o compila la candidatura spontanea qui sotto."
        />
      </p>
    );
  }
  return (
    <CardList layout="stack">
      {data.applications.map((application) => (
        <li key={application.id} className={styles.item}>
          <h3 className={styles.itemTitle}>{titleOf(application)}</h3>
          <p className={styles.meta}>
            <FormattedMessage
              id="careers.mine.meta"
              defaultMessage="Codice {reference} · inviata il {sent}{changed, select, yes { · modificata il {updated}} other {}}"
              values={{
                reference: application.reference,
                sent: formatDate(application.createdAt),
                updated: formatDate(application.updatedAt),
                changed:
                  application.updatedAt.slice(0, 16) !== application.createdAt.slice(0, 16)
                    ? 'yes'
                    : 'no',
              }}
            />
          </p>
          {application.editable ? (
            <Link
              to={editPath(application.id)}
              className={styles.edit}
              aria-label={intl.formatMessage(
                {
                  id: 'careers.mine.editLabel',
                  defaultMessage: 'Modifica la candidatura {reference}',
                },
                { reference: application.reference },
              )}
            >
              <FormattedMessage id="careers.mine.edit" defaultMessage="Modifica" />
            </Link>
          ) : (
            <p className={styles.closed}>
              <FormattedMessage
                id="careers.mine.closed"
                defaultMessage="La posizione è chiusa: la candidatura non si può più modificare."
              />
            </p>
          )}
        </li>
      ))}
    </CardList>
  );
}

function titleOf(application: ApplicationSummary) {
  if (application.position) {
    return (
      <Link to={positionPath(application.position.kind, application.position.slug)}>
        {application.position.title}, {application.position.place}
      </Link>
    );
  }
  return (
    <FormattedMessage
      id="careers.mine.spontaneous"
      defaultMessage="Candidatura spontanea: {area}"
      values={{ area: application.area ? POSITION_KIND_LABELS[application.area] : '' }}
    />
  );
}
