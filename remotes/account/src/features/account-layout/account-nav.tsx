import { PillNav } from '@iper/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '../locale/use-localized-path';

/** The account area's pages, on top of each of them, in the page's language. */
export function AccountNav() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <PillNav
      label={intl.formatMessage({
        id: 'account.accountNav.label',
        defaultMessage: 'Area personale',
      })}
      items={[
        {
          to: localized('/account'),
          end: true,
          label: <FormattedMessage id="account.accountNav.home" defaultMessage="Il mio account" />,
        },
        {
          to: localized('/account/dati-personali'),
          label: (
            <FormattedMessage
              id="account.accountNav.personalData"
              defaultMessage="Dati personali"
            />
          ),
        },
        {
          to: localized('/account/lista-spesa'),
          label: (
            <FormattedMessage
              id="account.accountNav.shoppingList"
              defaultMessage="Lista della spesa"
            />
          ),
        },
        {
          to: localized('/account/scontrini-digitali'),
          label: (
            <FormattedMessage
              id="account.accountNav.receipts"
              defaultMessage="Scontrini digitali"
            />
          ),
        },
        {
          to: localized('/account/privacy-e-dati'),
          label: (
            <FormattedMessage id="account.accountNav.privacyData" defaultMessage="Privacy e dati" />
          ),
        },
      ]}
    />
  );
}
