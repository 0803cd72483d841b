import { PillNav } from '@iper/design-system';
import { useIntl } from 'react-intl';

const PAGES = [
  { to: '/virtual-card', id: 'loyalty.virtualCard.nav.overview', label: 'Cos’è' },
  {
    to: '/virtual-card/altri-negozi',
    id: 'loyalty.virtualCard.nav.otherStores',
    label: 'Dove trovarla',
  },
  { to: '/virtual-card/aziende', id: 'loyalty.virtualCard.nav.companies', label: 'Per le aziende' },
  {
    to: '/virtual-card/buoni-spesa',
    id: 'loyalty.virtualCard.nav.vouchers',
    label: 'Buoni spesa dei Comuni',
  },
] as const;

/** Moves between the four Virtual Card pages; the current one is marked for screen readers too. */
export function VirtualCardNav() {
  const intl = useIntl();
  return (
    <PillNav
      label={intl.formatMessage({
        id: 'loyalty.virtualCard.nav.label',
        defaultMessage: 'Virtual Card',
      })}
      items={PAGES.map((page) => ({
        to: page.to,
        end: true,
        label: intl.formatMessage({ id: page.id, defaultMessage: page.label }),
      }))}
    />
  );
}
