// Flyer values and rules the browser needs (no zod): importing them never bundles a schema.

/** SPEC §9: a flyer covers a week; the flyer view shows 7 days. */
export const FLYER_WEEK_DAYS = 7;

/** Flyers start on Thursday (Date.getUTCDay() of validFrom) and end on the Wednesday after. */
export const FLYER_START_WEEKDAY = 4;

/** The product categories of the flyers, in the order the filters list them. */
export const FLYER_CATEGORIES = [
  { id: 'frutta-e-verdura', name: 'Frutta e verdura' },
  { id: 'carne', name: 'Carne' },
  { id: 'pesce', name: 'Pesce' },
  { id: 'latticini-e-formaggi', name: 'Latticini e formaggi' },
  { id: 'salumi', name: 'Salumi' },
  { id: 'pane-e-dolci', name: 'Pane e dolci' },
  { id: 'pasta-riso-e-farine', name: 'Pasta, riso e farine' },
  { id: 'dispensa', name: 'Dispensa' },
  { id: 'bevande', name: 'Bevande' },
  { id: 'surgelati', name: 'Surgelati' },
  { id: 'casa-e-pulizia', name: 'Casa e pulizia' },
  { id: 'cura-della-persona', name: 'Cura della persona' },
  { id: 'animali', name: 'Animali' },
] as const;
export type FlyerCategoryId = (typeof FLYER_CATEGORIES)[number]['id'];

/** The kinds of promotion a flyer product carries. */
export const PROMOTION_TYPES = ['sconto', 'sottocosto', 'uno-piu-uno', 'carta-vantaggi'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The Italian name of each promotion type (filters, badges). */
export const PROMOTION_TYPE_LABELS: Record<PromotionType, string> = {
  sconto: 'Sconto',
  sottocosto: 'Sottocosto',
  'uno-piu-uno': '1+1 gratis',
  'carta-vantaggi': 'con Carta Vantaggi',
};

/** The badge of a product: 'Sconto 30%', 'Sottocosto', '1+1 gratis', 'con Carta Vantaggi'. */
export function promotionLabel(type: PromotionType, discountPercent: number | null): string {
  if (type === 'sconto' && discountPercent) return `Sconto ${discountPercent}%`;
  return PROMOTION_TYPE_LABELS[type];
}
