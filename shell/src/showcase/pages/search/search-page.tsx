import { EmptyState, SearchInput } from '@iper/design-system';
import { useState } from 'react';
import { ShowcasePage } from '../../showcase-page';
import styles from '../../showcase.module.css';

const SERVICES = [
  'Parafarmacia',
  'Ottica',
  'Bar',
  'Ristorante',
  'Distributore di carburante',
  'Lavanderia',
  'Iper Drive',
  'Gastronomia',
  'Pescheria',
  'Macelleria',
  'Panetteria',
  'Enoteca',
];

/** Case and accents do not matter: "caffe" finds "caffè". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function Component() {
  const [query, setQuery] = useState<string | undefined>(undefined);
  const results =
    query === undefined
      ? SERVICES
      : SERVICES.filter((service) => fold(service).includes(fold(query)));
  return (
    <ShowcasePage
      title="Ricerca"
      intro="Invio cerca, Esc o il pulsante con la × svuotano il campo."
    >
      <SearchInput
        label="Cerca un servizio"
        showLabel
        placeholder="Per esempio: parafarmacia"
        onSearch={(text) => setQuery(text || undefined)}
      />
      <p role="status" className={styles.sectionIntro}>
        {query === undefined
          ? `${SERVICES.length} servizi`
          : `${results.length} ${results.length === 1 ? 'risultato' : 'risultati'} per “${query}”`}
      </p>
      {results.length > 0 ? (
        <ul className={styles.row}>
          {results.map((service) => (
            <li key={service} className={styles.chip}>
              {service}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon="search"
          title={`Nessun risultato per “${query}”`}
          text="Controlla come è scritto o prova con una parola più generica."
        />
      )}
    </ShowcasePage>
  );
}
