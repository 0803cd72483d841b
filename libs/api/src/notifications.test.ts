import { clearNotification, notify, selectNotifications } from './notifications';
import { createAppStore } from './store';

describe('site notifications (SPEC §4: hidden, shown as success or error, cleared)', () => {
  it('holds what a remote raised until it is cleared', () => {
    const store = createAppStore();
    expect(selectNotifications(store.getState())).toEqual([]);
    store.dispatch(
      notify({ kind: 'success', title: { id: 'coupon.saved', defaultMessage: 'Coupon salvato' } }),
    );
    const [shown] = selectNotifications(store.getState());
    expect(shown).toMatchObject({
      kind: 'success',
      title: { defaultMessage: 'Coupon salvato' },
      id: expect.any(String),
    });
    store.dispatch(clearNotification(shown!.id));
    expect(selectNotifications(store.getState())).toEqual([]);
  });
});
