import { selectStore, useSelectedStoreId, type AppDispatch } from '@iper/api';
import { startsApp } from '@iper/contracts';
import { EmptyState, Loading } from '@iper/design-system';
import { usePageHead } from '@iper/routes';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useFlyersOfStoreQuery } from '../../api/flyers-api';
import { PageIntro } from '../../components/page-intro';
import pages from '../../components/pages.module.css';
import { FlyerCard } from '../../features/flyers/flyer-card';
import { flyerListStoreOf } from '../../features/flyers/flyer-list-store';
import styles from '../../features/flyers/flyers.module.css';
import { StoreChoice } from '../../features/flyers/store-choice';

function StoreFlyers({ storeId }: { storeId: string }) {
  const intl = useIntl();
  const flyers = useFlyersOfStoreQuery(storeId);
  if (flyers.isLoading || flyers.isFetching) {
    return (
      <div className={styles.pendingList}>
        <Loading
          label={intl.formatMessage({
            id: 'content.flyers.loading',
            defaultMessage: 'Caricamento dei volantini…',
          })}
        />
      </div>
    );
  }
  if (!flyers.data) {
    return (
      <p role="alert">
        <FormattedMessage
          id="content.flyers.error"
          defaultMessage="Non è stato possibile caricare i volantini. Riprova tra poco."
        />
      </p>
    );
  }
  const { store, flyers: list } = flyers.data;
  return (
    <section className={pages.section} aria-labelledby="flyers-of-store">
      <h2 id="flyers-of-store" className={pages.sectionTitle}>
        <FormattedMessage
          id="content.flyers.ofStore"
          defaultMessage="I volantini di {store}"
          values={{ store: store.name }}
        />
      </h2>
      {list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage({
            id: 'content.flyers.none',
            defaultMessage: 'Nessun volantino per questo punto vendita in questo momento',
          })}
        />
      ) : (
        <ul className={styles.flyerGrid}>
          {list.map((flyer) => (
            <FlyerCard key={flyer.id} flyer={flyer} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /lista-volantini: the current and the next flyer of the selected store, or a store to choose. */
export function Component() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const selected = useSelectedStoreId();
  const dispatch = useDispatch<AppDispatch>();
  // The store the address names (the choice as a form sent it), else the device's own.
  const named = flyerListStoreOf(params);
  const storeId = named ?? selected;
  // A choice the form sent before the app had started (or without it) becomes the device's store
  // once the app runs: the page starts it at idle when its address names a store.
  useEffect(() => {
    if (named && named !== selected) void dispatch(selectStore(named));
    // The address's store, once per store named.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [named]);
  const title = intl.formatMessage({ id: 'content.flyers.title', defaultMessage: 'Volantini' });
  usePageHead({
    title,
    description: intl.formatMessage({
      id: 'content.flyers.description',
      defaultMessage: 'Le offerte della settimana del tuo punto vendita Iper.',
    }),
  });
  return (
    <>
      <PageIntro
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: title }]}
        title={title}
        intro={
          storeId
            ? intl.formatMessage({
                id: 'content.flyers.introStore',
                defaultMessage:
                  'Le offerte in corso e quelle della prossima settimana nel tuo punto vendita.',
              })
            : intl.formatMessage({
                id: 'content.flyers.introChoose',
                defaultMessage: 'Scegli il tuo punto vendita per vedere i suoi volantini.',
              })
        }
      />
      {named && <span hidden {...startsApp('idle')} />}
      <StoreChoice key={storeId ?? ''} currentStoreId={storeId} inAddress />
      {storeId && <StoreFlyers storeId={storeId} />}
    </>
  );
}
