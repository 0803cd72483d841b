/**
 * The site's navigation, one table for the header, the menu drawer and the footer. Each entry is a
 * react-intl message (Italian default, English in `i18n/en.ts`) with the path it opens.
 */
export interface NavItem {
  to: string;
  id: string;
  defaultMessage: string;
}

/** A first-level section: always visible in the desktop header, with its deeper pages in the menu. */
export interface NavSection extends NavItem {
  pages: readonly NavItem[];
}

/** In the order a shopper looks for them. */
export const MAIN_SECTIONS: readonly NavSection[] = [
  {
    to: '/lista-volantini',
    id: 'nav.flyers',
    defaultMessage: 'Volantini',
    pages: [
      { to: '/lista-volantini', id: 'nav.flyers.all', defaultMessage: 'Tutti i volantini' },
      { to: '/iper-drive', id: 'nav.flyers.drive', defaultMessage: 'Iper Drive: la spesa online' },
    ],
  },
  {
    to: '/punti-vendita',
    id: 'nav.stores',
    defaultMessage: 'Punti vendita',
    pages: [
      { to: '/punti-vendita', id: 'nav.stores.find', defaultMessage: 'Trova il punto vendita' },
      {
        to: '/punti-vendita/punti-ristorazione',
        id: 'nav.stores.restaurants',
        defaultMessage: 'Ristoranti e bar',
      },
      { to: '/foodtruck', id: 'nav.stores.foodtruck', defaultMessage: 'Foodtruck' },
    ],
  },
  {
    to: '/carta-vantaggi',
    id: 'nav.card',
    defaultMessage: 'Carta Vantaggi',
    pages: [
      { to: '/carta-vantaggi', id: 'nav.card.about', defaultMessage: 'La Carta Vantaggi' },
      {
        to: '/carta-vantaggi/richiedi',
        id: 'nav.card.request',
        defaultMessage: 'Richiedi la carta',
      },
      { to: '/carta-vantaggi/coupon', id: 'nav.card.coupons', defaultMessage: 'Coupon' },
      { to: '/gift-card', id: 'nav.card.giftCard', defaultMessage: 'Gift card' },
      { to: '/virtual-card', id: 'nav.card.virtualCard', defaultMessage: 'Virtual card' },
      {
        to: '/virtual-card/buoni-spesa',
        id: 'nav.card.vouchers',
        defaultMessage: 'Buoni spesa per i Comuni',
      },
    ],
  },
  {
    to: '/servizi',
    id: 'nav.services',
    defaultMessage: 'Servizi',
    pages: [
      { to: '/servizi', id: 'nav.services.all', defaultMessage: 'Tutti i servizi' },
      { to: '/servizi/in-negozio', id: 'nav.services.inStore', defaultMessage: 'In negozio' },
      {
        to: '/servizi/online-e-a-casa',
        id: 'nav.services.online',
        defaultMessage: 'Online e a casa',
      },
    ],
  },
  {
    to: '/iper-mag',
    id: 'nav.mag',
    defaultMessage: 'Iper Mag',
    pages: [
      { to: '/iper-mag', id: 'nav.mag.all', defaultMessage: 'Tutti gli articoli' },
      { to: '/iper-mag/ricette', id: 'nav.mag.recipes', defaultMessage: 'Ricette' },
      { to: '/iper-mag/benessere', id: 'nav.mag.wellbeing', defaultMessage: 'Benessere' },
      { to: '/iper-mag/stagionalita', id: 'nav.mag.seasonal', defaultMessage: 'Stagionalità' },
    ],
  },
  {
    to: '/le-nostre-produzioni',
    id: 'nav.productions',
    defaultMessage: 'Le nostre produzioni',
    pages: [
      {
        to: '/le-nostre-produzioni',
        id: 'nav.productions.all',
        defaultMessage: 'Dai nostri campi',
      },
      { to: '/le-nostre-produzioni/orto', id: 'nav.productions.garden', defaultMessage: 'L’orto' },
      {
        to: '/le-nostre-produzioni/frutteto',
        id: 'nav.productions.orchard',
        defaultMessage: 'Il frutteto',
      },
    ],
  },
  {
    to: '/lavora-con-noi',
    id: 'nav.careers',
    defaultMessage: 'Lavora con noi',
    pages: [
      { to: '/lavora-con-noi', id: 'nav.careers.all', defaultMessage: 'Lavorare da Iper' },
      {
        to: '/lavora-con-noi/posizioni-punto-vendita',
        id: 'nav.careers.stores',
        defaultMessage: 'Posizioni nei punti vendita',
      },
      {
        to: '/lavora-con-noi/posizioni-sede',
        id: 'nav.careers.headOffice',
        defaultMessage: 'Posizioni in sede',
      },
      {
        to: '/lavora-con-noi/posizioni-mestieri-in-crescita',
        id: 'nav.careers.growing',
        defaultMessage: 'Mestieri in crescita',
      },
      {
        to: '/lavora-con-noi/candidatura-spontanea',
        id: 'nav.careers.spontaneous',
        defaultMessage: 'Candidatura spontanea',
      },
    ],
  },
];

export const HELP_LINK: NavItem = {
  to: '/serve-aiuto',
  id: 'layout.help',
  defaultMessage: 'Serve aiuto?',
};

export const FOOTER_NAVIGATION: readonly NavItem[] = [
  HELP_LINK,
  { to: '/gift-card', id: 'nav.footer.giftCard', defaultMessage: 'Gift card' },
  { to: '/virtual-card', id: 'nav.footer.virtualCard', defaultMessage: 'Virtual card' },
  {
    to: '/le-nostre-produzioni',
    id: 'nav.footer.productions',
    defaultMessage: 'Le nostre produzioni',
  },
  { to: '/iper-drive', id: 'nav.footer.drive', defaultMessage: 'Iper Drive' },
  { to: '/page-list', id: 'nav.footer.siteMap', defaultMessage: 'Mappa del sito' },
  {
    to: '/dichiarazione-di-accessibilita',
    id: 'nav.footer.accessibility',
    defaultMessage: 'Dichiarazione di accessibilità',
  },
];
