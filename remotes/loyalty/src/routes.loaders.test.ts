import { setupNetwork } from '@iper/api/src/testing/network';
import { loadedQueries, loadOnServer } from '@iper/api/src/testing/route-loaders';
import { routes } from './routes';
import { http, HttpResponse } from 'msw';
import { STORES } from './testing/coupons';

setupNetwork(http.post('/api/stores-yext', () => HttpResponse.json(STORES)));

describe('the loyalty pages have their public data before the server draws them', () => {
  it('the vouchers request: the stores its form offers', async () => {
    const store = await loadOnServer(
      routes,
      '/virtual-card/buoni-spesa',
      '/virtual-card/buoni-spesa',
    );
    expect(loadedQueries(store)).toEqual({ 'storesList("")': 'fulfilled' });
  });
});
