import {
  formatCents,
  hasMoreProducts,
  PRODUCTS_PAGE_SIZE,
  shoppingListLabel,
  visibleProducts,
} from './product-listing';
import { shareLinks } from './share-links';

describe('the product listing of a flyer', () => {
  const products = Array.from({ length: 300 }, (_, index) => index);

  it('shows 24 products at first and 24 more each time', () => {
    expect(PRODUCTS_PAGE_SIZE).toBe(24);
    expect(visibleProducts(products, 1)).toHaveLength(24);
    expect(visibleProducts(products, 2)).toEqual(products.slice(0, 48));
    expect(visibleProducts(products, 13)).toHaveLength(300);
    expect(hasMoreProducts(300, 12)).toBe(true);
    expect(hasMoreProducts(300, 13)).toBe(false);
    expect(hasMoreProducts(10, 1)).toBe(false);
  });

  it('writes prices the Italian way', () => {
    expect(formatCents(199)).toBe('1,99\u00a0€');
    expect(formatCents(1290)).toBe('12,90\u00a0€');
  });

  it('labels a shopping-list item with name, brand and quantity', () => {
    expect(
      shoppingListLabel({ name: 'Pasta di semola', brand: 'Barilla', quantity: '500 g' }),
    ).toBe('Pasta di semola Barilla 500 g');
    expect(
      shoppingListLabel({ name: 'Nutella Ferrero', brand: 'Ferrero', quantity: '750 g' }),
    ).toBe('Nutella Ferrero 750 g');
    expect(shoppingListLabel({ name: 'x'.repeat(200), brand: 'B', quantity: '1 kg' })).toHaveLength(
      120,
    );
  });
});

describe('sharing a flyer without the Web Share API', () => {
  it('builds plain links for WhatsApp, Facebook, X and email', () => {
    const links = shareLinks('https://www.iper.it/volantino?id=v1', 'Volantino Iper');
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Volantino%20Iper%20https%3A%2F%2Fwww.iper.it%2Fvolantino%3Fid%3Dv1',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.iper.it%2Fvolantino%3Fid%3Dv1',
    );
    expect(links.x).toBe(
      'https://x.com/intent/post?text=Volantino%20Iper&url=https%3A%2F%2Fwww.iper.it%2Fvolantino%3Fid%3Dv1',
    );
    expect(links.email).toBe(
      'mailto:?subject=Volantino%20Iper&body=https%3A%2F%2Fwww.iper.it%2Fvolantino%3Fid%3Dv1',
    );
  });
});
