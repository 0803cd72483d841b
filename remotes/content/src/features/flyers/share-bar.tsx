import { Button } from '@iper/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './flyers.module.css';
import { shareLinks } from './share-links';

/**
 * Sharing the flyer: the system share sheet where the browser has one (Web Share API); otherwise
 * copy the link, or plain links to WhatsApp, Facebook, X and email (no third-party script).
 */
export function ShareBar({ title }: { title: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  // The page's address as the shopper sees it: known in the browser only, so the links are drawn
  // once the panel opens (a server-rendered page has none to get wrong).
  const pageUrl = () => window.location.href;
  const links = open ? shareLinks(pageUrl(), title) : undefined;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: pageUrl() });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the shopper closed the sheet
      }
    }
    setOpen((value) => !value);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl());
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div>
      <Button
        theme="secondary"
        icon="share"
        aria-expanded={open}
        aria-controls="condividi-volantino"
        text={intl.formatMessage({ id: 'content.flyer.share', defaultMessage: 'Condividi' })}
        onClick={() => void share()}
      />
      <div id="condividi-volantino" hidden={!open}>
        {links && (
          <ul className={styles.shareLinks}>
            <li>
              <button type="button" className={styles.chip} onClick={() => void copy()}>
                <FormattedMessage id="content.flyer.copyLink" defaultMessage="Copia link" />
              </button>
            </li>
            <li>
              <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </a>
            </li>
            <li>
              <a href={links.facebook} target="_blank" rel="noopener noreferrer">
                Facebook
              </a>
            </li>
            <li>
              <a href={links.x} target="_blank" rel="noopener noreferrer">
                X
              </a>
            </li>
            <li>
              <a href={links.email}>
                <FormattedMessage id="content.flyer.shareEmail" defaultMessage="Email" />
              </a>
            </li>
          </ul>
        )}
        <p role="status" className={styles.muted}>
          {copied && (
            <FormattedMessage
              id="content.flyer.linkCopied"
              defaultMessage="Link copiato negli appunti"
            />
          )}
        </p>
      </div>
    </div>
  );
}
