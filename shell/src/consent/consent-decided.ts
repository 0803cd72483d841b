import { getConsent, subscribeConsent } from '@iper/analytics';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * On the server, whether the request carried a cookie choice (server/src/pages/pages.plugin.ts
 * reads it): a first visit's page then comes with the banner in its HTML, where it is most often
 * the largest thing on screen. In the browser nothing provides it: the cookie itself is read, and
 * it is the same cookie the server saw, so hydration draws what the server drew.
 */
export const ConsentDecidedOnServer = createContext<boolean | undefined>(undefined);

const decidedInBrowser = () => getConsent() !== undefined;

/** Whether the visitor has chosen about cookies (the banner shows until they have). */
export function useConsentDecided(): boolean {
  const onServer = useContext(ConsentDecidedOnServer);
  return useSyncExternalStore(
    subscribeConsent,
    decidedInBrowser,
    () => onServer ?? decidedInBrowser(),
  );
}
