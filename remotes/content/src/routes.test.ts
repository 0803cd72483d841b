import { matchSiteRoute } from '@iper/routes';
import { routes } from './routes';

describe('the content remote routes', () => {
  it.each(routes.map((route) => route.path ?? ''))('owns %s in the site route table', (path) => {
    const match = matchSiteRoute(path);
    expect(match?.definition.remote).toBe('content');
    expect(match?.definition.path).toBe(path);
  });
});
