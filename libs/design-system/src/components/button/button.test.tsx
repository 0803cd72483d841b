import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-utils';
import { Button } from './button';
import { saveConsent } from '@iper/analytics';

// Analytics events reach the dataLayer only with consent: these visitors have accepted.
beforeEach(() => saveConsent({ analytics: true, marketing: false }));

afterEach(() => {
  delete window.dataLayer;
});

describe('Button (SPEC §3)', () => {
  it('is a plain button of type button, size m and theme primary by default', () => {
    render(<Button text="Cerca" />);
    const button = screen.getByRole('button', { name: 'Cerca' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'primary');
    expect(button).not.toHaveClass('size-s', 'size-l');
  });

  it('takes size, theme, type, fluid and fluidOnMobile', () => {
    render(<Button text="Invia" size="l" theme="secondary" type="submit" fluid fluidOnMobile />);
    expect(screen.getByRole('button', { name: 'Invia' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Invia' })).toHaveClass(
      'size-l',
      'secondary',
      'fluid',
      'fluidOnMobile',
    );
  });

  it('renders a link when it has a slug', () => {
    renderUi(<Button text="Scopri" slug="/carta-vantaggi" />);
    expect(screen.getByRole('link', { name: 'Scopri' })).toHaveAttribute('href', '/carta-vantaggi');
  });

  it('follows the link rules for an external slug', () => {
    renderUi(<Button text="Partner" slug="https://example.org" />);
    expect(screen.getByRole('link', { name: /Partner/ })).toHaveAttribute('target', '_blank');
  });

  it('stays focusable but ignores clicks while disabled or loading', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button text="Invia" isDisabled onClick={onClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Invia' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    rerender(<Button text="Invia" isLoading onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Invia' })).toHaveAttribute('aria-busy', 'true');
  });

  it('pushes its GA4 event name and label to the data layer on click', async () => {
    render(
      <Button text="Richiedi la carta" ga4={{ eventName: 'cta_click', label: 'richiedi_carta' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Richiedi la carta' }));
    expect(window.dataLayer).toEqual([{ event: 'cta_click', label: 'richiedi_carta' }]);
  });

  it('pushes nothing when disabled', async () => {
    render(<Button text="Invia" isDisabled ga4={{ eventName: 'cta_click' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(window.dataLayer).toBeUndefined();
  });

  it('toggles selected on click when selectable, with Space and Enter too', async () => {
    const onSelectedChange = jest.fn();
    render(
      <Button text="Benzina" theme="secondary" selectable onSelectedChange={onSelectedChange} />,
    );
    const button = screen.getByRole('button', { name: 'Benzina' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(onSelectedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('is not a toggle unless selectable', () => {
    render(<Button text="Cerca" />);
    expect(screen.getByRole('button', { name: 'Cerca' })).not.toHaveAttribute('aria-pressed');
  });

  it('keeps the name of an icon-only button for screen readers', () => {
    render(<Button text="Chiudi" icon="close" hideText theme="ghost" />);
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveClass('iconOnly');
  });
});
