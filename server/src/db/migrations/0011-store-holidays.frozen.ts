import type { HoursProfile } from '../../stores/holiday-calendar';

/**
 * The demo hypermarkets as migration 0011 knew them, by store id (the slug for the reader): their
 * opening-hours profile, which decides their holiday calendar. Copied from stores.seed.ts when the
 * migration stopped importing the seed: a released migration does not change with the seed.
 */
export const DEMO_HYPERMARKET_HOURS_0011: readonly [
  id: string,
  profile: HoursProfile,
  slug: string,
][] = [
  ['00101', 'late', 'iper-arese'],
  ['00102', 'late', 'iper-milano-portello'],
  ['00103', 'standard', 'iper-rozzano'],
  ['00104', 'standard', 'iper-monza'],
  ['00105', 'standard', 'iper-grandate'],
  ['00106', 'standard', 'iper-varese'],
  ['00107', 'sundayMorning', 'iper-solbiate-olona'],
  ['00108', 'late', 'iper-orio-al-serio'],
  ['00109', 'standard', 'iper-seriate'],
  ['00110', 'standard', 'iper-brembate'],
  ['00111', 'standard', 'iper-lonato'],
  ['00112', 'standard', 'iper-cremona'],
  ['00113', 'sundayMorning', 'iper-mantova'],
  ['00114', 'standard', 'iper-montebello'],
  ['00115', 'standard', 'iper-tortona'],
  ['00116', 'standard', 'iper-serravalle'],
  ['00117', 'standard', 'iper-novara'],
  ['00118', 'sundayMorning', 'iper-vercelli'],
  ['00119', 'sundayClosed', 'iper-gravellona'],
  ['00120', 'standard', 'iper-beinasco'],
  ['00121', 'late', 'iper-verona'],
  ['00122', 'standard', 'iper-castelfranco'],
  ['00123', 'standard', 'iper-portogruaro'],
  ['00124', 'sundayClosed', 'iper-udine'],
  ['00125', 'standard', 'iper-savignano'],
  ['00126', 'standard', 'iper-pesaro'],
  ['00127', 'standard', 'iper-colonnella'],
];
