import type { IllustrationSubjectName } from '@iper/design-system/illustrations';

/** Coupon categories (as the loyalty programme names them) and what their illustration shows. */
const COUPON_CATEGORY_ILLUSTRATIONS: Record<string, IllustrationSubjectName> = {
  animali: 'pets',
  bevande: 'drinks',
  casa: 'household',
  colazione: 'breakfast',
  'cura della persona': 'personal-care',
  dispensa: 'pantry',
  dolci: 'sweets',
  fresco: 'dairy',
  'frutta e verdura': 'fruit-and-vegetables',
  gastronomia: 'deli',
  'latticini e formaggi': 'dairy',
  salumi: 'cured-meats',
  surgelati: 'frozen',
  vini: 'wine',
};

/** Coupons carry no photo: each shows an illustration of its category (a basket when unknown). */
export function couponIllustration(category: string): IllustrationSubjectName {
  return COUPON_CATEGORY_ILLUSTRATIONS[category.trim().toLowerCase()] ?? 'product';
}
