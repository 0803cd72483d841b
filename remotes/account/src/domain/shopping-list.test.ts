import type { ShoppingListItem } from '@iper/contracts';
import { splitShoppingList } from './shopping-list';

const item = (id: string, checked: boolean, promotionEndsOn: string | null): ShoppingListItem => ({
  id,
  label: id,
  checked,
  promotionEndsOn,
});

describe('the shopping list', () => {
  it("moves items of expired promotions to 'From previous promotions' and puts checked items last", () => {
    const { current, previousPromotions } = splitShoppingList(
      [
        item('latte', true, null),
        item('pane', false, null),
        item('caffè', false, '2026-11-30'),
        item('olio', false, '2026-11-21'),
      ],
      '2026-11-22',
    );
    expect(current.map((entry) => entry.id)).toEqual(['pane', 'caffè', 'latte']);
    expect(previousPromotions.map((entry) => entry.id)).toEqual(['olio']);
  });

  it('keeps a promotion item on its last day', () => {
    expect(
      splitShoppingList([item('caffè', false, '2026-11-22')], '2026-11-22').previousPromotions,
    ).toEqual([]);
  });
});
