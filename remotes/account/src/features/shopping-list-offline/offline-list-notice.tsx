import { Notification } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';

/**
 * What the list says about the network (issue 33): offline, that ticks still work and wait on the
 * device; back online, that the ticks made offline are being sent. Nothing while all is saved.
 */
export function OfflineListNotice({
  online,
  pendingCount,
}: {
  online: boolean;
  pendingCount: number;
}) {
  if (!online)
    return (
      <Notification type="warning">
        <FormattedMessage
          id="account.shoppingList.offline"
          defaultMessage="Sei offline: puoi spuntare i prodotti, le modifiche saranno salvate quando torni online. Per aggiungere o rimuovere prodotti serve la connessione."
        />
        {pendingCount > 0 && (
          <>
            {' '}
            <FormattedMessage
              id="account.shoppingList.pending"
              defaultMessage="{count, plural, one {# modifica in attesa} other {# modifiche in attesa}}."
              values={{ count: pendingCount }}
            />
          </>
        )}
      </Notification>
    );
  if (pendingCount > 0)
    return (
      <Notification type="info">
        <FormattedMessage
          id="account.shoppingList.syncing"
          defaultMessage="Sei di nuovo online: stiamo salvando le modifiche fatte senza rete."
        />
      </Notification>
    );
  return null;
}
