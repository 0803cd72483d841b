import { loadCatalogs, messagesFor, registerCatalogLoader } from './message-registry';

describe('catalogs loaded on demand', () => {
  it('fetches a catalog only once its locale is in use, and only once', async () => {
    const load = jest.fn(async () => ({ 'storeList.title': 'Stores' }));
    registerCatalogLoader('en', 'store-locator', load);
    await loadCatalogs('it');
    expect(load).not.toHaveBeenCalled();
    await loadCatalogs('en');
    await loadCatalogs('en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(messagesFor('en')['storeList.title']).toBe('Stores');
  });

  it('loads a catalog registered after its locale came into use (a remote that loads later)', async () => {
    await loadCatalogs('en');
    let registered!: () => void;
    const done = new Promise<void>((resolve) => (registered = resolve));
    registerCatalogLoader('en', 'careers', async () => {
      registered();
      return { 'careersHome.title': 'Careers' };
    });
    await done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(messagesFor('en')['careersHome.title']).toBe('Careers');
  });

  it('makes a second caller wait for a catalog already on its way', async () => {
    let arrive!: (messages: Record<string, string>) => void;
    registerCatalogLoader(
      'en',
      'shell',
      () => new Promise<Record<string, string>>((resolve) => (arrive = resolve)),
    );
    const first = loadCatalogs('en');
    let secondDone = false;
    const second = loadCatalogs('en').then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(secondDone).toBe(false);
    arrive({ 'layout.skipToContent': 'Skip to main content' });
    await Promise.all([first, second]);
    expect(messagesFor('en')['layout.skipToContent']).toBe('Skip to main content');
  });

  it('tries again on the next page after a catalog failed to download', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<Record<string, string>>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ 'loyalty.title': 'Loyalty card' });
    registerCatalogLoader('en', 'loyalty', load);
    await loadCatalogs('en');
    await loadCatalogs('en');
    expect(load).toHaveBeenCalledTimes(2);
    expect(messagesFor('en')['loyalty.title']).toBe('Loyalty card');
  });
});
