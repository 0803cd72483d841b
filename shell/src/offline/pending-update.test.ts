import { applyPendingUpdate, offerUpdateOnNavigation } from './pending-update';

describe('an update waiting for the next navigation', () => {
  it('does nothing while no new version waits', () => {
    expect(applyPendingUpdate('/volantino')).toBe(false);
  });

  it('loads the waiting version at the navigation\u2019s address, once', () => {
    const apply = jest.fn();
    offerUpdateOnNavigation(apply);
    expect(applyPendingUpdate('/carta-vantaggi?x=1#top')).toBe(true);
    expect(apply).toHaveBeenCalledWith('/carta-vantaggi?x=1#top');
    expect(applyPendingUpdate('/volantino')).toBe(false);
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
