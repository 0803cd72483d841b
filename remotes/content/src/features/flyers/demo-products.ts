import type { FlyerProduct } from '@iper/contracts';

/**
 * A product on a Carta Vantaggi promotion (a card price, no struck-through price or discount):
 * the one the flyer tests and the template showcase (/test/template-volantino) show that state with.
 */
export const CARD_OFFER_COFFEE = {
  name: 'Caffè macinato',
  brand: 'Lavazza',
  quantity: '250 g',
  priceCents: 349,
  previousPriceCents: null,
  discountPercent: null,
  promotionType: 'carta-vantaggi',
  promotionLabel: 'con Carta Vantaggi',
  categoryId: 'bevande',
} satisfies Partial<FlyerProduct>;
