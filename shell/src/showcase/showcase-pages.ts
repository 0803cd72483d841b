/**
 * The /test/** showcase (SPEC §2): the living style guide of the design system. Internal pages,
 * so their sample content is written in Italian directly rather than through the message catalogue.
 * The map page is not here: the store-locator team owns the map and shows it with its own widget.
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
];
