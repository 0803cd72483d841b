import { clearNotification, notify, selectNotifications } from './notifications';
import { createAppStore } from './store';

describe('site notifications', () => {
  it('shows a notification until it is cleared', () => {
    const store = createAppStore();
    expect(selectNotifications(store.getState())).toEqual([]);
    store.dispatch(notify({ kind: 'success', title: 'Coupon salvato' }));
    const [shown] = selectNotifications(store.getState());
    expect(shown).toMatchObject({ kind: 'success', title: 'Coupon salvato', id: expect.any(String) });
    store.dispatch(clearNotification(shown!.id));
    expect(selectNotifications(store.getState())).toEqual([]);
  });
});
