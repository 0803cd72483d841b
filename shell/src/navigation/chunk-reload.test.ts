import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('reloading after a failed chunk load', () => {
  const assign = jest.fn();
  beforeEach(() => {
    sessionStorage.clear();
    assign.mockClear();
  });

  it('recognises chunk load failures and nothing else', () => {
    expect(
      isChunkLoadError(
        Object.assign(new Error('Loading chunk 863 failed.'), { name: 'ChunkLoadError' }),
      ),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads the page at the target route', () => {
    expect(reloadAfterChunkError('/volantino?id=3', 1_000_000, assign)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/volantino?id=3');
  });

  it('reloads at most once every 10 seconds', () => {
    reloadAfterChunkError('/a', 1_000_000, assign);
    expect(reloadAfterChunkError('/a', 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, assign)).toBe(false);
    expect(reloadAfterChunkError('/a', 1_000_000 + CHUNK_RELOAD_GUARD_MS, assign)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
