import { screen } from '@testing-library/react';
import { renderUi } from '../../test-utils';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('Skeleton', () => {
  it('sketches lines of text, hidden from screen readers', () => {
    const { container } = renderUi(<Skeleton lines={3} />);
    const sketch = container.firstElementChild!;
    expect(sketch).toHaveAttribute('aria-hidden', 'true');
    expect(sketch.children).toHaveLength(3);
    expect(sketch.lastElementChild).toHaveStyle({ width: '60%' });
  });

  it('sketches rectangles and circles of a given size', () => {
    const { container } = renderUi(<Skeleton shape="circle" width={48} height={48} />);
    expect(container.firstElementChild).toHaveClass('circle');
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
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
