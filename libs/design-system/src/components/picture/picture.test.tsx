import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Picture } from './picture';

describe('Picture', () => {
  it('shows the photo when there is one', () => {
    render(
      <Picture
        src="/assets/flyers/latte.svg"
        alt="Latte intero"
        width={240}
        height={240}
        fallback="dairy"
      />,
    );
    expect(screen.getByRole('img', { name: 'Latte intero' })).toHaveAttribute(
      'src',
      '/assets/flyers/latte.svg',
    );
  });

  it('draws an illustration of the same size when the data has no picture', async () => {
    const { container } = render(
      <Picture src={null} alt="" width={240} height={135} fallback="magazine" />,
    );
    expect(container.querySelector('img')).toBeNull();
    await waitFor(() =>
      expect(container.querySelector('svg[data-illustration="magazine"]')).not.toBeNull(),
    );
    const illustration = container.querySelector('svg[data-illustration="magazine"]')!;
    expect(illustration).toHaveAttribute('width', '240');
    expect(illustration).toHaveAttribute('height', '135');
    expect(illustration).toHaveAttribute('aria-hidden', 'true');
  });

  it('replaces a photo that fails to load with the illustration, keeping its name', async () => {
    const { container } = render(
      <Picture
        src="/assets/flyers/gone.svg"
        alt="Parmigiano Reggiano"
        width={240}
        height={240}
        fallback="dairy"
        className="photo"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Parmigiano Reggiano' }));
    expect(container.querySelector('img')).toBeNull();
    // Same name and box at once, the drawing as soon as it has loaded.
    expect(screen.getByRole('img', { name: 'Parmigiano Reggiano' })).toHaveAttribute(
      'width',
      '240',
    );
    await waitFor(() =>
      expect(container.querySelector('svg[data-illustration="dairy"]')).not.toBeNull(),
    );
    const illustration = screen.getByRole('img', { name: 'Parmigiano Reggiano' });
    expect(illustration).toHaveClass('photo');
  });

  it('tries again when the address changes', async () => {
    const { container, rerender } = render(
      <Picture src="/a.svg" alt="" width={10} height={10} fallback="product" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Picture src="/b.svg" alt="" width={10} height={10} fallback="product" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.svg');
  });
});
