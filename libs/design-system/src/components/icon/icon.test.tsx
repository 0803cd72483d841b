import { render, screen } from '@testing-library/react';
import { Icon } from './icon';
import { ICON_NAMES } from './icons';

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
    expect(img).toHaveAttribute('height', '32');
    expect(img).toHaveClass('filled');
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('is 24 px and stroked in the text colour by default', () => {
    const { container } = render(<Icon name="store" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).not.toHaveClass('filled');
  });

  it('draws every icon of the set inline, never from a URL', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(30);
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      expect(svg.querySelector('path, circle, rect, line, polyline, polygon')).not.toBeNull();
      expect(container.innerHTML).not.toMatch(/https?:\/\/(?!www\.w3\.org)|href|<use/);
      unmount();
    }
  });

  it('draws each name with a different glyph', () => {
    const drawings = ICON_NAMES.map((name) => {
      const { container, unmount } = render(<Icon name={name} />);
      const inner = container.querySelector('svg')!.innerHTML;
      unmount();
      return inner;
    });
    expect(new Set(drawings).size).toBe(ICON_NAMES.length);
  });
});
