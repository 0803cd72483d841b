import { matchSiteRoute } from '@iper/routes';
import { routes } from './routes';

describe('the loyalty remote routes', () => {
  it.each(routes.map((route) => route.path ?? ''))('owns %s in the site route table', (path) => {
    const match = matchSiteRoute(path);
    expect(match?.definition.remote).toBe('loyalty');
    expect(match?.definition.path).toBe(path);
  });
});
