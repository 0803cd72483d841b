import { safeRedirect } from './login-redirect';

describe('the way back after login', () => {
  it('only comes back to paths of this site', () => {
    expect(safeRedirect('/account/lista-spesa')).toBe('/account/lista-spesa');
    expect(safeRedirect('//evil.example/x')).toBe('/account');
    expect(safeRedirect('https://evil.example')).toBe('/account');
    expect(safeRedirect('/\\evil.example')).toBe('/account');
    expect(safeRedirect(null, '/')).toBe('/');
  });

  it.each([
    '/%09/evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/..//evil.example',
    '/%C2%85/evil.example',
    'javascript:alert(1)',
  ])('never goes back to another site: %j', (target) => {
    expect(safeRedirect(target)).toBe('/account');
  });
});
