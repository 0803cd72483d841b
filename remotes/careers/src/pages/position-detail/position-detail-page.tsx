import { positionPath, type JobPosition, type JobPositionSummary } from '@iper/contracts';
import {
  Breadcrumbs,
  calendarDayInstant,
  Button,
  CardList,
  EmptyState,
  ErrorPanel,
  Loading,
  Notification,
  formatDate,
} from '@iper/design-system';
import { usePageHead, useResponseStatus } from '@iper/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useCareersPositionQuery } from '../../api/careers-api';
import { kindOfPath, kindPage } from '../../domain/position-kinds';
import { placeAfterStore } from '../../domain/position-place';
import { ApplicationForm } from '../../features/application-form/application-form';
import { PositionCard } from '../../features/position-card/position-card';
import styles from './position-detail-page.module.css';

/** `?candidatura=1` opens the application form on the position's own page (kept on reload). */
export const APPLY_PARAM = 'candidatura';

/**
 * /lavora-con-noi/posizioni-<kind>/:article: one position, what it asks and offers, similar open
 * positions, and its application form behind the Apply button.
 */
export function Component() {
  const { article = '' } = useParams();
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  const { data, isLoading, isError, error, refetch } = useCareersPositionQuery(article);
  // The 404 stays known while RTK Query asks again (it refetches an errored query for a new
  // subscriber: the server's second render, the browser after hydration).
  const notFound =
    (error as { status?: unknown } | undefined)?.status === 404 ||
    (data && data.position.kind !== kind);
  useResponseStatus(notFound ? 404 : undefined);

  if (data && !notFound)
    return (
      <PositionDetail key={data.position.slug} position={data.position} similar={data.similar} />
    );
  if (notFound) {
    return (
      <>
        <h1>
          <FormattedMessage id="careers.detail.notFound" defaultMessage="Posizione non trovata" />
        </h1>
        <EmptyState
          title={
            <FormattedMessage
              id="careers.detail.notFoundTitle"
              defaultMessage="Pagina non disponibile o non esiste"
            />
          }
        >
          <Link to={kind ? kindPage(kind).path : '/lavora-con-noi'}>
            <FormattedMessage
              id="careers.detail.allPositions"
              defaultMessage="Tutte le posizioni aperte"
            />
          </Link>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <h1>
        <FormattedMessage id="careers.detail.loadingTitle" defaultMessage="Posizione aperta" />
      </h1>
      {isLoading && <Loading />}
      {isError && <ErrorPanel onRetry={() => void refetch()} />}
    </>
  );
}

function PositionDetail({
  position,
  similar,
}: {
  position: JobPosition;
  similar: JobPositionSummary[];
}) {
  const intl = useIntl();
  const page = kindPage(position.kind);
  const path = positionPath(position.kind, position.slug);
  const [params] = useSearchParams();
  const applying = position.open && params.get(APPLY_PARAM) === '1';
  usePageHead({
    title: applying
      ? `Candidatura: ${position.title}, ${position.place}`
      : `${position.title}, ${position.place}`,
    description: position.summary,
    canonical: path,
  });

  const apply = (
    <Button
      text={intl.formatMessage({ id: 'careers.detail.apply', defaultMessage: 'Candidati' })}
      slug={`${path}?${APPLY_PARAM}=1`}
      icon="mail"
    />
  );

  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: 'Lavora con noi', to: '/lavora-con-noi' },
          { label: page.title, to: page.path },
          { label: position.title },
        ]}
      />
      <header className={styles.header}>
        <p className={styles.kind}>{page.title}</p>
        <h1>{position.title}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>
              <FormattedMessage id="careers.detail.place" defaultMessage="Luogo" />
            </dt>
            <dd>
              {position.store ? (
                <>
                  <Link to={`/punti-vendita/${position.store.slug}`}>{position.store.name}</Link>
                  {placeAfterStore(position) && `, ${position.place}`}
                </>
              ) : (
                <FormattedMessage
                  id="careers.detail.headOffice"
                  defaultMessage="Sede di {place}"
                  values={{ place: position.place }}
                />
              )}
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="careers.detail.function" defaultMessage="Funzione" />
            </dt>
            <dd>{position.function}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="careers.detail.contract" defaultMessage="Contratto" />
            </dt>
            <dd>{position.contract}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="careers.detail.published" defaultMessage="Pubblicata il" />
            </dt>
            <dd>
              <time dateTime={position.publishedAt}>
                {formatDate(calendarDayInstant(position.publishedAt))}
              </time>
            </dd>
          </div>
        </dl>
      </header>

      {!position.open && (
        <Notification
          type="warning"
          title={
            <FormattedMessage id="careers.detail.closedTitle" defaultMessage="Posizione chiusa" />
          }
        >
          <FormattedMessage
            id="careers.detail.closed"
            defaultMessage="Questa posizione non accetta più candidature. Guarda le posizioni simili o inviaci una <link>candidatura spontanea</link>."
            values={{
              link: (chunks) => <Link to="/lavora-con-noi/candidatura-spontanea">{chunks}</Link>,
            }}
          />
        </Notification>
      )}

      {applying ? (
        <>
          <p>
            <Link to={path}>
              <FormattedMessage id="careers.detail.backToAd" defaultMessage="Torna all’annuncio" />
            </Link>
          </p>
          <ApplicationForm
            draftKey={position.slug}
            position={{ slug: position.slug, title: position.title }}
          />
        </>
      ) : (
        <>
          {position.open && <div className={styles.apply}>{apply}</div>}
          <section aria-labelledby="careers-detail-role" className={styles.section}>
            <h2 id="careers-detail-role">
              <FormattedMessage id="careers.detail.role" defaultMessage="Di cosa ti occuperai" />
            </h2>
            {position.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="careers-detail-requirements" className={styles.section}>
            <h2 id="careers-detail-requirements">
              <FormattedMessage id="careers.detail.requirements" defaultMessage="Cosa cerchiamo" />
            </h2>
            <ul>
              {position.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="careers-detail-offer" className={styles.section}>
            <h2 id="careers-detail-offer">
              <FormattedMessage id="careers.detail.offer" defaultMessage="Cosa offriamo" />
            </h2>
            <ul>
              {position.offer.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          {position.open && <div className={styles.apply}>{apply}</div>}
        </>
      )}

      {similar.length > 0 && (
        <section aria-labelledby="careers-detail-similar" className={styles.section}>
          <h2 id="careers-detail-similar">
            <FormattedMessage id="careers.detail.similar" defaultMessage="Posizioni simili" />
          </h2>
          <CardList>
            {similar.map((other) => (
              <li key={other.slug}>
                <PositionCard position={other} headingLevel={3} />
              </li>
            ))}
          </CardList>
        </section>
      )}
    </div>
  );
}
