import { FIRST_KEYS_ATTRIBUTE, FIRST_TAP_ATTRIBUTE } from '@iper/contracts';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { replayFirstKeys, replayFirstTap, reportEarlyInput } from './first-tap';

describe('the tap that started the app', () => {
  it('is played again once the app owns the page, once', () => {
    document.body.innerHTML = `<button type="button" ${FIRST_TAP_ATTRIBUTE}>Salva</button>`;
    const button = document.querySelector('button')!;
    const taps = jest.fn();
    button.addEventListener('click', taps);
    expect(replayFirstTap()).toBe(true);
    expect(taps).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(FIRST_TAP_ATTRIBUTE)).toBe(false);
    expect(replayFirstTap()).toBe(false);
    expect(taps).toHaveBeenCalledTimes(1);
  });

  it('is dropped when its button has been disabled meanwhile', () => {
    document.body.innerHTML = `<button type="button" disabled ${FIRST_TAP_ATTRIBUTE}>Salva</button>`;
    const taps = jest.fn();
    document.querySelector('button')!.addEventListener('click', taps);
    expect(replayFirstTap()).toBe(false);
    expect(taps).not.toHaveBeenCalled();
  });
});

describe('what the visitor typed while the app was starting', () => {
  function Fields({
    onText,
    onRadio,
  }: {
    onText(value: string): void;
    onRadio(value: string): void;
  }) {
    const [text, setText] = useState('');
    const [kind, setKind] = useState('ipermercati');
    return (
      <form>
        <input
          aria-label="Comune"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onText(event.target.value);
          }}
        />
        {['ipermercati', 'distributori'].map((value) => (
          <input
            key={value}
            type="radio"
            name="tipo"
            value={value}
            aria-label={value}
            checked={kind === value}
            onChange={() => {
              setKind(value);
              onRadio(value);
            }}
          />
        ))}
      </form>
    );
  }

  it('reaches React as a change: the text typed, the radio chosen', () => {
    const onText = jest.fn();
    const onRadio = jest.fn();
    render(<Fields onText={onText} onRadio={onRadio} />);
    // The browser's own state, changed before React listened: no event React heard.
    const town = screen.getByRole('textbox', { name: 'Comune' }) as HTMLInputElement;
    town.value = 'Bergam';
    (screen.getByRole('radio', { name: 'distributori' }) as HTMLInputElement).checked = true;
    act(() => {
      expect(reportEarlyInput()).toBe(2);
    });
    expect(onText).toHaveBeenCalledWith('Bergam');
    expect(onRadio).toHaveBeenCalledWith('distributori');
    expect(town.value).toBe('Bergam');
  });

  it('leaves untouched fields alone', () => {
    const onText = jest.fn();
    render(<Fields onText={onText} onRadio={jest.fn()} />);
    act(() => {
      expect(reportEarlyInput()).toBe(0);
    });
    expect(onText).not.toHaveBeenCalled();
  });
});

describe('the keys pressed on an app control while the app was starting', () => {
  it('are pressed again, each where the focus is by then', () => {
    document.body.innerHTML = `<div role="tablist"><button role="tab" ${FIRST_KEYS_ATTRIBUTE}="ArrowRight ArrowRight">Prodotti</button><button role="tab">Calendario</button><button role="tab">Mappa</button></div>`;
    const tabs = Array.from(document.querySelectorAll('button'));
    const heard: string[] = [];
    tabs.forEach((tab, index) =>
      tab.addEventListener('keydown', (event) => {
        heard.push(`${tab.textContent}:${event.key}`);
        tabs[index + 1]?.focus();
      }),
    );
    tabs[0]!.focus();
    expect(replayFirstKeys()).toBe(2);
    expect(heard).toEqual(['Prodotti:ArrowRight', 'Calendario:ArrowRight']);
    expect(tabs[0]!.hasAttribute(FIRST_KEYS_ATTRIBUTE)).toBe(false);
  });
});
