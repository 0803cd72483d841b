/**
 * What a generated illustration can depict, and how: a Lucide glyph on a tinted backdrop. Pages
 * draw one where a picture is missing or fails to load (a product, a coupon, an article), so the
 * subjects are the site's product categories and content kinds; each domain maps its own
 * categories onto them.
 */
import {
  Amphora,
  Apple,
  Beef,
  BookOpen,
  ChefHat,
  Coffee,
  Cookie,
  Croissant,
  CupSoda,
  Fish,
  Ham,
  HandHeart,
  LeafyGreen,
  Milk,
  Newspaper,
  PawPrint,
  ShoppingBasket,
  Snowflake,
  SprayCan,
  Sprout,
  Wheat,
  Wine,
  type LucideIcon,
} from 'lucide-react';

/** Backdrop and ink colours, named by hue (the CSS module holds the values). */
export type IllustrationTone =
  'green' | 'red' | 'blue' | 'amber' | 'rose' | 'purple' | 'teal' | 'brown' | 'neutral';

export interface IllustrationSubject {
  glyph: LucideIcon;
  tone: IllustrationTone;
}

export const ILLUSTRATION_SUBJECTS = {
  'fruit-and-vegetables': { glyph: Apple, tone: 'green' },
  meat: { glyph: Beef, tone: 'red' },
  fish: { glyph: Fish, tone: 'blue' },
  dairy: { glyph: Milk, tone: 'blue' },
  'cured-meats': { glyph: Ham, tone: 'rose' },
  bakery: { glyph: Croissant, tone: 'amber' },
  pasta: { glyph: Wheat, tone: 'amber' },
  pantry: { glyph: Amphora, tone: 'brown' },
  breakfast: { glyph: Coffee, tone: 'brown' },
  sweets: { glyph: Cookie, tone: 'rose' },
  drinks: { glyph: CupSoda, tone: 'teal' },
  wine: { glyph: Wine, tone: 'purple' },
  frozen: { glyph: Snowflake, tone: 'blue' },
  household: { glyph: SprayCan, tone: 'teal' },
  'personal-care': { glyph: HandHeart, tone: 'purple' },
  pets: { glyph: PawPrint, tone: 'amber' },
  deli: { glyph: ChefHat, tone: 'neutral' },
  recipe: { glyph: ChefHat, tone: 'amber' },
  wellness: { glyph: LeafyGreen, tone: 'green' },
  seasonal: { glyph: Sprout, tone: 'green' },
  magazine: { glyph: BookOpen, tone: 'red' },
  flyer: { glyph: Newspaper, tone: 'red' },
  product: { glyph: ShoppingBasket, tone: 'neutral' },
} as const satisfies Record<string, IllustrationSubject>;

export type IllustrationSubjectName = keyof typeof ILLUSTRATION_SUBJECTS;
export const ILLUSTRATION_SUBJECT_NAMES = Object.keys(
  ILLUSTRATION_SUBJECTS,
) as IllustrationSubjectName[];
