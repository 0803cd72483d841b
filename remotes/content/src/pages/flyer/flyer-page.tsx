import type { FlyerDetailResponse } from '@iper/contracts';
import { Button, formatDate, Link, Loading } from '@iper/design-system';
import { usePageHead, useResponseStatus } from '@iper/routes';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFlyersFlyerQuery } from '../../api/flyers-api';
import { PageIntro } from '../../components/page-intro';
import styles from '../../features/flyers/flyers.module.css';
import { ShareBar } from '../../features/flyers/share-bar';
import { FlyerProducts } from './flyer-products';

// pdf.js is large: its chunk (and its worker) load only when the shopper opens the PDF.
const PdfViewer = lazy(() => import('../../features/flyers/pdf-viewer'));

function Flyer({ detail }: { detail: FlyerDetailResponse }) {
  const intl = useIntl();
  const { flyer } = detail;
  const [pdfOpen, setPdfOpen] = useState(false);
  usePageHead({
    title: `${flyer.title} dal ${formatDate(flyer.validFrom)} al ${formatDate(flyer.validTo)}`,
    description: flyer.subtitle,
  });
  return (
    <>
      <PageIntro
        breadcrumbs={[
          { label: 'Home', to: '/' },
          {
            label: intl.formatMessage({ id: 'content.flyers.title', defaultMessage: 'Volantini' }),
            to: '/lista-volantini',
          },
          { label: flyer.title },
        ]}
        title={flyer.title}
        intro={flyer.subtitle}
      >
        <p className={styles.muted}>
          <FormattedMessage
            id="content.flyers.validity"
            defaultMessage="Valido dal {from} al {to}"
            values={{ from: formatDate(flyer.validFrom), to: formatDate(flyer.validTo) }}
          />
        </p>
        <div className={styles.toolbar}>
          <Button
            icon="download"
            text={intl.formatMessage({
              id: 'content.flyer.openPdf',
              defaultMessage: 'Sfoglia il volantino',
            })}
            onClick={() => setPdfOpen(true)}
          />
          <ShareBar title={flyer.title} />
        </div>
      </PageIntro>
      {pdfOpen && (
        <Suspense
          fallback={
            <Loading
              label={intl.formatMessage({
                id: 'content.flyer.pdf.loading',
                defaultMessage: 'Caricamento del PDF…',
              })}
            />
          }
        >
          <PdfViewer url={flyer.pdfUrl} title={flyer.title} onClose={() => setPdfOpen(false)} />
        </Suspense>
      )}
      <FlyerProducts detail={detail} />
    </>
  );
}

/** /volantino?id=…: one flyer, its PDF, sharing, and its products to filter and add to the list. */
export function Component() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const flyer = useFlyersFlyerQuery(id, { skip: !id });
  const notFound =
    !id ||
    (flyer.error &&
      'status' in flyer.error &&
      (flyer.error.status === 404 || flyer.error.status === 400));
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
  return (
    <>
      <PageIntro
        title={intl.formatMessage({ id: 'content.flyer.title', defaultMessage: 'Volantino' })}
      />
      {/* As tall as the flyer will be, so the footer does not jump when it arrives. */}
      <div className={styles.pending}>
        <Loading
          label={intl.formatMessage({
            id: 'content.flyer.loading',
            defaultMessage: 'Caricamento del volantino…',
          })}
        />
      </div>
    </>
  );
}
