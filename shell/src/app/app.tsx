import { createAppStore, RenderedSignedOut, type AppStore } from '@iper/api';
import {
  createHydrationGate,
  HydrationGateContext,
  LinkPrefetchContext,
} from '@iper/design-system';
import {
  localeDirection,
  loadCatalogs,
  localeOfPath,
  LOCALES,
  messagesVersion,
  subscribeMessages,
  DEFAULT_LOCALE,
  type LocaleCode,
} from '@iper/i18n';
import type { FormOutcome } from '@iper/contracts';
import { FormOutcomeContext } from '@iper/routes';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { siteIntlConfig } from '../i18n/site-intl';
import { createRoutePrefetcher } from '../navigation/route-prefetch';
import { createSiteRouter } from './router';

/** The locale of the current URL, following every navigation. */
function useRouterLocale(router: ReturnType<typeof createSiteRouter>): LocaleCode {
  const [locale, setLocale] = useState(() => localeOfPath(router.state.location.pathname));
  useEffect(
    () => router.subscribe((state) => setLocale(localeOfPath(state.location.pathname))),
    [router],
  );
  return locale;
}

/**
 * The refused form the server drew this page with, until the visitor leaves the page: a later
 * visit to the same form in the app draws it as usual.
 */
function useFirstPageOutcome(
  router: ReturnType<typeof createSiteRouter>,
  drawn: FormOutcome | undefined,
): FormOutcome | undefined {
  const [outcome, setOutcome] = useState(drawn);
  const firstLocation = useState(() => router.state.location.key)[0];
  useEffect(
    () =>
      router.subscribe((state) => {
        if (state.location.key !== firstLocation) setOutcome(undefined);
      }),
    [router, firstLocation],
  );
  return outcome;
}

export interface AppProps {
  router?: ReturnType<typeof createSiteRouter>;
  store?: AppStore;
  /** Called once the page is React's (every part of a server-rendered page hydrated). */
  onHydrated?: () => void;
  /** The server drew the page for a visitor without a session (`RenderedSignedOut`). */
  signedOut?: boolean;
  /** The server drew the page with a plain form it had refused (`FormOutcomeContext`). */
  formOutcome?: FormOutcome;
}

export function App({
  router: given,
  store: givenStore,
  onHydrated,
  signedOut = false,
  formOutcome,
}: AppProps) {
  const [store] = useState(() => givenStore ?? createAppStore());
  const [router] = useState(() => given ?? createSiteRouter());
  const [prefetchRoute] = useState(createRoutePrefetcher);
  const locale = useRouterLocale(router);
  const outcome = useFirstPageOutcome(router, formOutcome);
  const catalogVersion = useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new catalog version means new messages
  const intl = useMemo(() => siteIntlConfig(locale), [locale, catalogVersion]);

  const [gate] = useState(() => createHydrationGate(() => onHydrated?.()));
  useEffect(() => gate.frameCommitted(), [gate]);

  useEffect(() => {
    // The remotes' catalogs for this locale (English ones load only for /en pages).
    void loadCatalogs(locale);
    document.documentElement.lang =
      LOCALES.find((entry) => entry.code === locale)?.code ?? DEFAULT_LOCALE;
    document.documentElement.dir = localeDirection(locale);
  }, [locale]);

  return (
    <Provider store={store}>
      <IntlProvider
        {...intl}
        // Untranslated messages fall back to their Italian default, which is expected, not an error.
        onError={(error) => {
          if (error.code !== 'MISSING_TRANSLATION') console.error(error);
        }}
      >
        <LinkPrefetchContext.Provider value={prefetchRoute}>
          <HydrationGateContext.Provider value={gate}>
            <RenderedSignedOut.Provider value={signedOut}>
              <FormOutcomeContext.Provider value={outcome}>
                <RouterProvider router={router} />
              </FormOutcomeContext.Provider>
            </RenderedSignedOut.Provider>
          </HydrationGateContext.Provider>
        </LinkPrefetchContext.Provider>
      </IntlProvider>
    </Provider>
  );
}
