/** The header's main sections, in the order a shopper looks for them. */
export const MAIN_NAVIGATION = [
  { to: '/lista-volantini', label: 'Volantini' },
  { to: '/punti-vendita', label: 'Punti vendita' },
  { to: '/carta-vantaggi', label: 'Carta Vantaggi' },
  { to: '/servizi', label: 'Servizi' },
  { to: '/iper-mag', label: 'Iper Mag' },
  { to: '/lavora-con-noi', label: 'Lavora con noi' },
] as const;

export const FOOTER_NAVIGATION = [
  { to: '/serve-aiuto', label: 'Serve aiuto?' },
  { to: '/gift-card', label: 'Gift card' },
  { to: '/virtual-card', label: 'Virtual card' },
  { to: '/le-nostre-produzioni', label: 'Le nostre produzioni' },
  { to: '/iper-drive', label: 'Iper Drive' },
  { to: '/page-list', label: 'Mappa del sito' },
  { to: '/dichiarazione-di-accessibilita', label: 'Dichiarazione di accessibilità' },
] as const;
