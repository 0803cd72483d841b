import { safeRedirect } from './login-redirect';

describe('the way back after login', () => {
  it('only comes back to paths of this site', () => {
    expect(safeRedirect('/account/lista-spesa')).toBe('/account/lista-spesa');
    expect(safeRedirect('//evil.example/x')).toBe('/account');
    expect(safeRedirect('https://evil.example')).toBe('/account');
    expect(safeRedirect('/\\evil.example')).toBe('/account');
    expect(safeRedirect(null, '/')).toBe('/');
  });
});
