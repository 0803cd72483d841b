import type { FlyerCategoryId } from '@iper/contracts';
import type { IllustrationSubjectName } from '@iper/design-system/illustrations';

/** The illustration a flyer product shows when its picture is missing, by its category. */
export const PRODUCT_ILLUSTRATIONS: Record<FlyerCategoryId, IllustrationSubjectName> = {
  'frutta-e-verdura': 'fruit-and-vegetables',
  carne: 'meat',
  pesce: 'fish',
  'latticini-e-formaggi': 'dairy',
  salumi: 'cured-meats',
  'pane-e-dolci': 'bakery',
  'pasta-riso-e-farine': 'pasta',
  dispensa: 'pantry',
  bevande: 'drinks',
  surgelati: 'frozen',
  'casa-e-pulizia': 'household',
  'cura-della-persona': 'personal-care',
  animali: 'pets',
};

export function productIllustration(categoryId: string): IllustrationSubjectName {
  return PRODUCT_ILLUSTRATIONS[categoryId as FlyerCategoryId] ?? 'product';
}
