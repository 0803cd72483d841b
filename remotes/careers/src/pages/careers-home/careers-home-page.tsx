import { Button, Video } from '@iper/design-system';
import { usePageHead } from '@iper/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import presentationCaptions from '../../assets/careers-presentation.vtt';
import presentationVideo from '../../assets/careers-presentation.webm';
import presentationPoster from '../../assets/careers-presentation.webp';
import { POSITION_KIND_PAGES } from '../../domain/position-kinds';
import styles from './careers-home-page.module.css';

/**
 * /lavora-con-noi: why work at Iper, the three kinds of open positions, the video presentation,
 * the spontaneous application and the applicants' own area.
 */
export function Component() {
  const intl = useIntl();
  usePageHead({
    title: intl.formatMessage({
      id: 'careers.careersHome.title',
      defaultMessage: 'Lavora con noi',
    }),
    description: intl.formatMessage({
      id: 'careers.careersHome.description',
      defaultMessage:
        'Le posizioni aperte in Iper: punti vendita, sede e mestieri in crescita. Candidati online.',
    }),
  });
  return (
    <div data-build-id={__IPER_BUILD_ID__ || undefined} className={styles.page}>
      <h1>
        <FormattedMessage id="careers.careersHome.title" defaultMessage="Lavora con noi" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="careers.careersHome.lead"
          defaultMessage="Ogni giorno migliaia di persone rendono speciale la spesa dei nostri clienti. Cerchiamo chi ha voglia di crescere con noi."
        />
      </p>

      <section aria-labelledby="careers-home-positions">
        <h2 id="careers-home-positions">
          <FormattedMessage
            id="careers.careersHome.positions"
            defaultMessage="Le posizioni aperte"
          />
        </h2>
        <ul className={styles.kinds}>
          {POSITION_KIND_PAGES.map((kind) => (
            <li key={kind.path} className={styles.kind}>
              <h3>
                <Link to={kind.path} className={styles.kindLink}>
                  {kind.title}
                </Link>
              </h3>
              <p>{kind.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="careers-home-why">
          <h2 id="careers-home-why">
            <FormattedMessage id="careers.careersHome.why" defaultMessage="Perché Iper" />
          </h2>
          <ul className={styles.values}>
            <li>
              <FormattedMessage
                id="careers.careersHome.training"
                defaultMessage="Formazione continua nei mestieri del fresco."
              />
            </li>
            <li>
              <FormattedMessage
                id="careers.careersHome.growth"
                defaultMessage="Percorsi di crescita dal punto vendita alla sede."
              />
            </li>
            <li>
              <FormattedMessage
                id="careers.careersHome.stability"
                defaultMessage="Contratti stabili e welfare aziendale."
              />
            </li>
          </ul>
        </section>
        <section aria-labelledby="careers-home-video">
          <h2 id="careers-home-video">
            <FormattedMessage
              id="careers.careersHome.video"
              defaultMessage="La nostra presentazione"
            />
          </h2>
          <Video
            title={intl.formatMessage({
              id: 'careers.careersHome.videoTitle',
              defaultMessage: 'Lavorare in Iper in 15 secondi',
            })}
            sources={[{ src: presentationVideo, type: 'video/webm' }]}
            captions={[
              { src: presentationCaptions, srcLang: 'it', label: 'Italiano', default: true },
            ]}
            poster={presentationPoster}
          />
        </section>
      </div>

      <section aria-labelledby="careers-home-spontaneous" className={styles.spontaneous}>
        <h2 id="careers-home-spontaneous">
          <FormattedMessage
            id="careers.careersHome.spontaneousTitle"
            defaultMessage="Candidatura spontanea"
          />
        </h2>
        <p>
          <FormattedMessage
            id="careers.careersHome.spontaneousText"
            defaultMessage="Non trovi la posizione che fa per te? Inviaci la tua candidatura: la teniamo per le prossime selezioni nei punti vendita e in sede."
          />
        </p>
        <Button
          slug="/lavora-con-noi/candidatura-spontanea"
          text={intl.formatMessage({
            id: 'careers.careersHome.spontaneousCta',
            defaultMessage: 'Invia una candidatura spontanea',
          })}
        />
        <p>
          <FormattedMessage
            id="careers.careersHome.mine"
            defaultMessage="Hai già inviato una candidatura? Rivedila e modificala in <link>Le tue candidature</link>."
            values={{ link: (chunks) => <Link to="/autocandidatura">{chunks}</Link> }}
          />
        </p>
      </section>
    </div>
  );
}
