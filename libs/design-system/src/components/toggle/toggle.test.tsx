import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<Toggle label="Scontrino solo digitale" description="Niente carta alla cassa" />);
    const toggle = screen.getByRole('switch', { name: 'Scontrino solo digitale' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Niente carta alla cassa');
  });

  it('flips with Space, Enter, a click and a click on its label', async () => {
    const onChange = jest.fn();
    render(<Toggle label="Notifiche" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Notifiche' });
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Notifiche'));
    expect(onChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('follows its parent when controlled', async () => {
    const onChange = jest.fn();
    render(<Toggle label="Notifiche" checked onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('does not flip while disabled', async () => {
    const onChange = jest.fn();
    render(<Toggle label="Notifiche" isDisabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-disabled', 'true');
  });
});
