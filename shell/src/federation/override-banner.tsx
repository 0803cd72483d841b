import { collapsedSamePath } from '@iper/routes';
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { overriddenRemotes } from './remotes';
import styles from './override-banner.module.css';

const NONE: ReturnType<typeof overriddenRemotes> = [];
const unchanging = () => () => undefined;

/**
 * The address that ends the override and comes back to this page (server: remote-override.routes.ts,
 * which answers 400 to a way back that is not safely this site's: so the page's own address is
 * made safe first, as the language switch does).
 */
export function clearOverrideHref(path: string): string {
  return `/api/platform/remote-override?clear&return=${encodeURIComponent(collapsedSamePath(path))}`;
}

/**
 * Tells a developer or tester, on every page, that this browser loads some remotes from another
 * build (docs/qa.md, "Pin a remote for a session"), which ones from where, and offers to go back to
 * the site's own. The server's HTML never has it (it is the same for everyone): it appears once the
 * page is live.
 */
export function RemoteOverrideBanner() {
  const intl = useIntl();
  const location = useLocation();
  const remotes = useSyncExternalStore(unchanging, overriddenRemotes, () => NONE);
  if (remotes.length === 0) return null;
  return (
    <aside
      className={styles.banner}
      aria-label={intl.formatMessage({
        id: 'remoteOverride.label',
        defaultMessage: 'Versione di prova',
      })}
    >
      <p className={styles.text}>
        <FormattedMessage
          id="remoteOverride.text"
          defaultMessage="Questo browser usa una versione di prova di: {remotes}."
          values={{
            remotes: remotes.map((remote, index) => (
              <span key={remote.name}>
                {index > 0 && ', '}
                <strong>{remote.name}</strong> (<code className={styles.entry}>{remote.entry}</code>
                )
              </span>
            )),
          }}
        />
      </p>
      <a
        className={styles.clear}
        href={clearOverrideHref(`${location.pathname}${location.search}`)}
      >
        <FormattedMessage id="remoteOverride.clear" defaultMessage="Torna alla versione del sito" />
      </a>
    </aside>
  );
}
