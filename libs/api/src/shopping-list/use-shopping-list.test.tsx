import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createAppStore } from '../store';
import { setupNetwork } from '../testing/network';
import { GUEST_LIST_STORAGE_KEY } from './guest-shopping-list';
import { useShoppingList } from './use-shopping-list';
import { MARIO_ACCOUNT_INFO } from '@iper/contracts/src/testing/account-info.fixture';

const MARIO = MARIO_ACCOUNT_INFO;

const network = setupNetwork();

function AddButton({ label }: { label: string }) {
  const list = useShoppingList();
  return (
    <button
      type="button"
      disabled={list.mode === 'loading'}
      onClick={() => void list.add(label, { promotionEndsOn: '2026-11-28' })}
    >
      Aggiungi {label}
    </button>
  );
}

function Count() {
  const list = useShoppingList();
  return (
    <p>
      {list.mode}:{' '}
      {list.items.map((item) => `${item.label} (${item.promotionEndsOn ?? '-'})`).join(', ') ||
        'vuota'}
    </p>
  );
}

describe('the shopping list any remote can add to', () => {
  beforeEach(() => localStorage.clear());

  it("keeps a visitor's items on this device, with the promotion's last day, and every reader sees the addition", async () => {
    network.use(
      http.get('/api/account/session/verify', () =>
        HttpResponse.json({ errorCode: '403005', errorMessage: 'Utente non autenticato' }),
      ),
    );
    render(
      <Provider store={createAppStore()}>
        <AddButton label="Pasta Barilla 500 g" />
        <Count />
      </Provider>,
    );
    expect(await screen.findByText('guest: vuota')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi Pasta Barilla 500 g' }));
    expect(screen.getByText('guest: Pasta Barilla 500 g (2026-11-28)')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_LIST_STORAGE_KEY)!)).toEqual([
      expect.objectContaining({
        label: 'Pasta Barilla 500 g',
        checked: false,
        promotionEndsOn: '2026-11-28',
      }),
    ]);
  });

  it("adds to the account's list on the server when logged in, with the promotion's last day", async () => {
    let items: unknown[] = [];
    network.use(
      http.get('/api/account/session/verify', () =>
        HttpResponse.json({ errorCode: '0', uid: MARIO.uid }),
      ),
      http.get('/api/account/info', () => HttpResponse.json(MARIO)),
      http.get('/api/account/shopping-list', () => HttpResponse.json({ items })),
      http.post('/api/account/shopping-list/items', async ({ request }) => {
        const item = { id: 'a', checked: false, ...((await request.json()) as object) };
        items = [item];
        return HttpResponse.json(item, { status: 201 });
      }),
    );
    render(
      <Provider store={createAppStore()}>
        <AddButton label="Caffè Lavazza 250 g" />
        <Count />
      </Provider>,
    );
    expect(await screen.findByText('account: vuota')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi Caffè Lavazza 250 g' }));
    expect(
      await screen.findByText('account: Caffè Lavazza 250 g (2026-11-28)'),
    ).toBeInTheDocument();
    const added = network.requestsTo('/api/account/shopping-list/items', 'POST');
    expect(added).toHaveLength(1);
    expect(await added[0]!.json()).toEqual({
      label: 'Caffè Lavazza 250 g',
      promotionEndsOn: '2026-11-28',
    });
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toBeNull();
  });
});
