import { assetSize } from './assets';

describe('the size of a content image', () => {
  it('is read from a bundled file name', () => {
    expect(assetSize('/assets/content/home-hero-960x540.30d8573ab4.webp')).toEqual({
      width: 960,
      height: 540,
    });
  });

  it("is read from a Storyblok asset's path", () => {
    expect(assetSize('https://a.storyblok.com/f/12345/1200x630/a1b2c3/volantino.jpg')).toEqual({
      width: 1200,
      height: 630,
    });
  });

  it('is unknown when the name does not say it', () => {
    expect(assetSize('/assets/content/logo.svg')).toBeUndefined();
  });
});
