import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../routes';
import { careersHandlers } from '../../testing/handlers';

setupNetwork(...careersHandlers);

afterEach(() => jest.restoreAllMocks());

describe('the careers home', () => {
  it('leads to the three kinds of positions, the spontaneous application and the applicants’ area', async () => {
    renderRoutes(routes, '/lavora-con-noi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lavora con noi' }),
    ).toBeInTheDocument();
    const positions = screen.getByRole('region', { name: 'Le posizioni aperte' });
    expect(
      within(positions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/lavora-con-noi/posizioni-punto-vendita',
      '/lavora-con-noi/posizioni-sede',
      '/lavora-con-noi/posizioni-mestieri-in-crescita',
    ]);
    expect(screen.getByRole('link', { name: 'Invia una candidatura spontanea' })).toHaveAttribute(
      'href',
      '/lavora-con-noi/candidatura-spontanea',
    );
    expect(screen.getByRole('link', { name: 'Le tue candidature' })).toHaveAttribute(
      'href',
      '/autocandidatura',
    );
  });

  it('plays the video presentation with Italian captions, never by itself', async () => {
    const { container } = renderRoutes(routes, '/lavora-con-noi');
    await screen.findByRole('region', { name: 'La nostra presentazione' });
    const video = container.querySelector('video')!;
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.querySelector('track')).toHaveAttribute('srclang', 'it');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/webm');
  });
});
