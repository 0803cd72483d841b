import { fireEvent } from '@testing-library/react';
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
  const play = (container: HTMLElement) => fireEvent.click(container.querySelector('button')!);

  it('with a poster, shows the poster as a button and no player until it is pressed', () => {
    const { container, getByRole } = render();
    expect(getByRole('button', { name: 'Guarda il video: Lavorare da Iper' })).toBeVisible();
    expect(container.querySelector('img')).toHaveAttribute('src', '/poster.webp');
    expect(container.querySelector('video')).toBeNull();
  });

  it('pressed, becomes the player with its controls, playing, with the focus on it', () => {
    const { container } = render();
    play(container);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video.autoplay).toBe(true);
    expect(video).toHaveFocus();
    expect(container.querySelector('button')).toBeNull();
  });

  it('without a poster is the player at once, never playing by itself, loading only its metadata', () => {
    const video = render({ poster: '' }).container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('poster');
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('offers its caption tracks', () => {
    const { container } = render();
    play(container);
    const track = container.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'it');
    expect(track).toHaveAttribute('label', 'Italiano');
    expect(track).toHaveAttribute('default');
  });

  it('is named and captioned by its title', () => {
    const { container } = render();
    expect(container.querySelector('figcaption')).toHaveTextContent('Lavorare da Iper');
    play(container);
    expect(container.querySelector('video')).toHaveAttribute('aria-label', 'Lavorare da Iper');
  });
});
