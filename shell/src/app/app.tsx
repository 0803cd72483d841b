import { createAppStore } from '@iper/api';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createSiteRouter } from './router';

export const DEFAULT_LOCALE = 'it';

export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(createSiteRouter);
  return (
    <Provider store={store}>
      <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>
    </Provider>
  );
}
