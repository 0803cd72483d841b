import { matchSiteRoute } from '@iper/routes';
import { routes } from './routes';

describe('the account remote routes', () => {
  it.each(routes.map((route) => route.path ?? ''))('owns %s in the site route table', (path) => {
    const match = matchSiteRoute(path);
    expect(match?.definition.remote).toBe('account');
    expect(match?.definition.path).toBe(path);
  });
});
