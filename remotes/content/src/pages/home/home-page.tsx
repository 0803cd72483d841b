import { useStoresListQuery } from '@iper/api';
import { Loading } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styles from './home-page.module.css';

const SECTIONS = [
  {
    to: '/carta-vantaggi',
    title: 'Carta Vantaggi',
    text: 'Gratuita e digitale: sconti riservati, coupon e il passaggio a Carta Vantaggi Più.',
  },
  {
    to: '/punti-vendita',
    title: 'Punti vendita',
    text: 'Orari, servizi, distributori e ristoranti dei nostri ipermercati.',
  },
  {
    to: '/lavora-con-noi',
    title: 'Lavora con noi',
    text: 'Posizioni aperte in punto vendita e in sede, e la candidatura spontanea.',
  },
] as const;

/** Stores come from the shared api cache: opening the store list first makes this a cache hit. */
function StoresTeaser() {
  const { data: stores, isLoading } = useStoresListQuery();
  if (isLoading) return <Loading />;
  if (!stores?.length) return null;
  return (
    <section className={styles.stores} aria-labelledby="home-stores-title">
      <h2 id="home-stores-title">
        <FormattedMessage
          id="home.stores.title"
          defaultMessage="{count, plural, one {# punto vendita} other {# punti vendita}} vicino a te"
          values={{ count: stores.length }}
        />
      </h2>
      <ul className={styles.storeNames}>
        {stores.slice(0, 8).map((store) => (
          <li key={store.id}>{store.nome}</li>
        ))}
      </ul>
    </section>
  );
}

/** The home page (/): the weekly offer first, then the main sections and the stores. */
export function Component() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">
          <FormattedMessage id="home.title" defaultMessage="Le offerte della settimana ti aspettano" />
        </h1>
        <p>
          <FormattedMessage
            id="home.subtitle"
            defaultMessage="Sfoglia il volantino del tuo ipermercato e scopri i prezzi riservati ai titolari di Carta Vantaggi."
          />
        </p>
        <Link to="/lista-volantini" className={styles.heroLink}>
          <FormattedMessage id="home.flyerCta" defaultMessage="Sfoglia i volantini" />
        </Link>
      </section>
      <ul className={styles.sections}>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className={styles.teaser}>
              <h2>{section.title}</h2>
              <p>{section.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <StoresTeaser />
    </>
  );
}
