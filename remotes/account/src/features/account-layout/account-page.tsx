import type { ReactNode, Ref } from 'react';
import { FreshCheckHost } from '../fresh-check/fresh-check-dialog';
import layout from './account-layout.module.css';
import { AccountNav } from './account-nav';

/**
 * A page of the account area: its header (the h1 and a lead paragraph, if any), the area's
 * navigation (which a guest's shopping list goes without) and the page's content. `headingRef`
 * makes the h1 focusable, for a page that moves the focus to it.
 */
export function AccountPage({
  title,
  lead,
  headingRef,
  withNav = true,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  withNav?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
        {lead && <p className={layout.lead}>{lead}</p>}
      </header>
      {withNav && <AccountNav />}
      {children}
      <FreshCheckHost />
    </div>
  );
}
