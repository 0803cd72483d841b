import { useState, type ReactNode } from 'react';
import { registerCatalogs } from '../../i18n/catalog';
import type { MapMarkerItem } from '../../features/store-map/map-types';
import { StoreMap } from '../../features/store-map/store-map';
import styles from './map-showcase.module.css';

registerCatalogs();

/** Three demo stores (real positions) so the map's states read the same on every visit. */
const DEMO_MARKERS: MapMarkerItem[] = [
  {
    id: 'arese',
    title: 'Iper Arese',
    position: { lat: 45.5538, lng: 9.0431 },
    isSelected: false,
    isActive: false,
  },
  {
    id: 'monza',
    title: 'Iper Monza',
    position: { lat: 45.5845, lng: 9.2744 },
    isSelected: false,
    isActive: false,
  },
  {
    id: 'varese',
    title: 'Iper Varese',
    position: { lat: 45.8206, lng: 8.8251 },
    isSelected: false,
    isActive: false,
  },
];

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className={styles.example}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {children}
    </figure>
  );
}

/**
 * The stores' map in its states, for the shell's /test/map and /test/store-locator: markers alone,
 * the shopper's store and the one just pressed, the shopper's position, and no store at all.
 */
export default function MapShowcase() {
  const [active, setActive] = useState('monza');
  const chosen = DEMO_MARKERS.map((marker) => ({
    ...marker,
    isSelected: marker.id === 'arese',
    isActive: marker.id === active,
  }));
  return (
    <div className={styles.examples}>
      <Example title="Punti vendita">
        <StoreMap
          markers={DEMO_MARKERS}
          onMarkerPress={() => undefined}
          label="Mappa dimostrativa: punti vendita"
        />
      </Example>
      <Example title="Punto vendita scelto, uno evidenziato e la tua posizione">
        <StoreMap
          markers={chosen}
          onMarkerPress={setActive}
          userPosition={{ lat: 45.4642, lng: 9.19 }}
          label="Mappa dimostrativa: punto vendita scelto"
        />
      </Example>
      <Example title="Nessun punto vendita">
        <StoreMap markers={[]} onMarkerPress={() => undefined} label="Mappa dimostrativa: vuota" />
      </Example>
    </div>
  );
}
