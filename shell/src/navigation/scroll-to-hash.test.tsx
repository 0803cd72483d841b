import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HASH_SCROLL_DELAY_MS, ScrollToHash } from './scroll-to-hash';

function Page() {
  return (
    <>
      <ScrollToHash />
      <a href="#contenuto">Vai al contenuto principale</a>
      <main id="contenuto" tabIndex={-1}>
        <label>
          Email
          <input />
        </label>
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the jump to a hash target', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('scrolls to and focuses the element the hash names, once the page has settled', async () => {
    renderAt('/#contenuto');
    expect(screen.getByRole('main')).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('leaves focus where a keyboard user has moved it in the meantime (skip link, then Tab into a field)', async () => {
    const router = renderAt('/');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // The browser moves focus to the skip link's target at once; the hash changes with it.
    screen.getByRole('main').focus();
    await act(() => router.navigate('/#contenuto'));
    await user.tab();
    await user.keyboard('mario');
    act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('mario');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves focus where the visitor put it before the app started (skip link, then into a field)', () => {
    // The page worked before the app: the browser jumped, and the visitor is typing in a field.
    document.body.innerHTML = '<input aria-label="Comune">';
    (document.querySelector('input') as HTMLInputElement).focus();
    renderAt('/#contenuto');
    act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(screen.getByRole('textbox', { name: 'Comune' })).toHaveFocus();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
