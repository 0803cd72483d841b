import { RESTAURANT_BRANDS, type RestaurantBrand } from '@iper/contracts';
import { ErrorPanel, Loading } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useStoresRestaurantsOfBrandQuery } from '../../api/store-locator-api';
import { RESTAURANT_BRAND_NAMES } from '../../domain/restaurants';
import styles from './restaurants-page.module.css';

function BrandSection({ brand }: { brand: RestaurantBrand }) {
  const {
    data: restaurants,
    isLoading,
    isError,
    refetch,
  } = useStoresRestaurantsOfBrandQuery(brand);
  const headingId = `brand-${brand}`;
  return (
    <section className={styles.brand} aria-labelledby={headingId}>
      <h2 id={headingId}>{RESTAURANT_BRAND_NAMES[brand]}</h2>
      {isLoading && <Loading />}
      {isError && <ErrorPanel onRetry={() => void refetch()} />}
      {restaurants && restaurants.length > 0 && (
        <>
          <p className={styles.description}>{restaurants[0]!.descrizione}</p>
          <ul className={styles.list}>
            {restaurants.map((restaurant) => (
              <li key={restaurant.id}>
                <Link to={`/punti-vendita/${restaurant.puntoVendita.slug}/${restaurant.slug}`}>
                  {restaurant.nome}
                </Link>
                <span className={styles.place}>
                  {' '}
                  · {restaurant.puntoVendita.nome}, {restaurant.puntoVendita.citta}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** /punti-vendita/punti-ristorazione: the restaurant brands and where each one is. */
export function Component() {
  return (
    <>
      <p className={styles.breadcrumb}>
        <Link to="/punti-vendita">
          <FormattedMessage
            id="storeLocator.restaurants.back"
            defaultMessage="Tutti i punti vendita"
          />
        </Link>
      </p>
      <h1>
        <FormattedMessage id="storeLocator.restaurants.title" defaultMessage="Punti ristorazione" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage
          id="storeLocator.restaurants.intro"
          defaultMessage="Pizzerie, ristoranti, caffetterie e gelaterie nei nostri ipermercati: scegli il locale per orari e menu."
        />
      </p>
      <div className={styles.brands}>
        {RESTAURANT_BRANDS.map((brand) => (
          <BrandSection key={brand} brand={brand} />
        ))}
      </div>
    </>
  );
}
