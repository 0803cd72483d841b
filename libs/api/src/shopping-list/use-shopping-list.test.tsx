import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '../store';
import { GUEST_LIST_STORAGE_KEY } from './guest-shopping-list';
import { useShoppingList } from './use-shopping-list';
import { MARIO_ACCOUNT_INFO } from '@iper/contracts/src/testing/account-info.fixture';

const MARIO = MARIO_ACCOUNT_INFO;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: answers by method and path, records the bodies it was sent. */
function serve(routes: Record<string, (body: unknown) => Response>) {
  const sent: { route: string; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ route, body });
    return routes[route]?.(body) ?? json({ statusCode: 404 }, 404);
  });
  return sent;
}

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
  afterEach(() => jest.restoreAllMocks());

  it("keeps a visitor's items on this device, with the promotion's last day, and every reader sees the addition", async () => {
    serve({
      'GET /api/account/session/verify': () =>
        json({ errorCode: '403005', errorMessage: 'Utente non autenticato' }),
    });
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
    const sent = serve({
      'GET /api/account/session/verify': () => json({ errorCode: '0', uid: MARIO.uid }),
      'GET /api/account/info': () => json(MARIO),
      'GET /api/account/shopping-list': () => json({ items }),
      'POST /api/account/shopping-list/items': (body) => {
        const item = { id: 'a', checked: false, ...(body as object) };
        items = [item];
        return json(item, 201);
      },
    });
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
    expect(sent).toContainEqual({
      route: 'POST /api/account/shopping-list/items',
      body: { label: 'Caffè Lavazza 250 g', promotionEndsOn: '2026-11-28' },
    });
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toBeNull();
  });
});
