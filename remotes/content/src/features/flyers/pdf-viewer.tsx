import { Button, Loading, Modal } from '@iper/design-system';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Document, Page, pdfjs } from 'react-pdf';
import styles from './pdf-viewer.module.css';

// pdf.js parses in a worker served from this remote's own build (a hashed asset), never a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

export const PDF_MIN_ZOOM = 0.5;
export const PDF_MAX_ZOOM = 2.5;
const ZOOM_STEP = 0.25;
/** Width of a page at 100 %, in CSS pixels; the viewer narrows it on small screens. */
const PAGE_WIDTH = 720;

export interface PdfViewerProps {
  url: string;
  title: string;
  onClose: () => void;
}

/**
 * The flyer's PDF in an overlay (a modal dialog: Escape closes it, focus stays inside and returns
 * to the button that opened it), one page at a time with paging and zoom. Loaded only when opened.
 */
export default function PdfViewer({ url, title, onClose }: PdfViewerProps) {
  const intl = useIntl();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [failed, setFailed] = useState(false);
  const width = Math.min(
    PAGE_WIDTH,
    typeof window === 'undefined' ? PAGE_WIDTH : window.innerWidth - 48,
  );

  const go = (next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, pages)));
  // Arrow keys (and Page Up/Down) page through the flyer wherever the focus is in the dialog.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (
        event.target instanceof HTMLInputElement ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey
      )
        return;
      const step =
        event.key === 'ArrowRight' || event.key === 'PageDown'
          ? 1
          : event.key === 'ArrowLeft' || event.key === 'PageUp'
            ? -1
            : 0;
      if (!step) return;
      event.preventDefault();
      setPage((current) => Math.min(Math.max(1, current + step), Math.max(1, pages)));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [pages]);

  return (
    <Modal isOpen onClose={onClose} size="l" title={title}>
      <div className={styles.viewer}>
        <div className={styles.controls}>
          <Button
            theme="secondary"
            size="s"
            icon="chevron-left"
            hideText
            isDisabled={page <= 1}
            text={intl.formatMessage({
              id: 'content.flyer.pdf.previous',
              defaultMessage: 'Pagina precedente',
            })}
            onClick={() => go(page - 1)}
          />
          <p className={styles.pageNumber} aria-live="polite">
            {pages > 0 && (
              <FormattedMessage
                id="content.flyer.pdf.page"
                defaultMessage="Pagina {page} di {pages}"
                values={{ page, pages }}
              />
            )}
          </p>
          <Button
            theme="secondary"
            size="s"
            icon="chevron-right"
            hideText
            isDisabled={pages === 0 || page >= pages}
            text={intl.formatMessage({
              id: 'content.flyer.pdf.next',
              defaultMessage: 'Pagina successiva',
            })}
            onClick={() => go(page + 1)}
          />
          <Button
            theme="ghost"
            size="s"
            icon="minus"
            hideText
            isDisabled={zoom <= PDF_MIN_ZOOM}
            text={intl.formatMessage({ id: 'content.flyer.pdf.zoomOut', defaultMessage: 'Riduci' })}
            onClick={() => setZoom((value) => Math.max(PDF_MIN_ZOOM, value - ZOOM_STEP))}
          />
          <span className={styles.zoom} aria-live="polite">
            <FormattedMessage
              id="content.flyer.pdf.zoom"
              defaultMessage="Zoom {percent}%"
              values={{ percent: Math.round(zoom * 100) }}
            />
          </span>
          <Button
            theme="ghost"
            size="s"
            icon="plus"
            hideText
            isDisabled={zoom >= PDF_MAX_ZOOM}
            text={intl.formatMessage({
              id: 'content.flyer.pdf.zoomIn',
              defaultMessage: 'Ingrandisci',
            })}
            onClick={() => setZoom((value) => Math.min(PDF_MAX_ZOOM, value + ZOOM_STEP))}
          />
          <a className={styles.download} href={url} download>
            <FormattedMessage id="content.flyer.pdf.download" defaultMessage="Scarica il PDF" />
          </a>
        </div>
        <div className={styles.canvas}>
          {failed ? (
            <p role="alert">
              <FormattedMessage
                id="content.flyer.pdf.error"
                defaultMessage="Non è stato possibile aprire il PDF. Puoi scaricarlo con il link qui sopra."
              />
            </p>
          ) : (
            <Document
              file={url}
              loading={
                <Loading
                  label={intl.formatMessage({
                    id: 'content.flyer.pdf.loading',
                    defaultMessage: 'Caricamento del PDF…',
                  })}
                />
              }
              error={<span />}
              onLoadSuccess={(document) => {
                setPages(document.numPages);
                setPage(1);
              }}
              onLoadError={(error) => {
                console.error('[flyer] the PDF could not be loaded', error);
                setFailed(true);
              }}
            >
              <div
                role="img"
                aria-label={intl.formatMessage(
                  { id: 'content.flyer.pdf.canvas', defaultMessage: '{title}, pagina {page}' },
                  { title, page },
                )}
              >
                <Page
                  pageNumber={page}
                  width={width}
                  scale={zoom}
                  renderTextLayer={false}
                  renderAnnotationLayer={false}
                  loading={<Loading />}
                />
              </div>
            </Document>
          )}
        </div>
      </div>
    </Modal>
  );
}
