import { render, screen } from '@testing-library/react';
import { Illustration, ILLUSTRATION_SUBJECT_NAMES } from './illustration';

describe('Illustration', () => {
  it('fills the box of the picture it stands in for', () => {
    const { container } = render(<Illustration subject="dairy" width={320} height={180} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '320');
    expect(svg).toHaveAttribute('height', '180');
    expect(svg).toHaveAttribute('viewBox', '0 0 320 180');
  });

  it('is decoration without a label and an image with a name when labelled', () => {
    const { container, rerender } = render(
      <Illustration subject="fish" width={100} height={100} />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<Illustration subject="fish" width={100} height={100} label="Filetti di merluzzo" />);
    expect(screen.getByRole('img', { name: 'Filetti di merluzzo' })).toBeInTheDocument();
  });

  it('draws every subject inline with a glyph, never from a URL', () => {
    for (const subject of ILLUSTRATION_SUBJECT_NAMES) {
      const { container, unmount } = render(
        <Illustration subject={subject} width={200} height={200} />,
      );
      const glyph = container.querySelector('svg svg')!;
      expect(glyph).toHaveAttribute('aria-hidden', 'true');
      expect(
        glyph.querySelector('path, circle, rect, line, polyline, polygon, ellipse'),
      ).not.toBeNull();
      expect(container.innerHTML).not.toMatch(/https?:\/\/(?!www\.w3\.org)|href/);
      unmount();
    }
  });
});
