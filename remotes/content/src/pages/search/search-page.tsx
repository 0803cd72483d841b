import { searchResultAttributes } from '@iper/analytics';
import type { ContentSearchRecord, ProductSearchRecord } from '@iper/contracts';
import { Button, EmptyState, formatDate, Link, Loading, SearchInput } from '@iper/design-system';
import { Picture } from '@iper/design-system/illustrations';
import { usePageHead, useResponseStatus } from '@iper/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { PageIntro } from '../../components/page-intro';
import pages from '../../components/pages.module.css';
import { storyIllustration } from '../../domain/story-illustration';
import { formatCents } from '../../features/flyers/product-listing';
import { productIllustration } from '../../features/flyers/product-illustration';
import styles from '../../features/flyers/flyers.module.css';
import results from './search-page.module.css';
import type { SearchGroup } from '../../features/search/site-search';
import type { SiteSearchOutcome } from './search-loader';

/** A result's link attributes: the page script reports its click (@iper/analytics search-click). */
function resultClick(group: SearchGroup<{ objectID: string }>, objectID: string, position: number) {
  return searchResultAttributes({
    index: group.index,
    objectID,
    position,
    product: group.kind === 'products',
    ...(group.queryID ? { queryID: group.queryID } : {}),
  });
}

function GroupSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section className={pages.section} aria-labelledby={id}>
      <h2 id={id} className={pages.sectionTitle}>
        {title} <span className={styles.optionCount}>({count})</span>
      </h2>
      {children}
    </section>
  );
}

