import { useShoppingList } from '@iper/api';
import { sendInsightsEvent } from '@iper/analytics';
import type { FlyerDetailResponse, FlyerProduct } from '@iper/contracts';
import { Button, EmptyState, formatDate, Link, Loading } from '@iper/design-system';
import { usePageHead, useResponseStatus } from '@iper/routes';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFlyersFlyerQuery } from '../../api/flyers-api';
import { PageIntro } from '../../components/page-intro';
import pages from '../../components/pages.module.css';
import {
  filterProducts,
  activeFilterCount,
  hasActiveFilters,
  NO_FILTERS,
} from '../../features/flyers/flyer-filters';
import styles from '../../features/flyers/flyers.module.css';
import { ActiveFilters, FiltersPanel } from '../../features/flyers/filters-panel';
import {
  hasMoreProducts,
  shoppingListLabel,
  visibleProducts,
} from '../../features/flyers/product-listing';
import { ProductCard } from '../../features/flyers/product-card';
import { ShareBar } from '../../features/flyers/share-bar';
import { useFlyerFilters } from '../../features/flyers/use-flyer-filters';
import { searchClickFor } from '../../features/search/search-attribution';

// pdf.js is large: its chunk (and its worker) load only when the shopper opens the PDF.
const PdfViewer = lazy(() => import('../../features/flyers/pdf-viewer'));

const FILTERS_PANEL_ID = 'filtri-volantino';
/** The products a phone shows before any scroll: their pictures come at once (LCP), the rest lazily. */
const FIRST_SCREEN_PRODUCTS = 2;

function Products({ detail }: { detail: FlyerDetailResponse }) {
  const intl = useIntl();
  const [filters, setFilters] = useFlyerFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const [shownPages, setShownPages] = useState({ key: '', pages: 1 });
  const [announcement, setAnnouncement] = useState('');
  const list = useShoppingList();
  const filtered = useMemo(
    () => filterProducts(detail.products, filters),
    [detail.products, filters],
  );
  // Back to the first page whenever the filters change.
  const filtersKey = JSON.stringify(filters);
  const pageCount = shownPages.key === filtersKey ? shownPages.pages : 1;
  const shown = useMemo(() => visibleProducts(filtered, pageCount), [filtered, pageCount]);
  // A new choice of filters redraws the cards in a background (interruptible) pass: typing in the
  // filters stays responsive on slow phones. The first cards come with the server's HTML.
  const cards = useDeferredValue(shown);
  const labelsInList = useMemo(() => new Set(list.items.map((item) => item.label)), [list.items]);
  const firstNew = useRef<string | null>(null);

  const add = useCallback(
    async (product: FlyerProduct) => {
      const label = shoppingListLabel(product);
      try {
        await list.add(label, { promotionEndsOn: detail.flyer.validTo });
        setAnnouncement(
          intl.formatMessage(
            {
              id: 'content.flyer.added',
              defaultMessage: 'Aggiunto alla lista della spesa: {label}',
            },
            { label },
          ),
        );
        const click = searchClickFor(product.id);
        if (click) {
          void sendInsightsEvent('conversion', {
            eventName: 'Prodotto aggiunto alla lista',
            index: click.index,
            objectIDs: [product.id],
            queryID: click.queryID,
          });
        }
      } catch {
        setAnnouncement(
          intl.formatMessage(
            {
              id: 'content.flyer.addFailed',
              defaultMessage: 'Non è stato possibile aggiungere {label} alla lista. Riprova.',
            },
            { label },
          ),
        );
      }
    },
    [list, detail.flyer.validTo, intl],
  );
  const onAdd = useCallback((product: FlyerProduct) => void add(product), [add]);

  const showMore = () => {
    firstNew.current = filtered[shown.length]?.id ?? null;
    setShownPages({ key: filtersKey, pages: pageCount + 1 });
    // Move focus to the first new product, so keyboard users continue where the list grew.
    requestAnimationFrame(() => {
      if (firstNew.current)
        document
          .getElementById(`prodotto-${firstNew.current}`)
          ?.closest('article')
          ?.querySelector('button')
          ?.focus();
    });
  };

  const filterCount = activeFilterCount(filters);
  return (
    <section className={pages.section} aria-labelledby="prodotti-volantino">
      <h2 id="prodotti-volantino" className={pages.sectionTitle}>
        <FormattedMessage id="content.flyer.products" defaultMessage="Prodotti in offerta" />
      </h2>
      <div className={styles.filtersBar}>
        <p className={styles.count} aria-live="polite">
          <FormattedMessage
            id="content.flyer.count"
            defaultMessage="{count, plural, =0 {Nessun prodotto} one {# prodotto} other {# prodotti}}"
            values={{ count: filtered.length }}
          />
        </p>
        <Button
          theme="secondary"
          icon="filter"
          aria-expanded={panelOpen}
          aria-controls={FILTERS_PANEL_ID}
          text={
            filterCount > 0
              ? intl.formatMessage(
                  { id: 'content.flyer.filtersCount', defaultMessage: 'Filtri ({count})' },
                  { count: filterCount },
                )
              : intl.formatMessage({ id: 'content.flyer.filters', defaultMessage: 'Filtri' })
          }
          onClick={() => setPanelOpen((open) => !open)}
        />
      </div>
      {panelOpen && (
        <FiltersPanel
          id={FILTERS_PANEL_ID}
          facets={detail.facets}
          filters={filters}
          onChange={setFilters}
        />
      )}
      <ActiveFilters facets={detail.facets} filters={filters} onChange={setFilters} />

      <p role="status" className={announcement ? styles.announcement : styles.announcementIdle}>
        {announcement}
      </p>

      {filtered.length === 0 && hasActiveFilters(filters) ? (
        <EmptyState
          icon="filter"
          headingLevel={3}
          title={intl.formatMessage({
            id: 'content.flyer.noMatch',
            defaultMessage: 'Nessun prodotto corrisponde ai filtri scelti',
          })}
          text={intl.formatMessage({
            id: 'content.flyer.noMatchText',
            defaultMessage: 'Prova a togliere qualche filtro o ad allargare la fascia di prezzo.',
          })}
        >
          <Button
            text={intl.formatMessage({
              id: 'content.flyer.noMatchClear',
              defaultMessage: 'Azzera i filtri',
            })}
            onClick={() => setFilters(NO_FILTERS)}
          />
        </EmptyState>
      ) : (
        <>
          <ul className={styles.products}>
            {cards.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                isInList={labelsInList.has(shoppingListLabel(product))}
                onAdd={onAdd}
                priority={index < FIRST_SCREEN_PRODUCTS}
              />
            ))}
          </ul>
          <div className={styles.more}>
            <p className={styles.muted}>
              <FormattedMessage
                id="content.flyer.shown"
                defaultMessage="Stai vedendo {shown} di {total} prodotti"
                values={{ shown: shown.length, total: filtered.length }}
              />
            </p>
            {hasMoreProducts(filtered.length, pageCount) && (
              <Button
                theme="secondary"
                text={intl.formatMessage({
                  id: 'content.flyer.more',
                  defaultMessage: 'Mostra altri prodotti',
                })}
                onClick={showMore}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}

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
      <Products detail={detail} />
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
