import { createAppStore, notify } from '@iper/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { SiteNotifications } from './site-notifications';

describe('site notifications', () => {
  it('shows what a remote reported until the visitor closes it', async () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <IntlProvider locale="it" defaultLocale="it" messages={{}}>
          <SiteNotifications />
        </IntlProvider>
      </Provider>,
    );
    act(() => {
      store.dispatch(notify({ kind: 'success', title: 'Negozio preferito salvato', text: 'Iper Arese' }));
    });
    expect(screen.getByText('Negozio preferito salvato')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByText('Negozio preferito salvato')).not.toBeInTheDocument();
  });
});
