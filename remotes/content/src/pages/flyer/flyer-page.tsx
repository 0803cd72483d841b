import { Button, Link } from '@iper/design-system';
import { useResponseStatus } from '@iper/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFlyersFlyerQuery } from '../../api/flyers-api';
import { PageIntro } from '../../components/page-intro';
import { CurrentFlyer } from './current-flyer';
import { Flyer, FlyerPending } from './flyer-view';

/** /volantino?id=…: the flyer named, or "Volantino non trovato" (404). */
function FlyerById({ id }: { id: string }) {
  const intl = useIntl();
  const flyer = useFlyersFlyerQuery(id);
  const notFound =
    flyer.error &&
    'status' in flyer.error &&
    (flyer.error.status === 404 || flyer.error.status === 400);
  useResponseStatus(notFound ? 404 : undefined);

  if (notFound) {
    return (
      <>
        <PageIntro
          title={intl.formatMessage({
            id: 'content.flyer.notFound',
            defaultMessage: 'Volantino non trovato',
          })}
        />
        <p>
          <FormattedMessage
            id="content.flyer.notFoundText"
            defaultMessage="Il volantino cercato non esiste o non è più disponibile."
          />{' '}
          <Link to="/lista-volantini">
            <FormattedMessage
              id="content.flyer.toList"
              defaultMessage="Vedi i volantini del tuo punto vendita"
            />
          </Link>
        </p>
      </>
    );
  }
  if (flyer.data) return <Flyer detail={flyer.data} />;
  if (flyer.isError) {
    return (
      <>
        <PageIntro
          title={intl.formatMessage({ id: 'content.flyer.title', defaultMessage: 'Volantino' })}
        />
        <p role="alert">
          <FormattedMessage
            id="content.flyer.error"
            defaultMessage="Non è stato possibile caricare il volantino. Riprova tra poco."
          />
        </p>
        <Button
          text={intl.formatMessage({ id: 'content.flyer.retry', defaultMessage: 'Riprova' })}
          onClick={() => void flyer.refetch()}
        />
      </>
    );
  }
  return <FlyerPending />;
}

/**
 * /volantino: the flyer named by `id`; with none named (the address a poster or a person types),
 * the current flyer of the chosen store, or its flyer list with a message.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <FlyerById key={id} id={id} /> : <CurrentFlyer />;
}
