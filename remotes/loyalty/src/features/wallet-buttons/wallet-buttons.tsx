import { Icon, Link, Skeleton } from '@iper/design-system';
import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLoyaltyWalletLinksQuery } from '../../api/loyalty-api';
import styles from './wallet-buttons.module.css';

/**
 * The card in the phone's wallet (issue 33): "Aggiungi a Apple Wallet" downloads the signed
 * `.pkpass` of the session's card; "Salva in Google Wallet" shows only when the site has a
 * Google Wallet issuer. Apple's and Google's badges are not available offline, so these are the
 * site's own buttons. If the links cannot be loaded, the card page goes on without them.
 */
export function WalletButtons() {
  const hintId = useId();
  const links = useLoyaltyWalletLinksQuery();

  useEffect(() => {
    if (links.isError) console.error('[loyalty] the wallet links could not be loaded', links.error);
  }, [links.isError, links.error]);

  if (links.isLoading) return <Skeleton shape="rect" height="6.5rem" />;
  if (!links.data) return null;
  const { applePassUrl, googleSaveUrl } = links.data;
  return (
    <div className={styles.wallet}>
      <p id={hintId} className={styles.hint}>
        <FormattedMessage
          id="loyalty.advantageCardPage.wallet.hint"
          defaultMessage="Tieni la carta nel wallet del telefono: alla cassa si apre anche senza rete."
        />
      </p>
      <div className={styles.buttons}>
        {/* A plain link, not the router's: the server answers with the file (content-disposition). */}
        <a className={styles.button} href={applePassUrl} aria-describedby={hintId}>
          <Icon name="wallet" size={20} />
          <FormattedMessage
            id="loyalty.advantageCardPage.wallet.apple"
            defaultMessage="Aggiungi a Apple Wallet"
          />
        </a>
        {googleSaveUrl && (
          <Link className={styles.button} to={googleSaveUrl} aria-describedby={hintId}>
            <Icon name="wallet" size={20} />
            <FormattedMessage
              id="loyalty.advantageCardPage.wallet.google"
              defaultMessage="Salva in Google Wallet"
            />
          </Link>
        )}
      </div>
    </div>
  );
}
