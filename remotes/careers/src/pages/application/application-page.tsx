import { useSession } from '@iper/api';
import { APPLICATION_FILE_FIELDS } from '@iper/contracts';
import { Breadcrumbs, ErrorPanel, Loading, Notification } from '@iper/design-system';
import { usePageHead } from '@iper/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCareersApplicationQuery } from '../../api/careers-api';
import { ApplicationForm } from '../../features/application-form/application-form';
import {
  EDIT_PARAM,
  MY_APPLICATIONS_PATH,
  MyApplications,
} from '../../features/my-applications/my-applications';
import pageLead from '../../features/page-lead/page-lead.module.css';
import styles from './application-page.module.css';

const DOWNLOAD_LABELS = {
  cv: { id: 'careers.edit.downloadCv', defaultMessage: 'Scarica il CV inviato' },
  photo: { id: 'careers.edit.downloadPhoto', defaultMessage: 'Scarica la foto inviata' },
  video: { id: 'careers.edit.downloadVideo', defaultMessage: 'Scarica il video inviato' },
} as const;

/**
 * /lavora-con-noi/candidatura-spontanea and /autocandidatura: the spontaneous application. The
 * second is also the applicants' own area (SPEC §6): their applications, and ?modifica=<id> to
 * change one while its position is open.
 */
export function Component() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isOwnArea = pathname === MY_APPLICATIONS_PATH;
  const editId = isOwnArea ? params.get(EDIT_PARAM) : null;
  const title = isOwnArea
    ? intl.formatMessage({
        id: 'careers.application.ownAreaTitle',
        defaultMessage: 'Autocandidatura',
      })
    : intl.formatMessage({
        id: 'careers.application.spontaneousTitle',
        defaultMessage: 'Candidatura spontanea',
      });
  usePageHead({
    title,
    description: intl.formatMessage({
      id: 'careers.application.description',
      defaultMessage:
        'Invia la tua candidatura a Iper anche senza una posizione aperta: punto vendita, sede o mestieri in crescita.',
    }),
  });

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: 'Lavora con noi', to: '/lavora-con-noi' }, { label: title }]} />
      <h1>{title}</h1>
      {editId ? (
        <EditApplication id={editId} />
      ) : (
        <>
          <p className={pageLead.lead}>
            <FormattedMessage
              id="careers.application.lead"
              defaultMessage="Non hai trovato la posizione giusta? Raccontaci chi sei e dove ti piacerebbe lavorare: teniamo la tua candidatura per le prossime selezioni."
            />
          </p>
          {isOwnArea && <MyApplications />}
          <ApplicationForm draftKey="spontanea" />
        </>
      )}
    </div>
  );
}

/** Changing a saved application: only its owner, signed in, while the position is open. */
function EditApplication({ id }: { id: string }) {
  const { status, isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const { data, isError, error, refetch } = useCareersApplicationQuery(id, { skip: !isLoggedIn });
  if (status === 'unchecked') return <Loading />;
  if (!isLoggedIn) {
    return (
      <p>
        <FormattedMessage
          id="careers.edit.login"
          defaultMessage="<link>Accedi</link> per modificare la tua candidatura."
          values={{
            link: (chunks) => (
              <Link to={`/accedi?redirect=${encodeURIComponent(pathname + search)}`}>{chunks}</Link>
            ),
          }}
        />
      </p>
    );
  }
  if (isError) {
    if ((error as { status?: unknown }).status === 404) {
      return (
        <Notification
          type="warning"
          title={
            <FormattedMessage
              id="careers.edit.notFoundTitle"
              defaultMessage="Candidatura non trovata"
            />
          }
        >
          <FormattedMessage
            id="careers.edit.notFound"
            defaultMessage="Non troviamo questa candidatura tra le tue. <link>Le tue candidature</link>"
            values={{ link: (chunks) => <Link to={MY_APPLICATIONS_PATH}>{chunks}</Link> }}
          />
        </Notification>
      );
    }
    return <ErrorPanel onRetry={() => void refetch()} />;
  }
  if (!data) return <Loading />;
  if (!data.editable) {
    return (
      <Notification
        type="warning"
        title={<FormattedMessage id="careers.edit.closedTitle" defaultMessage="Posizione chiusa" />}
      >
        <FormattedMessage
          id="careers.edit.closed"
          defaultMessage="La posizione è chiusa: la candidatura non si può più modificare."
        />
      </Notification>
    );
  }
  return (
    <>
      <p className={pageLead.lead}>
        {data.position ? (
          <FormattedMessage
            id="careers.edit.leadPosition"
            defaultMessage="Modifica la candidatura {reference} per {title} ({place}). Gli allegati che non sostituisci restano quelli inviati."
            values={{
              reference: data.reference,
              title: data.position.title,
              place: data.position.place,
            }}
          />
        ) : (
          <FormattedMessage
            id="careers.edit.leadSpontaneous"
            defaultMessage="Modifica la candidatura spontanea {reference}. Gli allegati che non sostituisci restano quelli inviati."
            values={{ reference: data.reference }}
          />
        )}
      </p>
      {data.files.length > 0 && (
        <ul className={styles.files}>
          {APPLICATION_FILE_FIELDS.filter((field) =>
            data.files.some((file) => file.field === field),
          ).map((field) => (
            <li key={field}>
              <a
                href={`/api/careers/applications/${encodeURIComponent(data.id)}/files/${field}`}
                download
              >
                <FormattedMessage {...DOWNLOAD_LABELS[field]} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <ApplicationForm
        key={data.id}
        draftKey={`modifica-${data.id}`}
        edit={{ id: data.id, fields: data.fields, files: data.files }}
      />
      <p>
        <Link to={MY_APPLICATIONS_PATH}>
          <FormattedMessage id="careers.edit.back" defaultMessage="Torna alle tue candidature" />
        </Link>
      </p>
    </>
  );
}
