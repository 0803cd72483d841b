import { PREVIEW_COOKIE, previewPass, previewedRelease, smokePages } from './release-preview';

const SECRET = 'a-platform-admin-token-for-the-preview-tests';
const NOW = Date.parse('2026-11-24T21:00:00Z');
const cookie = (pass: string) => `iper_consent=x; ${PREVIEW_COOKIE}=${pass}`;

describe('a release preview pass', () => {
  it('names the release it was signed for, for fifteen minutes', () => {
    const pass = previewPass(SECRET, 'loyalty', '1.3.0', NOW);
    expect(previewedRelease(SECRET, cookie(pass), NOW + 14 * 60_000)).toEqual({
      remote: 'loyalty',
      version: '1.3.0',
    });
    expect(previewedRelease(SECRET, cookie(pass), NOW + 15 * 60_000)).toBeUndefined();
  });

  it('is worth nothing changed, signed with another secret, or missing', () => {
    const pass = previewPass(SECRET, 'loyalty', '1.3.0', NOW);
    expect(
      previewedRelease(SECRET, cookie(pass.replace('loyalty', 'account')), NOW),
    ).toBeUndefined();
    expect(previewedRelease(`${SECRET}-rotated`, cookie(pass), NOW)).toBeUndefined();
    expect(previewedRelease(SECRET, 'iper_consent=x', NOW)).toBeUndefined();
    expect(previewedRelease(SECRET, undefined, NOW)).toBeUndefined();
  });
});

describe("a remote's smoke pages", () => {
  it('are its public pages without parameters', () => {
    const pages = smokePages('loyalty');
    expect(pages).toEqual(expect.arrayContaining(['/carta-vantaggi', '/gift-card']));
    expect(pages.every((page) => !/[:*]/.test(page))).toBe(true);
    expect(smokePages('account')).not.toContain('/account');
  });
});
