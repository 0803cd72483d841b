import { render, screen } from '@testing-library/react';
import { CardList } from './card-list';

describe('CardList', () => {
  it('is a list of its cards, named like any list', () => {
    render(
      <CardList aria-label="Coupon attivi">
        <li>Pasta -30%</li>
        <li>Caffè -1,50 €</li>
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Coupon attivi' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
