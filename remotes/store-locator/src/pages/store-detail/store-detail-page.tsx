import {
  selectStore,
  useFavouriteStoreId,
  useSelectedStoreId,
  useSession,
  type AppDispatch,
} from '@iper/api';
import type { Store } from '@iper/contracts';
import { useResponseStatus } from '@iper/routes';
import {
  calendarDayInstant,
  EmptyState,
  ErrorPanel,
  Loading,
  useSiteNow,
  VisuallyHidden,
} from '@iper/design-system';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useParams } from 'react-router';
import { useStoresSaveFavouriteStoreMutation } from '../../api/store-locator-api';
import { NEARBY_DISTANCE_KM, formatDistance } from '../../domain/distance';
import {
  isClosedForNow,
  rotatedWeek,
  storesWallClock,
  todayStatus,
  upcomingSpecialOpenings,
} from '../../domain/opening-hours';
import { isChainStore, STORE_KIND_NAMES } from '../../domain/restaurants';
import { directionsUrl, fullAddress, phoneHref } from '../../domain/store-card';
import { nearbyStores } from '../../domain/store-order';
import { HoursTable, HoursText, TodayStatusText } from '../../features/opening-hours/hours-table';
import { useStoreBySlug } from '../../features/store-by-slug/use-store-by-slug';
import actions from '../../features/store-actions/store-actions.module.css';
import place from '../../features/place-page/place-page.module.css';
import styles from './store-detail-page.module.css';
import { StoreFuel } from './store-fuel';
import { StoreServices } from './store-services';

