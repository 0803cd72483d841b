import {
  applicationInputFromText,
  gradeIssue,
  selectionWindowCheck,
  selectionWindowStart,
  sortPositions,
  validateJobApplication,
} from './careers';
import { MARIO_APPLICATION_CORE } from './testing/job-application.fixture';

const TODAY = new Date('2026-11-22T10:00:00Z');

/** Mario's answers with a job, a grade and one language, email, tax code and province typed carelessly. */
const VALID_APPLICATION = {
  ...MARIO_APPLICATION_CORE,
  email: 'Mario.Rossi@Example.it',
  taxCode: 'rssmra80a01f205x',
  province: 'mi',
  jobStartMonth: '3',
  jobStartYear: '2019',
  grade: '85',
  gradeBase: '100',
  language1: 'Inglese',
  language1Level: 'B2',
  privacy: true,
};

describe('grade with its base', () => {
  it.each([
    ['36', '60'],
    ['60', '60'],
    ['60', '100'],
    ['100', '100'],
    ['66', '110'],
    ['110', '110'],
  ])('accepts %s/%s', (grade, base) => {
    expect(gradeIssue(grade, base)).toBeUndefined();
  });

  it.each([
    ['35', '60', 'Il voto su 60 va da 36 a 60.'],
    ['61', '60', 'Il voto su 60 va da 36 a 60.'],
    ['101', '100', 'Il voto su 100 va da 60 a 100.'],
    ['65', '110', 'Il voto su 110 va da 66 a 110.'],
    ['105.5', '110', 'Il voto su 110 va da 66 a 110.'],
  ])('refuses %s/%s', (grade, base, message) => {
    expect(gradeIssue(grade, base)).toBe(message);
  });

  it.each(['30', '10', '', undefined])('refuses a base other than /60, /100, /110 (%s)', (base) => {
    expect(gradeIssue('50', base)).toBe('Scegli la base del voto: /60, /100 o /110.');
  });
});

describe('the 18-month window of previous selection processes', () => {
  it('counts this month and the 18 months before it', () => {
    expect(selectionWindowCheck(2026, 11, TODAY)).toBe('within');
    expect(selectionWindowCheck(2025, 5, TODAY)).toBe('within');
    expect(selectionWindowStart(TODAY)).toEqual({ year: 2025, month: 5 });
  });

  it('leaves out older processes and refuses future ones', () => {
    expect(selectionWindowCheck(2025, 4, TODAY)).toBe('too-old');
    expect(selectionWindowCheck(2026, 12, TODAY)).toBe('future');
  });

  it('counts in Italian time at the turn of a month', () => {
    // 23:30 UTC on 31 March is already April in Rome.
    expect(selectionWindowCheck(2026, 4, new Date('2026-03-31T23:30:00Z'))).toBe('within');
  });
});

