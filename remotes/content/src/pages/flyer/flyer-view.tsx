import type { FlyerDetailResponse } from '@iper/contracts';
import { Button, formatDate, Loading } from '@iper/design-system';
import { usePageHead } from '@iper/routes';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageIntro } from '../../components/page-intro';
import styles from '../../features/flyers/flyers.module.css';
import { ShareBar } from '../../features/flyers/share-bar';
import { FlyerProducts } from './flyer-products';

// pdf.js is large: its chunk (and its worker) load only when the shopper opens the PDF.
const PdfViewer = lazy(() => import('../../features/flyers/pdf-viewer'));

/** One flyer: its validity, PDF, sharing, and its products to filter and add to the list. */
export function Flyer({ detail }: { detail: FlyerDetailResponse }) {
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

/** A flyer on its way: the page's title and room as tall as the flyer, so the footer does not jump. */
export function FlyerPending() {
  const intl = useIntl();
  return (
    <>
      <PageIntro
        title={intl.formatMessage({ id: 'content.flyer.title', defaultMessage: 'Volantino' })}
      />
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
