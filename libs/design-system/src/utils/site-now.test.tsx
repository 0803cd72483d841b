import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdSiteClock, releaseSiteClock, RenderedAtContext, useSiteNow } from './site-now';

function Clock() {
  return <p>{useSiteNow().toISOString()}</p>;
}

const DRAWN_AT = Date.parse('2026-11-24T19:59:30Z'); // a minute before most stores close
const LATER = Date.parse('2026-11-24T20:03:10Z');

describe('the site clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: LATER }));
  afterEach(() => {
    releaseSiteClock();
    jest.useRealTimers();
  });

  it('hydrates with the instant the server drew the page at, then runs by the minute', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RenderedAtContext.Provider value={DRAWN_AT}>
        <Clock />
      </RenderedAtContext.Provider>,
    );
    document.body.append(container);
    expect(container).toHaveTextContent('2026-11-24T19:59:30.000Z');
    const recoverable = jest.fn();

    holdSiteClock(DRAWN_AT);
    await act(async () => {
      hydrateRoot(container, <Clock />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('2026-11-24T19:59:30.000Z');

    act(() => releaseSiteClock());
    expect(container).toHaveTextContent('2026-11-24T20:03:00.000Z');

    act(() => jest.advanceTimersByTime(60_000));
    expect(container).toHaveTextContent('2026-11-24T20:04:00.000Z');
    container.remove();
  });

  it('reads the live minute in a page drawn in the browser', () => {
    render(<Clock />);
    expect(screen.getByText('2026-11-24T20:03:00.000Z')).toBeInTheDocument();
  });
});
