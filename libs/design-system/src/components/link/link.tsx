import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { cx } from '../../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './link.module.css';
import { usePrefetchRoute } from './link-prefetch';
import { resolveLink } from './resolve-link';

export interface LinkProps extends Omit<
  AnchorHTMLAttributes<HTMLElement>,
  'href' | 'onClick' | 'type'
> {
  /** The address, as the CMS or the code gives it; empty renders a plain button. */
  to?: string | null;
  children: ReactNode;
  /** Keeps an external address in the same tab. */
  sameTab?: boolean;
  /** Replaces the link's own class (Button uses it to look like a button). */
  className?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** A link that follows the site's link rules (SPEC §2, see resolve-link.ts). */
export function Link({ to, children, sameTab, className, onClick, ...rest }: LinkProps) {
  const link = resolveLink(to, { sameTab });
  const prefetch = usePrefetchRoute();
  if (link.kind === 'button') {
    return (
      <button type="button" className={cx(className ?? styles.button)} onClick={onClick} {...rest}>
        {children}
      </button>
    );
  }
  if (link.kind === 'internal') {
    return (
      <RouterLink
        to={link.to}
        className={className ?? styles.link}
        onClick={onClick}
        // Hover and focus come a few hundred milliseconds before a click: enough to fetch code.
        onMouseEnter={() => prefetch(link.to)}
        onFocus={() => prefetch(link.to)}
        {...rest}
      >
        {children}
      </RouterLink>
    );
  }
  return (
    <a
      href={link.href}
      className={className ?? styles.link}
      onClick={onClick}
      {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
      {...rest}
    >
      {children}
      {link.newTab && (
        <VisuallyHidden>
          {' '}
          <FormattedMessage id="link.newTab" defaultMessage="(si apre in una nuova scheda)" />
        </VisuallyHidden>
      )}
    </a>
  );
}

export { resolveLink, CONTENT_ASSETS_URL, OWN_ASSETS_PATH } from './resolve-link';
export { LinkPrefetchContext, usePrefetchRoute, type PrefetchRoute } from './link-prefetch';
