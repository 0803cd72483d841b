// Careers values and rules the browser needs (no zod): importing them never bundles a schema.
import type { JobPositionSummary, PositionKind, PositionSort } from './careers';
import { FILE_TYPES } from './file-signature';
import { formInputFromText } from './form-input';

/** The three kinds of open positions, each with its list page under /lavora-con-noi. */
export const POSITION_KINDS = ['punto-vendita', 'sede', 'mestieri-in-crescita'] as const;

export const CAREERS_HOME_PATH = '/lavora-con-noi';

/** /lavora-con-noi/posizioni-<kind>: the list page of a kind; its positions live below it. */
export function positionListPath(kind: PositionKind): string {
  return `${CAREERS_HOME_PATH}/posizioni-${kind}`;
}

export function positionPath(kind: PositionKind, slug: string): string {
  return `${positionListPath(kind)}/${slug}`;
}

/** SPEC §3 job listing sort options: publication date newest or oldest, title A-Z or Z-A. */
export const POSITION_SORTS = ['date-desc', 'date-asc', 'title-asc', 'title-desc'] as const;

export const DEFAULT_POSITION_SORT: PositionSort = 'date-desc';

const titleCollator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

/**
 * Orders positions as the list asks (SPEC §3): by publication date, newest or oldest first, or by
 * title in Italian alphabetical order. Ties keep a stable, meaningful order: title, then slug.
 */
export function sortPositions<T extends Pick<JobPositionSummary, 'title' | 'publishedAt' | 'slug'>>(
  positions: readonly T[],
  sort: PositionSort,
): T[] {
  const byTitle = (a: T, b: T) =>
    titleCollator.compare(a.title, b.title) || a.slug.localeCompare(b.slug);
  const byDate = (a: T, b: T) => a.publishedAt.localeCompare(b.publishedAt);
  const compare: Record<PositionSort, (a: T, b: T) => number> = {
    'date-desc': (a, b) => byDate(b, a) || byTitle(a, b),
    'date-asc': (a, b) => byDate(a, b) || byTitle(a, b),
    'title-asc': byTitle,
    'title-desc': (a, b) => byTitle(b, a),
  };
  return [...positions].sort(compare[sort]);
}

/** SPEC §9: previous selection processes count within the last 18 months. */
export const SELECTION_HISTORY_MONTHS = 18;

/** The grade bases of Italian diplomas and degrees, with the lowest passing grade of each. */
export const GRADE_BASES = ['60', '100', '110'] as const;

export type GradeBase = (typeof GRADE_BASES)[number];

export const GRADE_MINIMUM: Record<GradeBase, number> = { '60': 36, '100': 60, '110': 66 };

export const GRADE_BASE_MESSAGE = 'Scegli la base del voto: /60, /100 o /110.';

export function isGradeBase(value: unknown): value is GradeBase {
  return typeof value === 'string' && (GRADE_BASES as readonly string[]).includes(value);
}

/**
 * What is wrong with a grade on its base, or undefined: the base must be /60, /100 or /110 and the
 * grade a whole number from the base's passing grade to the base (66-110 for a degree).
 */
export function gradeIssue(grade: string | number, base: unknown): string | undefined {
  if (!isGradeBase(base)) return GRADE_BASE_MESSAGE;
  const value = typeof grade === 'number' ? grade : Number(String(grade).trim());
  const min = GRADE_MINIMUM[base];
  const max = Number(base);
  if (!Number.isInteger(value) || value < min || value > max) {
    return `Il voto su ${max} va da ${min} a ${max}.`;
  }
  return undefined;
}

/** A month as a running number (year × 12 + month − 1), so months can be subtracted. */
function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

export type SelectionWindowCheck = 'within' | 'too-old' | 'future';

/**
 * Where a previous selection process (its month) falls against the 18-month window of SPEC §9,
 * counted back from this month in Italy: this month and the 18 before it are within.
 */
export function selectionWindowCheck(
  year: number,
  month: number,
  today: Date = new Date(),
): SelectionWindowCheck {
  const [thisYear, thisMonth] = italianYearMonth(today);
  const months = monthIndex(thisYear, thisMonth) - monthIndex(year, month);
  if (months < 0) return 'future';
  return months <= SELECTION_HISTORY_MONTHS ? 'within' : 'too-old';
}

