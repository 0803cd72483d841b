import { recordFieldError, startFieldData } from './start';

describe('the start of field data', () => {
  it('samples nothing, listens to nothing and loads nothing when the page says the rate is 0', () => {
    document.head.innerHTML =
      '<script type="application/json" id="iper-public-config">{"fieldData":{"sampleRate":0}}</script>';
    const listen = jest.spyOn(window, 'addEventListener');
    const started = jest.fn();
    startFieldData(started);
    recordFieldError('error');
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
    // What waits for field data's start (the prerender ahead) does not wait for it here.
    expect(started).toHaveBeenCalledTimes(1);
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
