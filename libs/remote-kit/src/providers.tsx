import { createAppStore, type AppStore } from '@iper/api';
import type { ReactNode } from 'react';
import { SITE_TIME_ZONE } from '@iper/i18n';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';

/** The same providers the shell gives a remote: one store, Italian intl. */
export function SiteProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <IntlProvider locale="it" defaultLocale="it" timeZone={SITE_TIME_ZONE} messages={{}}>
        {children}
      </IntlProvider>
    </Provider>
  );
}

export { createAppStore };
