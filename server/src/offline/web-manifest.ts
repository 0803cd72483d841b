import { WEB_MANIFEST_PATH } from '../pages/document/compose-document';
import { APP_ICONS } from './icons';

export { WEB_MANIFEST_PATH };

/**
 * The web app manifest (issue 33): what makes the site installable, in Italian. The start page
 * and the shortcuts are the addresses a customer uses at the till: the card, the flyer of the
 * chosen store, the shopping list. `id` is fixed so a later change of start_url is the same app.
 */
export function webManifest(themeColor: string) {
  const icons = Object.entries(APP_ICONS)
    .filter(([name]) => name !== 'apple-touch-icon.png')
    .map(([name, { size, purpose }]) => ({
      src: `/icons/${name}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    }));
  const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];
  return {
    id: '/',
    name: 'Iper, La grande i',
    short_name: 'Iper',
    description: 'Volantini, Carta Vantaggi, coupon e lista della spesa di Iper, anche senza rete.',
    lang: 'it',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: themeColor,
    categories: ['shopping', 'food'],
    icons,
    shortcuts: [
      {
        name: 'Carta Vantaggi',
        short_name: 'Carta',
        description: 'La tua carta con il codice a barre da mostrare in cassa',
        url: '/carta-vantaggi',
        icons: shortcutIcon,
      },
      {
        name: 'Volantino',
        short_name: 'Volantino',
        description: 'Il volantino del tuo punto vendita',
        url: '/volantino',
        icons: shortcutIcon,
      },
      {
        name: 'Lista della spesa',
        short_name: 'Lista',
        description: 'La tua lista della spesa, anche senza rete',
        url: '/account/lista-spesa',
        icons: shortcutIcon,
      },
    ],
  };
}
