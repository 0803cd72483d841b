import { useShoppingList } from '@iper/api';
import { searchClickFor, sendInsightsEvent } from '@iper/analytics';
import type { FlyerDetailResponse, FlyerProduct } from '@iper/contracts';
import { Button, EmptyState } from '@iper/design-system';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { useFlyerFilters } from '../../features/flyers/use-flyer-filters';

const FILTERS_PANEL_ID = 'filtri-volantino';
/** The products a phone shows before any scroll: their pictures come at once (LCP), the rest lazily. */
const FIRST_SCREEN_PRODUCTS = 2;

/** The flyer's products: filters, the list with more on demand, adding to the shopping list. */
export function FlyerProducts({ detail }: { detail: FlyerDetailResponse }) {
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
  // The list's functions change once the session is checked (a guest's list or the account's):
  // the latest is read at the click, so the cards (memo) are not all drawn again then. That
  // redraw came while the page hydrated, at the sync priority of a store update: one 270 ms task
  // on a phone (Lighthouse TBT).
  const latestList = useRef(list);
  useEffect(() => {
    latestList.current = list;
  }, [list]);

  const add = useCallback(
    async (product: FlyerProduct) => {
      const label = shoppingListLabel(product);
      try {
        await latestList.current.add(label, { promotionEndsOn: detail.flyer.validTo });
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
    [detail.flyer.validTo, intl],
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
