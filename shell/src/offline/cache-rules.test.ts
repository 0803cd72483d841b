import {
  ANONYMOUS_OWNER,
  changesWhoIsSignedIn,
  isHashedFile,
  isPersonalApi,
  isPersonalPage,
  isPublicData,
  isUnversionedContainer,
  keepable,
  keepablePersonal,
  keepableSharedPage,
  neverCached,
  OWNER_HEADER,
  POLICY_HEADER,
} from './cache-rules';

const ORIGIN = 'https://www.iper.example';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);
const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
});

describe('what the service worker may keep', () => {
  it.each([
    '/api/platform/admin',
    '/api/platform/releases/loyalty/1.2.0',
    '/api/platform/releases/loyalty/1.2.0/preview',
    '/api/platform/remote-override',
    '/api/platform/remotes/loyalty',
    '/api/platform/field-data',
    '/api/platform/remote-errors',
    '/api/auth/callback/google',
    '/api/identity/login',
    '/api/identity/csrf',
    '/api/dev/outbox',
    '/api/account/data-export',
    '/api/account/deletion',
    '/1/events',
    '/1/indexes/*/queries',
    '/sw.js',
  ])('never keeps %s', (path) => {
    expect(neverCached(at(path), ORIGIN)).toBe(true);
  });

  it('never keeps another origin\u2019s answers', () => {
    expect(neverCached(at('/remoteEntry.js', 'https://cdn.example'), ORIGIN)).toBe(true);
    expect(neverCached(at('/carta-vantaggi'), ORIGIN)).toBe(false);
  });

  it('files the card, its coupons and the account area as personal pages, in any locale', () => {
    for (const path of [
      '/carta-vantaggi',
      '/carta-vantaggi/coupon',
      '/account/lista-spesa',
      '/en/account',
    ])
      expect(isPersonalPage(path)).toBe(true);
    for (const path of ['/', '/volantino', '/accedi', '/carta-vantaggio', '/account-x'])
      expect(isPersonalPage(path)).toBe(false);
  });

  it('files the session, card, coupon and list data as personal, the rest of the API as public', () => {
    for (const path of [
      '/api/account/session/verify',
      '/api/account/shopping-list',
      '/api/advantage-card/base/041000000017',
      '/api/coupons/saved',
    ]) {
      expect(isPersonalApi(path)).toBe(true);
      expect(isPublicData(path)).toBe(false);
    }
    for (const path of [
      '/api/flyers?storeId=00101',
      '/assets/flyers/a.jpg',
      '/v2/cdn/stories/home',
    ])
      expect(isPublicData(new URL(path, ORIGIN).pathname)).toBe(true);
  });

  it('tells hashed files from the containers of a remote\u2019s own folder', () => {
    expect(isHashedFile('/releases/loyalty/1.2.0/961.7d92f1342e.js')).toBe(true);
    expect(isHashedFile('/main.aa44dc4103.js')).toBe(true);
    expect(isHashedFile('/remotes/loyalty/remoteEntry.js')).toBe(false);
    expect(isUnversionedContainer('/remotes/loyalty/remoteEntry.js')).toBe(true);
    expect(isUnversionedContainer('/releases/loyalty/1.2.0/remoteEntry.js')).toBe(false);
  });

  it('notes sign-in, sign-out, registration and deletion as a change of who is signed in', () => {
    expect(changesWhoIsSignedIn('POST', '/api/identity/login')).toBe(true);
    expect(changesWhoIsSignedIn('POST', '/api/identity/logout')).toBe(true);
    expect(changesWhoIsSignedIn('POST', '/api/identity/passkeys/sign-in')).toBe(true);
    expect(changesWhoIsSignedIn('POST', '/api/account/deletion')).toBe(true);
    expect(changesWhoIsSignedIn('GET', '/api/identity/logout')).toBe(false);
    expect(changesWhoIsSignedIn('PATCH', '/api/account/shopping-list/items/1')).toBe(false);
  });

  it('keeps complete answers only, never one browser\u2019s preview', () => {
    expect(keepable(answer(200))).toBe(true);
    expect(keepable(answer(404))).toBe(false);
    expect(keepable(answer(200, { [POLICY_HEADER]: 'no-store' }))).toBe(false);
  });

  it('keeps a personal answer for the signed-in owner of the cache only', () => {
    const mario = answer(200, { [OWNER_HEADER]: 'tag-of-mario' });
    expect(keepablePersonal(mario, 'tag-of-mario')).toBe(true);
    expect(keepablePersonal(mario, 'tag-of-giulia')).toBe(false);
    expect(keepablePersonal(mario, undefined)).toBe(false);
    expect(
      keepablePersonal(answer(200, { [OWNER_HEADER]: ANONYMOUS_OWNER }), ANONYMOUS_OWNER),
    ).toBe(false);
    expect(keepablePersonal(answer(200), 'tag-of-mario')).toBe(false);
  });

  it('keeps in the shared pages only a page drawn for nobody, never a signed-in customer’s', () => {
    expect(keepableSharedPage(answer(200, { [OWNER_HEADER]: ANONYMOUS_OWNER }))).toBe(true);
    expect(keepableSharedPage(answer(200))).toBe(true);
    expect(keepableSharedPage(answer(200, { [OWNER_HEADER]: 'tag-of-mario' }))).toBe(false);
    expect(keepableSharedPage(answer(404, { [OWNER_HEADER]: ANONYMOUS_OWNER }))).toBe(false);
  });
});
