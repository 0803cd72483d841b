import { renderUi } from '../../test-utils';
import { Video } from './video';

describe('Video', () => {
  const render = ({ poster = '/poster.webp' }: { poster?: string } = {}) =>
    renderUi(
      <Video
        title="Lavorare da Iper"
        {...(poster ? { poster } : {})}
        sources={[{ src: '/video.webm', type: 'video/webm' }]}
        captions={[{ src: '/video.it.vtt', srcLang: 'it', label: 'Italiano', default: true }]}
      />,
    );

  it('never plays by itself and, with a poster, loads nothing until played', () => {
    const video = render().container.querySelector('video')!;
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.autoplay).toBe(false);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/poster.webp');
    expect(video).toHaveAttribute('controls');
  });

  it('without a poster loads only its metadata', () => {
    const video = render({ poster: '' }).container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('poster');
  });

  it('offers its caption tracks', () => {
    const track = render().container.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'it');
    expect(track).toHaveAttribute('label', 'Italiano');
    expect(track).toHaveAttribute('default');
  });

  it('is named and captioned by its title', () => {
    const { container } = render();
    expect(container.querySelector('video')).toHaveAttribute('aria-label', 'Lavorare da Iper');
    expect(container.querySelector('figcaption')).toHaveTextContent('Lavorare da Iper');
  });
});
