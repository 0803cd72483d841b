/**
 * The /test/** showcase (SPEC §2): the living style guide of the design system. Internal pages,
 * so their sample content is written in Italian directly rather than through the message catalogue.
 * Pages of a remote's parts (map, store locator, flyer template, registration) mount the widgets
 * the remote exposes, through the federation runtime: the shell never imports remote code.
 */
export interface ShowcaseEntry {
  /** The page's path under /test. */
  slug: string;
  title: string;
  description: string;
}

export const SHOWCASE_BASE = '/test';

export const SHOWCASE_PAGES: readonly ShowcaseEntry[] = [
  {
    slug: 'anchor',
    title: 'Ancore',
    description: 'Link alle sezioni della stessa pagina, con scorrimento morbido e focus.',
  },
  {
    slug: 'modal',
    title: 'Finestre modali',
    description: 'Dialoghi e conferme: focus intrappolato, Esc per chiudere.',
  },
  {
    slug: 'search',
    title: 'Ricerca',
    description: 'Campo di ricerca con risultati e stato vuoto.',
  },
  {
    slug: 'toggle',
    title: 'Interruttori',
    description: 'Interruttori on/off e pulsanti selezionabili.',
  },
  {
    slug: 'video',
    title: 'Video',
    description: 'Video senza riproduzione automatica, con sottotitoli.',
  },
  {
    slug: 'buttons',
    title: 'Pulsanti, link e icone',
    description: 'Temi, dimensioni e stati dei pulsanti; regole dei link; le icone.',
  },
  {
    slug: 'navigation',
    title: 'Navigazione',
    description:
      'Schede, fisarmonica, briciole di pane, paginazione, scorrimento orizzontale, carosello.',
  },
  {
    slug: 'feedback',
    title: 'Messaggi e caricamento',
    description: 'Notifiche, barra di caricamento, scheletri, stati vuoti e di errore.',
  },
  {
    slug: 'content',
    title: 'Contenuti e formati',
    description: 'Card, prezzi, date, orari e distanze in formato italiano.',
  },
  {
    slug: 'forms',
    title: 'Moduli e validazione',
    description: 'Il motore dei moduli: campi, regole, visibilità dei messaggi, invio.',
  },
  {
    slug: 'map',
    title: 'Mappa',
    description: 'La mappa dei punti vendita nei suoi stati (dal remote store-locator).',
  },
  {
    slug: 'store-locator',
    title: 'Store locator',
    description:
      'Scelta del punto vendita, ricerca per indirizzo e mappa (dal remote store-locator).',
  },
  {
    slug: 'template-volantino',
    title: 'Template volantino',
    description: 'Le card dei prodotti del volantino nei loro stati (dal remote content).',
  },
  {
    slug: 'registration',
    title: 'Registrazione',
    description: 'Il percorso di registrazione con la Carta Vantaggi (dal remote account).',
  },
];
