import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RemoteWidget } from './remote-widget';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

/** A widget like the store selector: a toggle that opens a panel. */
function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
      Il tuo punto vendita
    </button>
  );
}

/** Resolves `loadRemote` when the test says so. */
function deferredWidget(component = Toggle) {
  let resolve!: () => void;
  loadRemoteMock.mockImplementationOnce(
    () => new Promise((done) => (resolve = () => done({ default: component }))),
  );
  return () => act(async () => resolve());
}

const standIn = <a href="/punti-vendita">Scegli il punto vendita</a>;

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('a header widget loaded on intent', () => {
  it('downloads nothing until the visitor reaches for it, however long the page stays idle', () => {
    render(
      <RemoteWidget id="test/Idle" fallback={standIn} loading="intent" slotClassName="slot" />,
    );
    act(() => jest.advanceTimersByTime(10_000));
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Scegli il punto vendita' })).toBeInTheDocument();
  });

  it('loads when the pointer comes over its stand-in or the keyboard focuses it', async () => {
    const arrive = deferredWidget();
    render(
      <RemoteWidget id="test/Hover" fallback={standIn} loading="intent" slotClassName="slot" />,
    );
    fireEvent.focus(screen.getByRole('link', { name: 'Scegli il punto vendita' }));
    expect(loadRemoteMock).toHaveBeenCalledWith('test/Hover');
    await arrive();
    expect(screen.getByRole('button', { name: 'Il tuo punto vendita' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps the keyboard in the slot when the widget replaces the focused stand-in', async () => {
    const arrive = deferredWidget();
    render(
      <RemoteWidget id="test/Keys" fallback={standIn} loading="intent" slotClassName="slot" />,
    );
    act(() => screen.getByRole('link', { name: 'Scegli il punto vendita' }).focus());
    await arrive();
    const toggle = screen.getByRole('button', { name: 'Il tuo punto vendita' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns a click on the stand-in into a click on the widget once it has arrived, focus included', async () => {
    const arrive = deferredWidget();
    render(
      <RemoteWidget id="test/Click" fallback={standIn} loading="intent" slotClassName="slot" />,
    );
    const link = screen.getByRole('link', { name: 'Scegli il punto vendita' });
    // The click's default action (following the link) is what the widget replaces.
    expect(fireEvent.click(link)).toBe(false);
    await arrive();
    const toggle = screen.getByRole('button', { name: 'Il tuo punto vendita' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
  });

  it('leaves the stand-in working as a link when the widget cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-008'));
    render(
      <RemoteWidget id="test/Down" fallback={standIn} loading="intent" slotClassName="slot" />,
    );
    const link = screen.getByRole('link', { name: 'Scegli il punto vendita' });
    fireEvent.click(link);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    // Once failed, a click is the link's own again.
    expect(fireEvent.click(link)).toBe(true);
  });

  it('keeps a click that opens a new tab for the link', () => {
    deferredWidget();
    render(<RemoteWidget id="test/Tab" fallback={standIn} loading="intent" slotClassName="slot" />);
    const link = screen.getByRole('link', { name: 'Scegli il punto vendita' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  });
});

describe('a widget loaded when the browser is idle', () => {
  it('loads once the browser is idle, without any intent', async () => {
    const arrive = deferredWidget();
    render(<RemoteWidget id="test/IdleLoad" fallback={standIn} />);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(2_000));
    expect(loadRemoteMock).toHaveBeenCalledWith('test/IdleLoad');
    await arrive();
    expect(screen.getByRole('button', { name: 'Il tuo punto vendita' })).toBeInTheDocument();
  });
});
