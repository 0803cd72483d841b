import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

/** A stand-in for the browser's IntersectionObserver that the test moves into view by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function BottomOfPage() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'Il modulo' : 'In attesa'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    FakeIntersectionObserver.instances = [];
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is true at once where the browser cannot tell (no IntersectionObserver)', () => {
    render(<BottomOfPage />);
    expect(screen.getByText('Il modulo')).toBeInTheDocument();
  });

  it('waits until the element comes within a screenful of the viewport, then stops watching', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
      FakeIntersectionObserver;
    render(<BottomOfPage />);
    expect(screen.getByText('In attesa')).toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe('100% 0px');

    act(() => observer?.report(false));
    expect(screen.getByText('In attesa')).toBeInTheDocument();

    act(() => observer?.report(true));
    expect(screen.getByText('Il modulo')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });
});
