import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { id: 'trapianto', label: 'Trapianto', content: <p>Pomodori a marzo</p> },
  { id: 'raccolta', label: 'Raccolta', content: <p>Zucchine a luglio</p> },
  { id: 'semina', label: 'Semina', content: <p>Basilico ad aprile</p> },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab', () => {
    render(<Tabs label="Calendario dell'orto" items={items} />);
    expect(screen.getByRole('tablist', { name: "Calendario dell'orto" })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trapianto' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Trapianto' })).toHaveTextContent(
      'Pomodori a marzo',
    );
    expect(screen.queryByText('Zucchine a luglio')).not.toBeVisible();
  });

  it('is one tab stop, moved with the arrows, Home and End', async () => {
    const onChange = jest.fn();
    render(<Tabs label="Calendario" items={items} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Trapianto' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Raccolta' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Zucchine a luglio');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Semina' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Trapianto' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual([
      'raccolta',
      'semina',
      'trapianto',
      'semina',
      'trapianto',
    ]);
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    render(<Tabs label="Calendario" items={items} defaultSelectedId="semina" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Basilico ad aprile');
    await userEvent.click(screen.getByRole('tab', { name: 'Raccolta' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Zucchine a luglio');
  });
});
