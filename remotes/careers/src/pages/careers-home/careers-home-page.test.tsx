import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
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

  it('shows the video presentation as its poster, and plays it with Italian captions when pressed', async () => {
    const { container } = renderRoutes(routes, '/lavora-con-noi');
    const presentation = await screen.findByRole('region', { name: 'La nostra presentazione' });
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(
      within(presentation).getByRole('button', {
        name: 'Guarda il video: Lavorare in Iper in 15 secondi',
      }),
    );
    const video = container.querySelector('video')!;
    expect(video.querySelector('track')).toHaveAttribute('srclang', 'it');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/webm');
  });
});
