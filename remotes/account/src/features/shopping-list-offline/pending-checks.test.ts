import {
  dropOtherCustomers,
  holdCheck,
  PENDING_KEY_PREFIX,
  pendingChecks,
  releaseCheck,
  withPendingChecks,
} from './pending-checks';

const item = (id: string, checked: boolean) => ({ id, label: id, checked, promotionEndsOn: null });

describe('ticks waiting for the network', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last tick of each item, per customer, on the device', () => {
    holdCheck('mario', 'a', true);
    holdCheck('mario', 'a', false);
    holdCheck('mario', 'b', true);
    holdCheck('giulia', 'c', true);
    expect(pendingChecks('mario')).toEqual({ a: false, b: true });
    expect(JSON.parse(localStorage.getItem(`${PENDING_KEY_PREFIX}mario`)!)).toEqual({
      a: false,
      b: true,
    });
    expect(pendingChecks('giulia')).toEqual({ c: true });
  });

  it('forgets a tick the server has, but not a newer one made meanwhile', () => {
    holdCheck('mario', 'a', true);
    releaseCheck('mario', 'a', false);
    expect(pendingChecks('mario')).toEqual({ a: true });
    releaseCheck('mario', 'a', true);
    expect(pendingChecks('mario')).toEqual({});
    expect(localStorage.getItem(`${PENDING_KEY_PREFIX}mario`)).toBeNull();
  });

  it('drops the ticks of anyone else when a customer signs in on the device', () => {
    holdCheck('mario', 'a', true);
    holdCheck('giulia', 'c', true);
    dropOtherCustomers('giulia');
    expect(localStorage.getItem(`${PENDING_KEY_PREFIX}mario`)).toBeNull();
    expect(pendingChecks('giulia')).toEqual({ c: true });
  });

  it('shows the list with the waiting ticks applied, the same list when none waits', () => {
    const items = [item('a', false), item('b', true)];
    expect(withPendingChecks(items, pendingChecks('nobody'))).toBe(items);
    holdCheck('mario', 'a', true);
    expect(withPendingChecks(items, pendingChecks('mario'))).toEqual([
      item('a', true),
      item('b', true),
    ]);
  });
});