/** The earliest month (year, month) of the window, for the form's choices. */
export function selectionWindowStart(today: Date = new Date()): { year: number; month: number } {
  const [thisYear, thisMonth] = italianYearMonth(today);
  const index = monthIndex(thisYear, thisMonth) - SELECTION_HISTORY_MONTHS;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Year and month (1-12) of a moment in Italy's time zone. */
export function italianYearMonth(moment: Date): [number, number] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
  })
    .format(moment)
    .split('-')
    .map(Number);
  return [year!, month!];
}

/** Italian law: work from 16 years of age. */
export const MIN_WORKING_AGE = 16;

/** What is wrong with a date of birth, or undefined: it must exist and be 16 years ago or more. */
export function birthDateIssue(
  year: number,
  month: number,
  day: number,
  today: Date = new Date(),
): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return 'Questa data non esiste: controlla giorno e mese.';
  }
  const [thisYear, thisMonth] = italianYearMonth(today);
  const thisDay = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', day: '2-digit' }).format(today),
  );
  const hadBirthday = thisMonth > month || (thisMonth === month && thisDay >= day);
  const age = thisYear - year - (hadBirthday ? 0 : 1);
  if (age < MIN_WORKING_AGE) return `Devi avere almeno ${MIN_WORKING_AGE} anni.`;
  return undefined;
}

export const SELECTION_TOO_OLD_MESSAGE = `Indica una selezione degli ultimi ${SELECTION_HISTORY_MONTHS} mesi: se è stata prima, rispondi «No».`;

export const DATE_IN_FUTURE_MESSAGE = 'La data non può essere nel futuro.';

export const YES_NO = ['si', 'no'] as const;

export const GENDERS = ['m', 'f', 'u'] as const;

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  m: 'Uomo',
  f: 'Donna',
  u: 'Preferisco non specificare',
};

export const EDUCATION_LEVELS = [
  { id: 'licenza-media', label: 'Licenza media' },
  { id: 'qualifica', label: 'Qualifica professionale' },
  { id: 'diploma', label: 'Diploma di scuola superiore' },
  { id: 'laurea-triennale', label: 'Laurea triennale' },
  { id: 'laurea-magistrale', label: 'Laurea magistrale o a ciclo unico' },
  { id: 'master', label: 'Master o dottorato' },
] as const;

export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'madrelingua'] as const;

/** Store, head office or trades: what a spontaneous application is for. */
export const POSITION_KIND_LABELS: Record<PositionKind, string> = {
  'punto-vendita': 'Punto vendita',
  sede: 'Sede',
  'mestieri-in-crescita': 'Mestieri in crescita',
};

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The rules across fields: the grade with its base, the 18-month window of a previous selection,
 * the dates of the latest job, the language levels, and what a spontaneous application needs.
 */