function StoreDetail({ store, hypermarkets }: { store: Store; hypermarkets: Store[] }) {
  const dispatch = useDispatch<AppDispatch>();
  const selectedStoreId = useSelectedStoreId();
  const favouriteStoreId = useFavouriteStoreId();
  const { isLoggedIn } = useSession();
  const [saveFavourite, favourite] = useStoresSaveFavouriteStoreMutation();
  const now = storesWallClock(useSiteNow());
  const specials = store.aperture_straordinarie ?? [];
  const status = todayStatus(store.orari, now, specials);
  const week = rotatedWeek(store.orari, now, specials);
  const upcoming = upcomingSpecialOpenings(specials, now);
  const nearby = nearbyStores(hypermarkets, store, NEARBY_DISTANCE_KM);
  const parent = store.ipermercato
    ? hypermarkets.find((candidate) => candidate.id === store.ipermercato)
    : undefined;
  const isSelected = selectedStoreId === store.id;

  return (
    <article className={place.page} aria-labelledby="store-title">
      <p className={place.breadcrumb}>
        <Link to="/punti-vendita">
          <FormattedMessage
            id="storeLocator.storeDetail.back"
            defaultMessage="Tutti i punti vendita"
          />
        </Link>
      </p>
      <h1 id="store-title">{store.nome}</h1>
      <p className={place.subtitle}>{STORE_KIND_NAMES[store.tipo]}</p>
      {parent && (
        <p>
          <FormattedMessage
            id="storeLocator.storeDetail.insideStore"
            defaultMessage="Presso {store}"
            values={{ store: <Link to={`/punti-vendita/${parent.slug}`}>{parent.nome}</Link> }}
          />
        </p>
      )}
      <address className={place.address}>{fullAddress(store)}</address>
      <p className={isClosedForNow(status) ? `${place.today} ${place.closed}` : place.today}>
        <TodayStatusText status={status} />
      </p>

      <div className={styles.actions}>
        <a className={actions.action} href={phoneHref(store.telefono)}>
          <FormattedMessage
            id="storeLocator.storeDetail.call"
            defaultMessage="Chiama {phone}"
            values={{ phone: store.telefono }}
          />
        </a>
        <a
          className={actions.action}
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FormattedMessage
            id="storeLocator.storeDetail.directions"
            defaultMessage="Indicazioni stradali"
          />
          <VisuallyHidden>
            {' '}
            <FormattedMessage
              id="storeLocator.storeDetail.newTab"
              defaultMessage="(si apre in una nuova scheda)"
            />
          </VisuallyHidden>
        </a>
        {isChainStore(store) &&
          (isSelected ? (
            <p className={styles.selected} role="status">
              <FormattedMessage
                id="storeLocator.storeDetail.isSelected"
                defaultMessage="È il tuo punto vendita"
              />
            </p>
          ) : (
            <button
              type="button"
              className={actions.primary}
              onClick={() => void dispatch(selectStore(store.id))}
            >
              <FormattedMessage
                id="storeLocator.storeDetail.select"
                defaultMessage="Scegli come tuo punto vendita"
              />
            </button>
          ))}
        {isChainStore(store) &&
          isLoggedIn &&
          (favouriteStoreId === store.id ? (
            <p className={styles.selected}>
              <FormattedMessage
                id="storeLocator.storeDetail.isFavourite"
                defaultMessage="È il tuo punto vendita preferito"
              />
            </p>
          ) : (
            <button
              type="button"
              className={actions.action}
              aria-busy={favourite.isLoading || undefined}
              onClick={() => void saveFavourite(store.id)}
            >
              <FormattedMessage
                id="storeLocator.storeDetail.setFavourite"
                defaultMessage="Imposta come preferito"
              />
            </button>
          ))}
        {favourite.isError && (
          <p role="alert" className={styles.error}>
            <FormattedMessage
              id="storeLocator.storeDetail.favouriteError"
              defaultMessage="Non siamo riusciti a salvare il punto vendita preferito. Riprova."
            />
          </p>
        )}
      </div>

      <div className={place.columns}>
        <section className={styles.section} aria-labelledby="store-hours">
          <h2 id="store-hours">
            <FormattedMessage
              id="storeLocator.storeDetail.hours"
              defaultMessage="Orari di apertura"
            />
          </h2>
          <HoursTable days={week} />
        </section>

        {upcoming.length > 0 && (
          <section className={styles.section} aria-labelledby="store-special">
            <h2 id="store-special">
              <FormattedMessage
                id="storeLocator.storeDetail.special"
                defaultMessage="Aperture straordinarie"
              />
            </h2>
            <ul className={styles.special}>
              {upcoming.map((day) => (
                <li key={day.data}>
                  <span className={styles.specialDate}>
                    <FormattedDate
                      value={calendarDayInstant(day.data)}
                      weekday="long"
                      day="numeric"
                      month="long"
                      year="numeric"
                    />
                  </span>{' '}
                  · {day.descrizione} · <HoursText orario={day.orario} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {store.iperstation.length > 0 && <StoreFuel store={store} />}
      {isChainStore(store) && <StoreServices store={store} />}

      {nearby.length > 0 && (
        <section className={styles.section} aria-labelledby="store-nearby">
          <h2 id="store-nearby">
            <FormattedMessage
              id="storeLocator.storeDetail.nearby"
              defaultMessage="Punti vendita vicini"
            />
          </h2>
          <ul className={styles.nearby}>
            {nearby.map(({ store: other, distance }) => (
              <li key={other.id}>
                <Link to={`/punti-vendita/${other.slug}`}>{other.nome}</Link>
                {distance !== undefined && (
                  <span className={styles.distance}> · {formatDistance(distance)}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** /punti-vendita/:slug: one store, its week today first, holidays, services, fuel, restaurants. */
export function Component() {
  const { slug } = useParams();
  const { store, hypermarkets, isLoading, isError, notFound, refetch } = useStoreBySlug(slug);
  useResponseStatus(notFound ? 404 : undefined);
  if (store) return <StoreDetail store={store} hypermarkets={hypermarkets} />;
  if (notFound) {
    return (
      <>
        <h1>
          <FormattedMessage
            id="storeLocator.storeDetail.notFound"
            defaultMessage="Punto vendita non trovato"
          />
        </h1>
        <EmptyState
          title={
            <FormattedMessage
              id="storeLocator.storeDetail.notFoundTitle"
              defaultMessage="Pagina non disponibile o non esiste"
            />
          }
        >
          <Link to="/punti-vendita">
            <FormattedMessage
              id="storeLocator.storeDetail.back"
              defaultMessage="Tutti i punti vendita"
            />
          </Link>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <h1>
        <FormattedMessage
          id="storeLocator.storeDetail.loadingTitle"
          defaultMessage="Punto vendita"
        />
      </h1>
      {isLoading && <Loading />}
      {isError && <ErrorPanel onRetry={refetch} />}
    </>
  );
}
