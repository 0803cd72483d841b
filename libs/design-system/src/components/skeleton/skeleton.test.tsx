import { screen } from '@testing-library/react';
import { renderUi } from '../../test-utils';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('Skeleton', () => {
  it('sketches lines of text, hidden from screen readers', () => {
    const { container } = renderUi(<Skeleton lines={3} />);
    const sketch = container.firstElementChild!;
    expect(sketch).toHaveAttribute('aria-hidden', 'true');
    expect(sketch.children).toHaveLength(3);
    // The last line is the short one (60% wide, by its class: no style attribute the CSP would refuse).
    expect(sketch.lastElementChild).toHaveClass('lastLine');
    expect(sketch.firstElementChild).not.toHaveClass('lastLine');
    expect(sketch.lastElementChild).not.toHaveAttribute('style');
  });

  it('sketches rectangles and circles of a given size', () => {
    const { container } = renderUi(<Skeleton shape="circle" width={48} height={48} />);
    expect(container.firstElementChild).toHaveClass('circle');
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('keeps still where nothing is loading yet, and shimmers otherwise', () => {
    const { container } = renderUi(
      <>
        <Skeleton shape="rect" still />
        <Skeleton lines={2} still />
        <Skeleton shape="rect" />
      </>,
    );
    const [rect, lines, loading] = [...container.children];
    expect(rect).toHaveClass('still');
    expect(lines!.querySelectorAll('.still')).toHaveLength(2);
    expect(loading).not.toHaveClass('still');
  });

  it('announces one busy status for a group', () => {
    renderUi(
      <SkeletonGroup>
        <Skeleton shape="rect" />
        <Skeleton lines={2} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso…');
  });
});
