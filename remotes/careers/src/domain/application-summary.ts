import {
  APPLICATION_FILE_FIELDS,
  EDUCATION_LEVELS,
  GENDER_LABELS,
  POSITION_KIND_LABELS,
  type ApplicationFile,
  type PositionKind,
} from '@iper/contracts';
import { APPLICATION_STEPS, filesOf, valuesToSend, type ApplicationStepId, type ApplicationValues } from './application-form';

export interface SummaryRow {
  label: string;
  value: string;
}

export interface SummarySection {
  step: number;
  title: string;
  rows: SummaryRow[];
}

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
);
const FILE_LABELS: Record<(typeof APPLICATION_FILE_FIELDS)[number], string> = { cv: 'Curriculum vitae', photo: 'Foto', video: 'Video di presentazione' };
const NOT_GIVEN = '—';

function text(value: unknown): string {
  return value === undefined || value === null || String(value).trim() === '' ? '' : String(value).trim();
}

function yesNo(value: unknown): string {
  if (value === 'si') return 'Sì';
  if (value === 'no') return 'No';
  return NOT_GIVEN;
}

function monthYear(month: unknown, year: unknown): string {
  const index = Number(month) - 1;
  return MONTHS[index] && text(year) ? `${MONTHS[index]} ${text(year)}` : '';
}

/** 12 KB, 1,4 MB: sizes as an Italian reader writes them. */
export function fileSize(bytes: number): string {
  const format = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB` : `${format.format(bytes / 1024 / 1024)} MB`;
}

export interface SummaryContext {
  /** Store names by slug, for a spontaneous application's preferred store. */
  storeNames?: Record<string, string>;
  /** Files already saved (when changing an application), shown where no new file is chosen. */
  existingFiles?: ApplicationFile[];
  spontaneous: boolean;
}

/**
 * What the applicant checks before sending: every answer of every step in plain Italian, grouped
 * by step, with empty optional answers left out (a required one reads '—').
 */
export function summarySections(formValues: ApplicationValues, context: SummaryContext): SummarySection[] {
  const values = valuesToSend(formValues);
  const rows = (entries: [string, string][]) => entries.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
  const bySection: Record<Exclude<ApplicationStepId, 'riepilogo'>, SummaryRow[]> = {
    dati: rows([
      ...(context.spontaneous
        ? ([
            ['Area', POSITION_KIND_LABELS[values.area as PositionKind] ?? NOT_GIVEN],
            ['Punto vendita preferito', context.storeNames?.[text(values.preferredStore)] ?? ''],
          ] as [string, string][])
        : []),
      ['Nome e cognome', `${text(values.firstName)} ${text(values.lastName)}`.trim() || NOT_GIVEN],
      ['Email', text(values.email) || NOT_GIVEN],
      ['Telefono', text(values.phone) || NOT_GIVEN],
      ['Genere', GENDER_LABELS[values.gender as keyof typeof GENDER_LABELS] ?? NOT_GIVEN],
      [
        'Data di nascita',
        values.birthDay && values.birthMonth && values.birthYear
          ? `${String(values.birthDay).padStart(2, '0')}/${String(values.birthMonth).padStart(2, '0')}/${values.birthYear}`
          : NOT_GIVEN,
      ],
      ['Codice fiscale', text(values.taxCode).toUpperCase() || NOT_GIVEN],
      ['Paese di origine', text(values.countryOfOrigin) || NOT_GIVEN],
      [
        'Indirizzo',
        [text(values.address), [text(values.zip), text(values.city)].filter(Boolean).join(' '), text(values.province).toUpperCase()]
          .filter(Boolean)
          .join(', ') || NOT_GIVEN,
      ],
    ]),
    esperienze: rows([
      [
        'Selezione Iper negli ultimi 18 mesi',
        values.previousSelection === 'si'
          ? `Sì, ${monthYear(values.previousSelectionMonth, values.previousSelectionYear)}`.replace(/, $/, '')
          : yesNo(values.previousSelection),
      ],
      ['Ha già lavorato da noi', yesNo(values.workedHereBefore)],
      ['Lavora attualmente', yesNo(values.currentlyEmployed)],
      ['Professione o funzione', text(values.profession)],
      ['Città dell’azienda', text(values.companyCity)],
      ['Inizio', monthYear(values.jobStartMonth, values.jobStartYear)],
      ['Fine', monthYear(values.jobEndMonth, values.jobEndYear)],
    ]),
    formazione: rows([
      ['Titolo di studio', EDUCATION_LEVELS.find((level) => level.id === values.educationLevel)?.label ?? NOT_GIVEN],
      ['Laurea o master', text(values.degree)],
      ['Università', text(values.university)],
      ['Voto finale', text(values.grade) && text(values.gradeBase) ? `${text(values.grade)}/${text(values.gradeBase)}` : ''],
      ...([1, 2].map((n) => [
        `Lingua ${n}`,
        text(values[`language${n}`]) ? `${text(values[`language${n}`])} (${text(values[`language${n}Level`]) || NOT_GIVEN})` : '',
      ]) as [string, string][]),
    ]),
    disponibilita: rows([
      ['Domeniche e festivi', yesNo(values.sundayAvailability)],
      ['Trasferimento', yesNo(values.transferAvailability)],
      ['Patente di guida', yesNo(values.drivingLicence)],
      ['Auto propria', yesNo(values.ownCar)],
    ]),
    allegati: rows([
      ...APPLICATION_FILE_FIELDS.map((field): [string, string] => {
        const chosen = filesOf(values, field)[0];
        const existing = context.existingFiles?.find((file) => file.field === field);
        if (chosen) return [FILE_LABELS[field], `${chosen.name} (${fileSize(chosen.size)})`];
        if (existing) return [FILE_LABELS[field], `${existing.name} (${fileSize(existing.size)}, già inviato)`];
        return [FILE_LABELS[field], field === 'cv' ? NOT_GIVEN : ''];
      }),
      ['Profilo professionale', text(values.profileUrl)],
    ]),
  };
  return APPLICATION_STEPS.slice(0, -1).map((step, index) => ({
    step: index,
    title: step.title,
    rows: bySection[step.id as Exclude<ApplicationStepId, 'riepilogo'>],
  }));
}
