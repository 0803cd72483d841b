import { act, screen } from '@testing-library/react';
import { renderUi } from '../../test-utils';
import {
  LOADING_COMPLETE_HIDE_MS,
  LOADING_ERROR_HIDE_MS,
  LOADING_START_PROGRESS,
  LOADING_TRICKLE_MS,
  LoadingIndicator,
} from './loading-indicator';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const value = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('LoadingIndicator (SPEC §4: active, complete, error)', () => {
  it('is active by default and creeps forward without reaching the end', () => {
    renderUi(<LoadingIndicator />);
    expect(screen.getByRole('progressbar', { name: 'Caricamento della pagina' })).toHaveAttribute(
      'data-state',
      'active',
    );
    expect(value()).toBe(LOADING_START_PROGRESS);
    act(() => jest.advanceTimersByTime(LOADING_TRICKLE_MS * 5));
    const after = value();
    expect(after).toBeGreaterThan(LOADING_START_PROGRESS);
    act(() => jest.advanceTimersByTime(LOADING_TRICKLE_MS * 500));
    expect(value()).toBeLessThan(100);
  });

  it('fills and then disappears when complete', () => {
    const { rerender } = renderUi(<LoadingIndicator />);
    rerender(<LoadingIndicator state="complete" />);
    expect(value()).toBe(100);
    act(() => jest.advanceTimersByTime(LOADING_COMPLETE_HIDE_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says the load failed, then disappears, on error', () => {
    const { rerender } = renderUi(<LoadingIndicator />);
    rerender(<LoadingIndicator state="error" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Caricamento non riuscito',
    );
    act(() => jest.advanceTimersByTime(LOADING_ERROR_HIDE_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts again from the beginning on the next navigation', () => {
    const { rerender } = renderUi(<LoadingIndicator state="complete" />);
    act(() => jest.advanceTimersByTime(LOADING_COMPLETE_HIDE_MS));
    rerender(<LoadingIndicator state="active" />);
    expect(value()).toBe(LOADING_START_PROGRESS);
  });
});
