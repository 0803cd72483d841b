import {
  Button,
  Card,
  formatDate,
  formatDistance,
  formatPrice,
  formatTimeRange,
  Price,
  VisuallyHidden,
} from '@iper/design-system';
import { useState } from 'react';
import { ShowcasePage, ShowcaseSection } from '../../showcase-page';
import styles from '../../showcase.module.css';

const STORES = [
  {
    slug: 'iper-arese',
    title: 'Iper Arese',
    address: 'Via Giuseppe Eugenio Luraghi 11, Arese',
    metres: 2300,
    hours: '8:30-21',
  },
  {
    slug: 'iper-orio',
    title: 'Iper Orio',
    address: 'Via Portico 71, Orio al Serio',
    metres: 850,
    hours: '9-21',
  },
  {
    slug: 'iper-monza',
    title: 'Iper Monza',
    address: 'Via Lario 37, Monza',
    metres: 14_200,
    hours: '8-22',
  },
];

function StoreCards() {
  const [favourite, setFavourite] = useState<string | undefined>(undefined);
  return (
    <div className={styles.grid}>
      {STORES.map((store) => (
        <Card
          key={store.slug}
          title={store.title}
          to={`/punti-vendita/${store.slug}`}
          eyebrow={formatDistance(store.metres)}
          footer={
            <Button
              icon="heart"
              theme="ghost"
              size="s"
              selectable
              selected={favourite === store.slug}
              onSelectedChange={(selected) => setFavourite(selected ? store.slug : undefined)}
            >
              Preferito<VisuallyHidden>: {store.title}</VisuallyHidden>
            </Button>
          }
        >
          <p>{store.address}</p>
          <p>Oggi: {formatTimeRange(store.hours)}</p>
        </Card>
      ))}
    </div>
  );
}

export function Component() {
  return (
    <ShowcasePage
      title="Contenuti e formati"
      intro="Formati italiani in tutto il sito: 1,99 €, 22/11/2026, 08:30-21:00."
    >
      <ShowcaseSection
        title="Card"
        intro="Il titolo è l'unico link e copre tutta la card; le azioni in fondo restano separate."
      >
        <StoreCards />
      </ShowcaseSection>
      <ShowcaseSection title="Prezzi">
        <div className={styles.row}>
          <Price value={1.99} />
          <Price value={2.49} previousValue={3.2} size="l" />
          <Price value={12.9} unit="kg" />
        </div>
      </ShowcaseSection>
      <ShowcaseSection title="Formati">
        <table className={styles.table}>
          <caption className={styles.sectionIntro}>Funzioni di formato del design system</caption>
          <thead>
            <tr>
              <th scope="col">Funzione</th>
              <th scope="col">Valore</th>
              <th scope="col">Risultato</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className={styles.code}>formatPrice</td>
              <td className={styles.code}>1.99</td>
              <td>{formatPrice(1.99)}</td>
            </tr>
            <tr>
              <td className={styles.code}>formatDate</td>
              <td className={styles.code}>2026-11-22</td>
              <td>{formatDate('2026-11-22')}</td>
            </tr>
            <tr>
              <td className={styles.code}>formatTimeRange</td>
              <td className={styles.code}>8.30 - 21</td>
              <td>{formatTimeRange('8.30 - 21')}</td>
            </tr>
            <tr>
              <td className={styles.code}>formatDistance</td>
              <td className={styles.code}>1234</td>
              <td>{formatDistance(1234)}</td>
            </tr>
          </tbody>
        </table>
      </ShowcaseSection>
    </ShowcasePage>
  );
}
