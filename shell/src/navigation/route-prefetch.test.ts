import { createRoutePrefetcher, isSlowConnection } from './route-prefetch';

describe('prefetching the remote of a link', () => {
  it("loads the owning remote's routes once", () => {
    const load = jest.fn(async () => []);
    const prefetch = createRoutePrefetcher(load, () => ({ effectiveType: '4g' }));
    prefetch('/punti-vendita');
    prefetch('/punti-vendita/iper-arese?x=1');
    prefetch('/carta-vantaggi');
    expect(load.mock.calls).toEqual([['store_locator'], ['loyalty']]);
  });

  it('skips it on 2g or with data saver', () => {
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
    const load = jest.fn(async () => []);
    createRoutePrefetcher(load, () => ({ saveData: true }))('/gift-card');
    expect(load).not.toHaveBeenCalled();
  });

  it('tries again after a failed prefetch', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    const prefetch = createRoutePrefetcher(load, () => undefined);
    prefetch('/gift-card');
    await Promise.resolve();
    await Promise.resolve();
    prefetch('/gift-card');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
