import { setupNetwork } from '@iper/api/src/testing/network';
import { createAppStore } from '@iper/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { storeLocatorHandlers } from '../../testing/handlers';
import StoreSelector from './store-selector';

const network = setupNetwork(...storeLocatorHandlers);

function renderSelector() {
  return render(
    <Provider store={createAppStore()}>
      <IntlProvider locale="it" defaultLocale="it" messages={{}}>
        <MemoryRouter>
          <StoreSelector />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('the store selector widget', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('picks a store, shows it, saves it and loads its services', async () => {
    renderSelector();
    const toggle = screen.getByRole('button', {
      name: /Il tuo punto vendita Scegli il punto vendita/,
    });
    await userEvent.click(toggle);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Punto vendita' }),
      'Iper Arese (MI)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Il tuo punto vendita Iper Arese');
    expect(localStorage.getItem('selectedStoreId')).toBe('00101');
    expect(await screen.findByText('4 servizi, 1 ristorante')).toBeInTheDocument();
  });

  it('does not download the store list on a first visit until the shopper opens the panel', async () => {
    const storeListRequests = () => network.requestsTo('/api/stores-yext', 'POST').length;
    renderSelector();
    const toggle = screen.getByRole('button', {
      name: /Il tuo punto vendita Scegli il punto vendita/,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storeListRequests()).toBe(0);
    await userEvent.click(toggle);
    expect(await screen.findByRole('combobox', { name: 'Punto vendita' })).toBeInTheDocument();
    expect(storeListRequests()).toBe(1);
  });

  it('shows the store saved on an earlier visit and closes with Escape', async () => {
    localStorage.setItem('selectedStoreId', '00121');
    network.use(http.get('/api/services/store/iper-verona', () => HttpResponse.json([])));
    renderSelector();
    const toggle = await screen.findByRole('button', { name: 'Il tuo punto vendita Iper Verona' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs a failure to load the services and stops waiting', async () => {
    localStorage.setItem('selectedStoreId', '00121');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSelector();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(
      screen.queryByText('Caricamento dei servizi del punto vendita…'),
    ).not.toBeInTheDocument();
  });
});
