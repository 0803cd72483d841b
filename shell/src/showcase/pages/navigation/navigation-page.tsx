import {
  Accordion,
  Breadcrumbs,
  Carousel,
  HorizontalScroller,
  Pagination,
  Tabs,
} from '@iper/design-system';
import { useState } from 'react';
import { ShowcasePage, ShowcaseSection } from '../../showcase-page';
import styles from '../../showcase.module.css';

const SERVICES = [
  'Parafarmacia',
  'Ottica',
  'Bar',
  'Ristorante',
  'Carburante',
  'Lavanderia',
  'Iper Drive',
  'Gastronomia',
  'Pescheria',
  'Enoteca',
];

function PagedList() {
  const [page, setPage] = useState(4);
  return (
    <div className={styles.stack}>
      <p role="status" className={styles.sectionIntro}>
        Articoli del magazine, pagina {page} di 12
      </p>
      <Pagination page={page} pageCount={12} onPageChange={setPage} />
    </div>
  );
}

export function Component() {
  return (
    <ShowcasePage
      title="Navigazione"
      intro="Tutti i componenti si usano con la tastiera: Tab, frecce, Invio e Spazio."
    >
      <ShowcaseSection title="Briciole di pane">
        <Breadcrumbs
          label="Esempio di percorso"
          items={[
            { label: 'Home', to: '/' },
            { label: 'Servizi', to: '/servizi' },
            { label: 'Parafarmacia' },
          ]}
        />
      </ShowcaseSection>
      <ShowcaseSection
        title="Schede"
        intro="Le frecce sinistra e destra cambiano scheda; Home e Fine vanno agli estremi."
      >
        <Tabs
          label="Calendario dell'orto"
          items={[
            {
              id: 'trapianto',
              label: 'Trapianto',
              content: <p>Marzo e aprile: pomodori, peperoni, melanzane.</p>,
            },
            {
              id: 'raccolta',
              label: 'Raccolta',
              content: <p>Luglio e agosto: zucchine, fagiolini, basilico.</p>,
            },
          ]}
        />
      </ShowcaseSection>
      <ShowcaseSection title="Fisarmonica">
        <Accordion
          allowMultiple
          items={[
            {
              id: 'costo',
              title: 'La Carta Vantaggi ha un costo?',
              content: <p>No, la carta è gratuita.</p>,
            },
            {
              id: 'persa',
              title: 'Ho perso la carta: cosa faccio?',
              content: (
                <p>
                  Puoi usare la carta digitale nell&apos;app o chiederne una nuova al box
                  informazioni.
                </p>
              ),
            },
            {
              id: 'piu',
              title: 'Come passo alla Carta Vantaggi Più?',
              content: <p>Quando raggiungi la spesa richiesta, dalla tua area personale.</p>,
            },
          ]}
        />
      </ShowcaseSection>
      <ShowcaseSection title="Paginazione">
        <PagedList />
      </ShowcaseSection>
      <ShowcaseSection
        title="Scorrimento orizzontale"
        intro="Con il mouse la rotellina scorre di lato; con la tastiera, dopo il focus, le frecce."
      >
        <HorizontalScroller label="Servizi del punto vendita">
          {SERVICES.map((service) => (
            <span key={service} className={styles.chip}>
              {service}
            </span>
          ))}
        </HorizontalScroller>
      </ShowcaseSection>
      <ShowcaseSection title="Carosello" intro="Non si muove mai da solo.">
        <Carousel
          label="Offerte della settimana"
          slides={['Frutta e verdura', 'Pesce fresco', 'Vini e bollicine'].map((title) => ({
            id: title,
            content: (
              <div className={styles.slide}>
                <h3>{title}</h3>
                <p>Le offerte valide fino a domenica.</p>
              </div>
            ),
          }))}
        />
      </ShowcaseSection>
    </ShowcasePage>
  );
}