describe('sorting positions', () => {
  const positions = [
    { slug: 'b', title: 'Magazziniere', publishedAt: '2026-10-01' },
    { slug: 'a', title: 'Addetto alle casse', publishedAt: '2026-11-10' },
    { slug: 'c', title: 'Banconista di gastronomia', publishedAt: '2026-09-15' },
    { slug: 'd', title: 'Àddetta reparto ortofrutta', publishedAt: '2026-11-10' },
  ];
  const slugs = (sort: Parameters<typeof sortPositions>[1]) =>
    sortPositions(positions, sort).map((p) => p.slug);

  it('puts the newest publication first, or the oldest, and same-day ones by title', () => {
    expect(slugs('date-desc')).toEqual(['d', 'a', 'b', 'c']);
    expect(slugs('date-asc')).toEqual(['c', 'b', 'd', 'a']);
  });

  it('orders titles alphabetically in Italian, accents aside, both ways', () => {
    expect(slugs('title-asc')).toEqual(['d', 'a', 'c', 'b']);
    expect(slugs('title-desc')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('leaves the given list as it was', () => {
    sortPositions(positions, 'title-asc');
    expect(positions.map((p) => p.slug)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('validating a job application', () => {
  it('accepts every SPEC field and normalises email, tax code and province', () => {
    const result = validateJobApplication(VALID_APPLICATION, TODAY);
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.email).toBe('mario.rossi@example.it');
      expect(result.data.taxCode).toBe('RSSMRA80A01F205X');
      expect(result.data.province).toBe('MI');
    }
  });

  it('names every missing required field at once', () => {
    const result = validateJobApplication(
      applicationInputFromText({ firstName: 'Mario', privacy: '' }),
      TODAY,
    );
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'lastName',
        'email',
        'taxCode',
        'previousSelection',
        'educationLevel',
        'ownCar',
        'privacy',
        'area',
      ]),
    );
  });

  it('refuses a grade base that does not exist and a grade out of range', () => {
    const wrongBase = validateJobApplication({ ...VALID_APPLICATION, gradeBase: '90' }, TODAY);
    expect(wrongBase).toEqual({
      success: false,
      issues: [{ path: 'gradeBase', message: 'Scegli la base del voto: /60, /100 o /110.' }],
    });
    const outOfRange = validateJobApplication(
      { ...VALID_APPLICATION, grade: '112', gradeBase: '110' },
      TODAY,
    );
    expect(outOfRange).toEqual({
      success: false,
      issues: [{ path: 'grade', message: 'Il voto su 110 va da 66 a 110.' }],
    });
  });

  it('asks when a previous selection took place and keeps it within 18 months', () => {
    const missing = validateJobApplication(
      { ...VALID_APPLICATION, previousSelection: 'si' },
      TODAY,
    );
    expect(missing.success ? [] : missing.issues.map((issue) => issue.path)).toEqual([
      'previousSelectionMonth',
      'previousSelectionYear',
    ]);
    const tooOld = validateJobApplication(
      {
        ...VALID_APPLICATION,
        previousSelection: 'si',
        previousSelectionMonth: '1',
        previousSelectionYear: '2025',
      },
      TODAY,
    );
    expect(tooOld.success ? '' : tooOld.issues[0]?.message).toBe(
      'Indica una selezione degli ultimi 18 mesi: se è stata prima, rispondi «No».',
    );
    const recent = validateJobApplication(
      {
        ...VALID_APPLICATION,
        previousSelection: 'si',
        previousSelectionMonth: '6',
        previousSelectionYear: '2025',
      },
      TODAY,
    );
    expect(recent.success).toBe(true);
  });

  it('wants a level for each language and an end date after the start', () => {
    const result = validateJobApplication(
      {
        ...VALID_APPLICATION,
        language2: 'Tedesco',
        currentlyEmployed: 'no',
        jobEndMonth: '1',
        jobEndYear: '2018',
      },
      TODAY,
    );
    expect(result.success ? [] : result.issues.map((issue) => issue.path).sort()).toEqual([
      'jobEndYear',
      'language2Level',
    ]);
  });

  it('wants a real date of birth, at least 16 years ago', () => {
    const tooYoung = validateJobApplication(
      { ...VALID_APPLICATION, birthYear: '2011', birthMonth: '11', birthDay: '23' },
      TODAY,
    );
    expect(
      tooYoung.success ? '' : tooYoung.issues.find((issue) => issue.path === 'birthYear')?.message,
    ).toBe('Devi avere almeno 16 anni.');
    const sixteenToday = validateJobApplication(
      { ...VALID_APPLICATION, birthYear: '2010', birthMonth: '11', birthDay: '22' },
      TODAY,
    );
    expect(
      sixteenToday.success ? [] : sixteenToday.issues.map((issue) => issue.path),
    ).not.toContain('birthYear');
    const notADay = validateJobApplication(
      { ...VALID_APPLICATION, birthMonth: '2', birthDay: '30' },
      TODAY,
    );
    expect(notADay.success ? '' : notADay.issues[0]?.message).toBe(
      'Questa data non esiste: controlla giorno e mese.',
    );
  });

  it('needs an area for a spontaneous application', () => {
    const withoutArea = validateJobApplication(
      { ...VALID_APPLICATION, positionSlug: undefined },
      TODAY,
    );
    expect(withoutArea).toEqual({
      success: false,
      issues: [{ path: 'area', message: 'Scegli per quale area ti candidi.' }],
    });
    expect(
      validateJobApplication({ ...VALID_APPLICATION, positionSlug: undefined, area: 'sede' }, TODAY)
        .success,
    ).toBe(true);
  });
});
