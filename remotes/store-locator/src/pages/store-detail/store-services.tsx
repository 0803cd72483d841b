import {
  groupServicesByCategory,
  restaurantsOf,
  useStoresServiceCategoriesQuery,
  useStoresServicesQuery,
} from '@iper/api';
import type { Store } from '@iper/contracts';
import { ErrorPanel, Loading } from '@iper/design-system';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ServiceGroups } from '../../features/services/service-list';
import styles from './store-detail-page.module.css';

/** A chain store's services by category and its restaurants' pages. */
export function StoreServices({ store }: { store: Store }) {
  const services = useStoresServicesQuery(store.slug);
  const categories = useStoresServiceCategoriesQuery();
  const groups = useMemo(
    () =>
      services.data && categories.data
        ? groupServicesByCategory(services.data, categories.data)
        : [],
    [services.data, categories.data],
  );
  const restaurants = useMemo(() => restaurantsOf(services.data ?? []), [services.data]);
  if (services.isLoading || categories.isLoading) return <Loading />;
  if (services.isError || categories.isError)
    return <ErrorPanel onRetry={() => void services.refetch()} />;
  return (
    <>
      {groups.length > 0 && (
        <section className={styles.section} aria-labelledby="store-services">
          <h2 id="store-services">
            <FormattedMessage id="storeLocator.storeDetail.services" defaultMessage="Servizi" />
          </h2>
          <ServiceGroups groups={groups} />
        </section>
      )}
      {restaurants.length > 0 && (
        <section className={styles.section} aria-labelledby="store-restaurants">
          <h2 id="store-restaurants">
            <FormattedMessage
              id="storeLocator.storeDetail.restaurants"
              defaultMessage="Ristoranti"
            />
          </h2>
          <ul className={styles.restaurants}>
            {restaurants.map((restaurant) => (
              <li key={restaurant.id}>
                <Link to={`/${restaurant.slug}`}>
                  <FormattedMessage
                    id="storeLocator.storeDetail.restaurantMenu"
                    defaultMessage="{name}: orari e menu"
                    values={{ name: restaurant.title }}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
