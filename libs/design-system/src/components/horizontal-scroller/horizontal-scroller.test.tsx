import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test-utils';
import {
  HORIZONTAL_SCROLL_RETRY_MS,
  HorizontalScroller,
  WHEEL_DELTA_DIVISOR,
} from './horizontal-scroller';

/** jsdom lays nothing out: give the region the sizes a browser would. */
function layOut(
  element: HTMLElement,
  { clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number },
) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
}

function renderScroller() {
  renderUi(
    <HorizontalScroller label="Servizi del punto vendita">
      {['Parafarmacia', 'Ottica', 'Bar', 'Lavanderia'].map((name) => (
        <span key={name}>{name}</span>
      ))}
    </HorizontalScroller>,
  );
  return screen.getByRole('region', { name: 'Servizi del punto vendita' });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('HorizontalScroller', () => {
  it('is a focusable, named region, so arrow keys scroll it', () => {
    const region = renderScroller();
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('retries measuring every 100 ms until it is laid out, then shows the forward arrow', () => {
    const region = renderScroller();
    expect(screen.queryByRole('button', { name: 'Scorri avanti' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(HORIZONTAL_SCROLL_RETRY_MS * 2));
    expect(screen.queryByRole('button', { name: 'Scorri avanti' })).not.toBeInTheDocument();
    layOut(region, { clientWidth: 300, scrollWidth: 900 });
    act(() => jest.advanceTimersByTime(HORIZONTAL_SCROLL_RETRY_MS));
    expect(screen.getByRole('button', { name: 'Scorri avanti' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scorri indietro' })).not.toBeInTheDocument();
  });

  it('turns a vertical wheel into a sideways scroll of a fifth of its delta', () => {
    const region = renderScroller();
    layOut(region, { clientWidth: 300, scrollWidth: 900 });
    fireEvent.wheel(region, { deltaY: 100 });
    expect(region.scrollLeft).toBe(100 / WHEEL_DELTA_DIVISOR);
    expect(screen.getByRole('button', { name: 'Scorri indietro' })).toBeInTheDocument();
  });

  it('lets the page scroll when the row is at its end', () => {
    const region = renderScroller();
    layOut(region, { clientWidth: 300, scrollWidth: 900 });
    const before = fireEvent.wheel(region, { deltaY: -100 });
    expect(before).toBe(true); // not prevented: already at the start
    expect(region.scrollLeft).toBe(0);
  });

  it('pages with its arrow buttons', () => {
    const region = renderScroller();
    layOut(region, { clientWidth: 300, scrollWidth: 900 });
    region.scrollBy = jest.fn();
    act(() => jest.advanceTimersByTime(HORIZONTAL_SCROLL_RETRY_MS));
    fireEvent.scroll(region);
    fireEvent.click(screen.getByRole('button', { name: 'Scorri avanti' }));
    expect(region.scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' });
  });
});
