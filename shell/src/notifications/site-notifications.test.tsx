import { createAppStore, notify } from '@iper/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { SiteNotifications } from './site-notifications';

function renderArea(locale = 'it-IT', messages: Record<string, string> = {}) {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale="it-IT" messages={messages}>
        <SiteNotifications />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('site notifications', () => {
  it('renders no live region while there is nothing to say', () => {
    renderArea();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows what a remote reported until the visitor closes it', async () => {
    const store = renderArea();
    act(() => {
      store.dispatch(
        notify({
          kind: 'success',
          title: {
            id: 'storeLocator.favourite.saved',
            defaultMessage: 'Negozio preferito salvato',
          },
          text: {
            id: 'storeLocator.favourite.store',
            defaultMessage: '{name} è il tuo negozio',
            values: { name: 'Iper Arese' },
          },
        }),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('Negozio preferito salvato');
    expect(screen.getByRole('status')).toHaveTextContent('Iper Arese è il tuo negozio');
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi il messaggio' }));
    expect(screen.queryByText('Negozio preferito salvato')).not.toBeInTheDocument();
  });

  it('announces an error at once, in the visitor language', () => {
    const store = renderArea('en-GB', { 'account.failed': 'Something went wrong' });
    act(() => {
      store.dispatch(
        notify({
          kind: 'error',
          title: { id: 'account.failed', defaultMessage: 'Qualcosa è andato storto' },
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
