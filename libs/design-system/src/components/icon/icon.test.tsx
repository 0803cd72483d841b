import { render, screen } from '@testing-library/react';
import { Icon } from './icon';
import { ICON_NAMES, ICONS } from './icons';

describe('Icon', () => {
  it('is hidden decoration without a label', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="heart" label="Negozio preferito" filled size={32} />);
    const img = screen.getByRole('img', { name: 'Negozio preferito' });
    expect(img).toHaveAttribute('width', '32');
    expect(img).toHaveClass('filled');
  });

  it('draws every icon of the sprite from local path data, never from a URL', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(30);
    for (const name of ICON_NAMES) {
      expect(ICONS[name]).toMatch(/^M[\d.\s,a-zA-Z-]+$/);
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('path')).toHaveAttribute('d', ICONS[name]);
      expect(container.innerHTML).not.toMatch(/https?:|href/);
      unmount();
    }
  });
});
