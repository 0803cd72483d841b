import { recordFieldError, startFieldData } from './start';

describe('the start of field data', () => {
  it('samples nothing, listens to nothing and loads nothing when the page says the rate is 0', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="iper-public-config">{"fieldData":{"sampleRate":0}}</script>';
    const listen = jest.spyOn(window, 'addEventListener');
    const started = startFieldData();
    recordFieldError('error');
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
    // What waits for field data's start (the prerender ahead) does not wait for it here.
    await expect(started).resolves.toBeUndefined();
  });

  it('treats a page without the setting (an older server) as not sampled', () => {
    document.head.innerHTML =
      '<script type="application/json" id="iper-public-config">{"insights":{}}</script>';
    const listen = jest.spyOn(window, 'addEventListener');
    startFieldData();
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
  });
});
