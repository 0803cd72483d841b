import { useSelectedStoreId } from '@iper/api';
import type { FlyerListResponse } from '@iper/contracts';
import { Button, Link } from '@iper/design-system';
import { usePageHead } from '@iper/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFlyersFlyerQuery, useFlyersOfStoreQuery } from '../../api/flyers-api';
import { PageIntro } from '../../components/page-intro';
import pages from '../../components/pages.module.css';
import { FlyerCard } from '../../features/flyers/flyer-card';
import styles from '../../features/flyers/flyers.module.css';
import { StoreChoice } from '../../features/flyers/store-choice';
import { Flyer, FlyerPending } from './flyer-view';

/** The chosen store's current flyer, if it has one: the first "in corso" of its list. */
export const currentFlyerOf = (list: FlyerListResponse | undefined) =>
  list?.flyers.find((flyer) => flyer.status === 'current');

/**
 * No flyer to show: no store chosen yet (what the server renders: the chosen store is the
 * device's), a store with no flyer in progress (its next ones, if any), or a list that could not
 * be loaded. The store can be chosen or changed here.
 */
function NoCurrentFlyer({
  storeId,
  list,
  failed,
  onRetry,
}: {
  storeId: string | null;
  list: FlyerListResponse | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'content.flyer.current.title',
    defaultMessage: 'Il volantino della settimana',
  });
  usePageHead({
    title,
    description: intl.formatMessage({
      id: 'content.flyers.description',
      defaultMessage: 'Le offerte della settimana del tuo punto vendita Iper.',
    }),
  });
  const flyersTitle = intl.formatMessage({
    id: 'content.flyers.title',
    defaultMessage: 'Volantini',
  });
  return (
    <>
      <PageIntro
        breadcrumbs={[
          { label: 'Home', to: '/' },
          { label: flyersTitle, to: '/lista-volantini' },
          { label: title },
        ]}
        title={title}
        intro={
          storeId
            ? undefined
            : intl.formatMessage({
                id: 'content.flyer.current.choose',
                defaultMessage:
                  'Scegli il tuo punto vendita: ti mostriamo il volantino in corso, con tutte le offerte della settimana.',
              })
        }
      />
      {failed ? (
        <div className={pages.section}>
          <p role="alert">
            <FormattedMessage
              id="content.flyers.error"
              defaultMessage="Non è stato possibile caricare i volantini. Riprova tra poco."
            />
          </p>
          <Button
            text={intl.formatMessage({ id: 'content.flyer.retry', defaultMessage: 'Riprova' })}
            onClick={onRetry}
          />
        </div>
      ) : (
        list && (
          <section className={pages.section} aria-labelledby="flyer-none-in-progress">
            <h2 id="flyer-none-in-progress" className={pages.sectionTitle}>
              <FormattedMessage
                id="content.flyer.current.none"
                defaultMessage="Nessun volantino in corso a {store}"
                values={{ store: list.store.name }}
              />
            </h2>
            {list.flyers.length > 0 ? (
              <>
                <p>
                  <FormattedMessage
                    id="content.flyer.current.next"
                    defaultMessage="Le offerte della prossima settimana sono già qui:"
                  />
                </p>
                <ul className={styles.flyerGrid}>
                  {list.flyers.map((flyer) => (
                    <FlyerCard key={flyer.id} flyer={flyer} />
                  ))}
                </ul>
              </>
            ) : (
              <p>
                <FormattedMessage
                  id="content.flyer.current.empty"
                  defaultMessage="Questo punto vendita non ha volantini in questo momento: scegline un altro qui sotto o guarda tutti i volantini."
                />{' '}
                <Link to="/lista-volantini">
                  <FormattedMessage
                    id="content.flyer.current.toList"
                    defaultMessage="Vai ai volantini"
                  />
                </Link>
              </p>
            )}
          </section>
        )
      )}
      <StoreChoice key={storeId ?? ''} currentStoreId={storeId} />
    </>
  );
}

/**
 * /volantino with no flyer named: the current flyer of the store chosen on this device, or, when
 * there is none, the store's flyers and a message saying so. The server renders the choice of
 * store (it does not know the device's); after hydration the saved store brings its flyer.
 */
export function CurrentFlyer() {
  const storeId = useSelectedStoreId();
  const list = useFlyersOfStoreQuery(storeId ?? '', { skip: !storeId });
  const current = storeId ? currentFlyerOf(list.data) : undefined;
  const detail = useFlyersFlyerQuery(current?.id ?? '', { skip: !current });

  if (current && detail.data) return <Flyer detail={detail.data} />;
  const listPending = Boolean(storeId) && (list.isLoading || list.isFetching);
  if (listPending || (current && detail.isLoading)) return <FlyerPending />;
  const failed = Boolean(storeId) && (list.isError || Boolean(current && detail.isError));
  return (
    <NoCurrentFlyer
      storeId={storeId}
      list={storeId ? list.data : undefined}
      failed={failed}
      onRetry={() => void (current ? detail.refetch() : list.refetch())}
    />
  );
}
