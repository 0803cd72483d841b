import { createIntl } from 'react-intl';
import { messages } from '../i18n/en';
import { APPLICATION_STEPS } from './application-form';
import { fileSize, summarySections } from './application-summary';

const italian = createIntl({ locale: 'it', defaultLocale: 'it' });
const english = createIntl({ locale: 'en', defaultLocale: 'it', messages });

const VALUES = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  phone: '+39 333 1234567',
  gender: 'm',
  birthDay: 1,
  birthMonth: 1,
  birthYear: 1980,
  taxCode: 'rssmra80a01f205x',
  countryOfOrigin: 'Italia',
  address: 'Via Roma 1',
  zip: '20121',
  city: 'Milano',
  province: 'mi',
  previousSelection: 'si',
  previousSelectionMonth: '3',
  previousSelectionYear: '2026',
  workedHereBefore: 'no',
  currentlyEmployed: 'si',
  jobEndMonth: '1',
  jobEndYear: '2025',
  educationLevel: 'laurea-magistrale',
  grade: '105',
  gradeBase: '110',
  language1: 'Inglese',
  language1Level: 'C1',
  sundayAvailability: 'si',
  transferAvailability: 'no',
  drivingLicence: 'si',
  ownCar: 'no',
  cv: [new File(['%PDF-1.4'.repeat(400)], 'cv-mario.pdf', { type: 'application/pdf' })],
};

describe('the summary before sending', () => {
  it('reads every answer in plain Italian, step by step', () => {
    const sections = summarySections(VALUES, { spontaneous: false }, italian);
    expect(sections.map((section) => section.title)).toEqual([
      'Dati personali',
      'Esperienze',
      'Formazione e lingue',
      'Disponibilità',
      'Allegati',
    ]);
    const value = (step: number, label: string) =>
      sections[step]?.rows.find((row) => row.label === label)?.value;
    expect(value(0, 'Data di nascita')).toBe('01/01/1980');
    expect(value(0, 'Codice fiscale')).toBe('RSSMRA80A01F205X');
    expect(value(0, 'Indirizzo')).toBe('Via Roma 1, 20121 Milano, MI');
    expect(value(1, 'Selezione Iper negli ultimi 18 mesi')).toBe('Sì, marzo 2026');
    expect(value(2, 'Titolo di studio')).toBe('Laurea magistrale o a ciclo unico');
    expect(value(2, 'Voto finale')).toBe('105/110');
    expect(value(2, 'Lingua 1')).toBe('Inglese (C1)');
    expect(value(3, 'Auto propria')).toBe('No');
    expect(value(4, 'Curriculum vitae')).toBe('cv-mario.pdf (3 KB)');
  });

  it('leaves out empty optional answers and what a «job still held» makes pointless', () => {
    const labels = summarySections(VALUES, { spontaneous: false }, italian).flatMap((section) =>
      section.rows.map((row) => row.label),
    );
    expect(labels).not.toContain('Fine');
    expect(labels).not.toContain('Lingua 2');
    expect(labels).not.toContain('Foto');
    expect(labels).not.toContain('Area');
  });

  it('names the area and store of a spontaneous application, and files already sent', () => {
    const sections = summarySections(
      { ...VALUES, area: 'punto-vendita', preferredStore: 'iper-monza', cv: undefined },
      {
        spontaneous: true,
        storeNames: { 'iper-monza': 'Iper Monza' },
        existingFiles: [{ field: 'cv', name: 'cv.pdf', type: 'application/pdf', size: 2_500_000 }],
      },
      italian,
    );
    expect(sections[0]?.rows.slice(0, 2)).toEqual([
      { label: 'Area', value: 'Punto vendita' },
      { label: 'Punto vendita preferito', value: 'Iper Monza' },
    ]);
    expect(sections[4]?.rows[0]).toEqual({
      label: 'Curriculum vitae',
      value: 'cv.pdf (2,4 MB, già inviato)',
    });
  });

  it('reads step titles, labels, answers and months in English on an English page', () => {
    const sections = summarySections(VALUES, { spontaneous: false }, english);
    expect(sections.map((section) => section.title)).toEqual([
      'Personal details',
      'Experience',
      'Education and languages',
      'Availability',
      'Attachments',
    ]);
    const value = (step: number, label: string) =>
      sections[step]?.rows.find((row) => row.label === label)?.value;
    expect(value(0, 'Date of birth')).toBe('01/01/1980');
    expect(value(0, 'Tax code')).toBe('RSSMRA80A01F205X');
    expect(value(1, 'Iper selection in the last 18 months')).toBe('Yes, March 2026');
    expect(value(3, 'Own car')).toBe('No');
    expect(value(4, 'Curriculum vitae')).toBe('cv-mario.pdf (3 KB)');
    expect(APPLICATION_STEPS.map((step) => english.formatMessage(step.title))).toContain(
      'Summary and sending',
    );
  });

  it('writes sizes in KB or MB the Italian way', () => {
    expect(fileSize(200)).toBe('1 KB');
    expect(fileSize(5 * 1024 * 1024 + 1)).toBe('5 MB');
  });
});
