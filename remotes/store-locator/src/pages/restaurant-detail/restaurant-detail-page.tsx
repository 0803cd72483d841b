import { EmptyState, ErrorPanel, Loading, useSiteNow } from '@iper/design-system';
import { useResponseStatus } from '@iper/routes';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useStoresRestaurantsOfBrandQuery } from '../../api/store-locator-api';
import {
  isClosedForNow,
  rotatedWeek,
  storesWallClock,
  todayStatus,
} from '../../domain/opening-hours';
import { RESTAURANT_BRAND_NAMES, formatEuro } from '../../domain/restaurants';
import { phoneHref } from '../../domain/store-card';
import { HoursTable, TodayStatusText } from '../../features/opening-hours/hours-table';
import { useStoreBySlug } from '../../features/store-by-slug/use-store-by-slug';
import actions from '../../features/store-actions/store-actions.module.css';
import place from '../../features/place-page/place-page.module.css';
import styles from './restaurant-detail-page.module.css';

/** /punti-vendita/:slug/:restaurant: a restaurant of a store, its hours and its menu. */
export function Component() {
  const { slug, restaurant: restaurantSlug } = useParams();
  const {
    store,
    isLoading: storeLoading,
    isError: storeError,
    notFound: storeMissing,
    refetch,
  } = useStoreBySlug(slug);
  const summary = store?.ristoranti?.find((candidate) => candidate.slug === restaurantSlug);
  const brand = useStoresRestaurantsOfBrandQuery(summary?.marchio ?? 'risto', { skip: !summary });
  const restaurant = brand.data?.find((candidate) => candidate.id === summary?.id);

  const missing = storeMissing || (store && !summary) || (brand.isSuccess && !restaurant);
  useResponseStatus(missing ? 404 : undefined);
  const siteNow = useSiteNow();
  if (missing) {
    return (
      <>
        <h1>
          <FormattedMessage
            id="storeLocator.restaurant.notFound"
            defaultMessage="Punto ristorazione non trovato"
          />
        </h1>
        <EmptyState
          title={
            <FormattedMessage
              id="storeLocator.restaurant.notFoundTitle"
              defaultMessage="Pagina non disponibile o non esiste"
            />
          }
        >
          <Link to="/punti-vendita/punti-ristorazione">
            <FormattedMessage
              id="storeLocator.restaurant.all"
              defaultMessage="Tutti i punti ristorazione"
            />
          </Link>
        </EmptyState>
      </>
    );
  }
  if (!restaurant || !store) {
    return (
      <>
        <h1>
          <FormattedMessage
            id="storeLocator.restaurant.loadingTitle"
            defaultMessage="Punto ristorazione"
          />
        </h1>
        {(storeLoading || brand.isLoading) && <Loading />}
        {(storeError || brand.isError) && <ErrorPanel onRetry={refetch} />}
      </>
    );
  }

  const now = storesWallClock(siteNow);
  const status = todayStatus(restaurant.orari, now);
  return (
    <article className={place.page} aria-labelledby="restaurant-title">
      <p className={place.breadcrumb}>
        <Link to={`/punti-vendita/${store.slug}`}>{store.nome}</Link>
        {' · '}
        <Link to="/punti-vendita/punti-ristorazione">
          <FormattedMessage
            id="storeLocator.restaurant.all"
            defaultMessage="Tutti i punti ristorazione"
          />
        </Link>
      </p>
      <h1 id="restaurant-title">{restaurant.nome}</h1>
      <p className={place.subtitle}>{RESTAURANT_BRAND_NAMES[restaurant.marchio]}</p>
      <p>{restaurant.descrizione}</p>
      <address className={place.address}>{restaurant.indirizzo}</address>
      <p className={isClosedForNow(status) ? `${place.today} ${place.closed}` : place.today}>
        <TodayStatusText status={status} />
      </p>
      <p>
        <a className={actions.action} href={phoneHref(restaurant.telefono)}>
          <FormattedMessage
            id="storeLocator.restaurant.call"
            defaultMessage="Chiama {phone}"
            values={{ phone: restaurant.telefono }}
          />
        </a>
      </p>
      <div className={place.columns}>
        <section aria-labelledby="restaurant-hours">
          <h2 id="restaurant-hours">
            <FormattedMessage id="storeLocator.restaurant.hours" defaultMessage="Orari" />
          </h2>
          <HoursTable days={rotatedWeek(restaurant.orari, now)} />
        </section>
        <section aria-labelledby="restaurant-menu">
          <h2 id="restaurant-menu">
            <FormattedMessage id="storeLocator.restaurant.menu" defaultMessage="Menu" />
          </h2>
          {restaurant.menu.map((section) => (
            <div key={section.sezione} className={styles.menuSection}>
              <h3>{section.sezione}</h3>
              <ul className={styles.dishes}>
                {section.piatti.map((dish) => (
                  <li key={dish.nome} className={styles.dish}>
                    <span className={styles.dishName}>{dish.nome}</span>
                    <span className={styles.price}>{formatEuro(dish.prezzo)}</span>
                    {dish.descrizione && (
                      <span className={styles.dishText}>{dish.descrizione}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </article>
  );
}