function ProductHits({ group }: { group: SearchGroup<ProductSearchRecord> }) {
  const intl = useIntl();
  if (group.hits.length === 0) return null;
  return (
    <GroupSection
      id="risultati-prodotti"
      title={intl.formatMessage({
        id: 'content.search.products',
        defaultMessage: 'Prodotti in volantino',
      })}
      count={group.total}
    >
      <ul className={results.results}>
        {group.hits.map((hit, index) => (
          <li key={hit.objectID} className={results.result}>
            <Picture
              className={results.resultImage}
              src={hit.image.src}
              width={64}
              height={64}
              loading="lazy"
              alt=""
              fallback={productIllustration(hit.categoryId)}
            />
            <div>
              <h3 className={results.resultTitle}>
                <Link to={hit.url} {...resultClick(group, hit.objectID, index + 1)}>
                  {hit.name} {hit.brand} {hit.quantity}
                </Link>
              </h3>
              <p className={styles.productMeta}>
                {formatCents(hit.priceCents)}
                {hit.previousPriceCents !== null && (
                  <>
                    {' '}
                    <FormattedMessage
                      id="content.search.previousPrice"
                      defaultMessage="(prima {price})"
                      values={{ price: formatCents(hit.previousPriceCents) }}
                    />
                  </>
                )}
                {' · '}
                {hit.promotionLabel} ·{' '}
                <FormattedMessage
                  id="content.search.productValidity"
                  defaultMessage="{flyer}, dal {from} al {to}"
                  values={{
                    flyer: hit.flyerTitle,
                    from: formatDate(hit.validFrom),
                    to: formatDate(hit.validTo),
                  }}
                />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </GroupSection>
  );
}

/** Answers and articles; articles (`withPictures`) show their picture, or their section's illustration. */
function ContentHits({
  id,
  title,
  group,
  withPictures = false,
}: {
  id: string;
  title: string;
  group: SearchGroup<ContentSearchRecord>;
  withPictures?: boolean;
}) {
  if (group.hits.length === 0) return null;
  return (
    <GroupSection id={id} title={title} count={group.total}>
      <ul className={results.results}>
        {group.hits.map((hit, index) => (
          <li
            key={hit.objectID}
            className={withPictures ? results.result : `${results.result} ${results.resultNoImage}`}
          >
            {withPictures && (
              <Picture
                className={`${results.resultImage} ${results.resultCover}`}
                src={hit.image?.src}
                width={64}
                height={64}
                loading="lazy"
                alt=""
                fallback={storyIllustration(hit.url)}
              />
            )}
            <div>
              <h3 className={results.resultTitle}>
                <Link to={hit.url} {...resultClick(group, hit.objectID, index + 1)}>
                  {hit.title}
                </Link>
              </h3>
              <p className={styles.productMeta}>
                {hit.category && <>{hit.category} · </>}
                {hit.excerpt}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </GroupSection>
  );
}

/** /cerca?q=…: the site search over flyer products, FAQ and magazine, grouped. */
export function Component() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const outcome = useLoaderData<SiteSearchOutcome>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  // A new search (or a retry) is loading: say so rather than show the last results as its own.
  const next = navigation.state === 'loading' ? navigation.location : undefined;
  const searching =
    revalidator.state === 'loading' ||
    (next?.pathname === pathname &&
      (new URLSearchParams(next.search).get('q')?.trim() ?? '') !== query);
  const search: SiteSearchOutcome | { status: 'loading' } = searching
    ? { status: 'loading' }
    : outcome;
  // A failed search is drawn with its retry, as a 503: no cache keeps it for the next visitor.
  useResponseStatus(outcome.status === 'error' ? 503 : undefined);
  const title = intl.formatMessage({
    id: 'content.search.title',
    defaultMessage: 'Cerca nel sito',
  });
  usePageHead({
    title: query
      ? intl.formatMessage(
          { id: 'content.search.titleFor', defaultMessage: 'Risultati per «{query}»' },
          { query },
        )
      : title,
    robots: 'noindex',
  });

  const total =
    search.status === 'done'
      ? search.results.products.total + search.results.faq.total + search.results.magazine.total
      : 0;
  return (
    <>
      <PageIntro title={title}>
        <SearchInput
          key={query}
          label={intl.formatMessage({
            id: 'content.search.label',
            defaultMessage: 'Cerca prodotti, domande frequenti e articoli',
          })}
          showLabel
          defaultValue={query}
          name="q"
          onSearch={(text) => setParams(text ? { q: text } : {})}
        />
      </PageIntro>
      <div aria-live="polite">
        {search.status === 'idle' && (
          <p>
            <FormattedMessage
              id="content.search.prompt"
              defaultMessage="Scrivi cosa cerchi: un prodotto in offerta, una domanda, una ricetta."
            />
          </p>
        )}
        {search.status === 'loading' && (
          <Loading
            label={intl.formatMessage({
              id: 'content.search.loading',
              defaultMessage: 'Ricerca in corso…',
            })}
          />
        )}
        {search.status === 'error' && (
          <div role="alert">
            <p>
              <FormattedMessage
                id="content.search.error"
                defaultMessage="La ricerca non è riuscita. Riprova tra poco."
              />
            </p>
            <Button
              text={intl.formatMessage({ id: 'content.search.retry', defaultMessage: 'Riprova' })}
              onClick={() => void revalidator.revalidate()}
            />
          </div>
        )}
        {search.status === 'done' && total === 0 && (
          <EmptyState
            icon="search"
            title={intl.formatMessage(
              { id: 'content.search.noResults', defaultMessage: 'Nessun risultato per «{query}»' },
              { query },
            )}
            text={intl.formatMessage({
              id: 'content.search.noResultsText',
              defaultMessage: 'Controlla come è scritto o prova con una parola più generica.',
            })}
          >
            <Link to="/lista-volantini">
              <FormattedMessage
                id="content.search.noResultsFlyers"
                defaultMessage="Sfoglia i volantini"
              />
            </Link>{' '}
            <Link to="/serve-aiuto">
              <FormattedMessage
                id="content.search.noResultsHelp"
                defaultMessage="Vai al centro assistenza"
              />
            </Link>
          </EmptyState>
        )}
        {search.status === 'done' && total > 0 && (
          <p className={styles.count}>
            <FormattedMessage
              id="content.search.total"
              defaultMessage="{count, plural, one {# risultato} other {# risultati}} per «{query}»"
              values={{ count: total, query }}
            />
          </p>
        )}
      </div>
      {search.status === 'done' && (
        <>
          <ProductHits group={search.results.products} />
          <ContentHits
            id="risultati-faq"
            title={intl.formatMessage({
              id: 'content.search.faq',
              defaultMessage: 'Domande frequenti',
            })}
            group={search.results.faq}
          />
          <ContentHits
            id="risultati-magazine"
            title={intl.formatMessage({
              id: 'content.search.magazine',
              defaultMessage: 'Magazine',
            })}
            group={search.results.magazine}
            withPictures
          />
        </>
      )}
    </>
  );
}
