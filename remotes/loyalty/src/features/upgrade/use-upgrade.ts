import { useCallback, useState } from 'react';
import { useLoyaltyUpgradeMutation } from '../../api/loyalty-api';
import { upgradeNotification, type UpgradeNotification } from '../../domain/upgrade-messages';

/**
 * The upgrade to Più and its notification (SPEC §4: hidden, shown as success or error, cleared).
 * Kept by the page, not by the offer: after a success the session reloads, the card is Più and the
 * offer disappears, while the notification with the new number stays.
 */
export function useUpgrade() {
  const [upgrade, { isLoading }] = useLoyaltyUpgradeMutation();
  const [notification, setNotification] = useState<UpgradeNotification | null>(null);

  const start = useCallback(
    async (cardNumber: string) => {
      setNotification(null);
      try {
        setNotification(upgradeNotification(await upgrade({ cardNumber }).unwrap()));
      } catch (error) {
        console.error('[loyalty] the upgrade to Più failed', error);
        setNotification(upgradeNotification(undefined));
      }
    },
    [upgrade],
  );

  return { start, isUpgrading: isLoading, notification, clear: () => setNotification(null) };
}
