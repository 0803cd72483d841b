import { isRouteErrorResponse } from 'react-router';
import {
  authRedirect,
  guestRedirect,
  notFound,
  paginationRedirect,
  safeRedirectTarget,
} from './route-rules';

describe('route rules', () => {
  it('auth: sends a visitor to login and back to the page afterwards', () => {
    expect(authRedirect('/account/scontrini-digitali?id=3', false)).toBe(
      '/accedi?redirect=%2Faccount%2Fscontrini-digitali%3Fid%3D3',
    );
    expect(authRedirect('/account', true)).toBeUndefined();
  });

  it('comes back only to a path of this site', () => {
    expect(safeRedirectTarget('/account')).toBe('/account');
    expect(safeRedirectTarget('//evil.example/x')).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
  });

  it('guest: sends a logged-in user opening /registrazione or /modifica-password to /', () => {
    expect(guestRedirect(true)).toBe('/');
    expect(guestRedirect(false)).toBeUndefined();
  });

  it('pagination-redirect: page 1 and out-of-range pages go to the canonical URL', () => {
    const at = (query: string) => new URL(`http://x/iper-mag/ricette${query}`);
    expect(paginationRedirect(at('?page=1'), 5)).toBe('/iper-mag/ricette');
    expect(paginationRedirect(at('?page=9'), 5)).toBe('/iper-mag/ricette');
    expect(paginationRedirect(at('?page=0'), 5)).toBe('/iper-mag/ricette');
    expect(paginationRedirect(at('?page=abc&tag=dolci'), 5)).toBe('/iper-mag/ricette?tag=dolci');
    expect(paginationRedirect(at('?page=3'), 5)).toBeUndefined();
    expect(paginationRedirect(at(''), 5)).toBeUndefined();
  });

  it("services-detail: a missing article is a 404 with 'Page Not Found: {path}'", () => {
    try {
      notFound('/servizi/casa/non-esiste');
    } catch (error) {
      expect(
        isRouteErrorResponse(error) || (error as { type?: string }).type === 'DataWithResponseInit',
      ).toBe(true);
      expect(error).toMatchObject({
        init: { status: 404 },
        data: 'Page Not Found: /servizi/casa/non-esiste',
      });
      return;
    }
    throw new Error('notFound did not throw');
  });
});
