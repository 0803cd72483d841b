// The application's answers: choices, the grade on its base and the rules across fields.
import {
  DATE_IN_FUTURE_MESSAGE,
  SELECTION_TOO_OLD_MESSAGE,
  birthDateIssue,
  italianYearMonth,
  monthIndex,
  selectionWindowCheck,
} from './careers-dates';

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
