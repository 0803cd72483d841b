import { render, screen } from '@testing-library/react';
import { PillList } from './pill-list';

describe('PillList', () => {
  it('is a list of its pills, named like any list', () => {
    render(
      <PillList aria-label="Filtri attivi">
        <li>Pasta</li>
        <li>In promozione</li>
      </PillList>,
    );
    const list = screen.getByRole('list', { name: 'Filtri attivi' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