export function applicationRuleIssues(
  value: Partial<Record<string, unknown>>,
  today: Date = new Date(),
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const given = (key: string) => value[key] !== undefined && value[key] !== '';
  const [thisYear, thisMonth] = italianYearMonth(today);

  if (given('birthDay') && given('birthMonth') && given('birthYear')) {
    const message = birthDateIssue(
      Number(value.birthYear),
      Number(value.birthMonth),
      Number(value.birthDay),
      today,
    );
    if (message) issues.push({ path: 'birthYear', message });
  }

  if (given('grade') || given('gradeBase')) {
    if (!given('gradeBase') || !isGradeBase(value.gradeBase))
      issues.push({ path: 'gradeBase', message: GRADE_BASE_MESSAGE });
    else if (!given('grade')) issues.push({ path: 'grade', message: 'Indica il voto.' });
    else {
      const message = gradeIssue(String(value.grade), value.gradeBase);
      if (message) issues.push({ path: 'grade', message });
    }
  }

  if (value.previousSelection === 'si') {
    if (!given('previousSelectionMonth'))
      issues.push({ path: 'previousSelectionMonth', message: 'Scegli il mese.' });
    if (!given('previousSelectionYear'))
      issues.push({ path: 'previousSelectionYear', message: "Scegli l'anno." });
    if (given('previousSelectionMonth') && given('previousSelectionYear')) {
      const check = selectionWindowCheck(
        Number(value.previousSelectionYear),
        Number(value.previousSelectionMonth),
        today,
      );
      if (check === 'too-old')
        issues.push({ path: 'previousSelectionYear', message: SELECTION_TOO_OLD_MESSAGE });
      if (check === 'future')
        issues.push({ path: 'previousSelectionYear', message: DATE_IN_FUTURE_MESSAGE });
    }
  } else if (given('previousSelectionMonth') || given('previousSelectionYear')) {
    issues.push({ path: 'previousSelection', message: 'Hai indicato una data: rispondi «Sì».' });
  }

  const monthOf = (prefix: 'jobStart' | 'jobEnd') => {
    const month = value[`${prefix}Month`];
    const year = value[`${prefix}Year`];
    if (given(`${prefix}Month`) !== given(`${prefix}Year`)) {
      issues.push({
        path: `${prefix}${given(`${prefix}Month`) ? 'Year' : 'Month'}`,
        message: 'Indica mese e anno.',
      });
      return undefined;
    }
    if (!given(`${prefix}Month`)) return undefined;
    const index = monthIndex(Number(year), Number(month));
    if (index > monthIndex(thisYear, thisMonth)) {
      issues.push({ path: `${prefix}Year`, message: DATE_IN_FUTURE_MESSAGE });
      return undefined;
    }
    return index;
  };
  const start = monthOf('jobStart');
  const end = monthOf('jobEnd');
  if (value.currentlyEmployed === 'si' && given('jobEndYear')) {
    issues.push({ path: 'jobEndYear', message: 'Lavori ancora lì: lascia vuota la data di fine.' });
  } else if (start !== undefined && end !== undefined && end < start) {
    issues.push({ path: 'jobEndYear', message: "La fine non può precedere l'inizio." });
  }

  for (const language of ['language1', 'language2'] as const) {
    if (given(language) && !given(`${language}Level`))
      issues.push({ path: `${language}Level`, message: 'Scegli il livello.' });
    if (!given(language) && given(`${language}Level`))
      issues.push({ path: language, message: 'Indica la lingua.' });
  }

  if (!given('positionSlug') && !given('area')) {
    issues.push({ path: 'area', message: 'Scegli per quale area ti candidi.' });
  }
  return issues;
}

export const APPLICATION_FILE_FIELDS = ['cv', 'photo', 'video'] as const;

export type ApplicationFileField = (typeof APPLICATION_FILE_FIELDS)[number];

/** An application accepts every type the content check can tell (each field fewer: the rules). */
export const APPLICATION_FILE_TYPES = FILE_TYPES;

export type ApplicationFileType = (typeof APPLICATION_FILE_TYPES)[number];

export interface ApplicationFileRule {
  /** What the file input accepts (extensions, so files without a MIME type are judged too). */
  accept: string[];
  types: ApplicationFileType[];
  maxSizeMb: number;
  required: boolean;
}

/** CV (PDF/DOC/DOCX), photo (JPEG/PNG/WebP), video presentation (MP4/WebM): types and limits. */
export const APPLICATION_FILE_RULES: Record<ApplicationFileField, ApplicationFileRule> = {
  cv: {
    accept: ['.pdf', '.doc', '.docx'],
    types: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxSizeMb: 5,
    required: true,
  },
  photo: {
    accept: ['.jpg', '.jpeg', '.png', '.webp'],
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxSizeMb: 3,
    required: false,
  },
  video: {
    accept: ['.mp4', '.webm'],
    types: ['video/mp4', 'video/webm'],
    maxSizeMb: 20,
    required: false,
  },
};

export const APPLICATION_FILE_EXTENSIONS: Record<ApplicationFileType, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/**
 * SPEC §5: 'Formato non supportato / File troppo grande' with the largest size in MB (the words the
 * form engine's file field uses).
 */
export function applicationFileMessage(field: ApplicationFileField): string {
  return `Formato non supportato / File troppo grande (max ${APPLICATION_FILE_RULES[field].maxSizeMb} MB)`;
}

/** The application's text fields made ready for its schema (see formInputFromText). */
export const applicationInputFromText = formInputFromText;
