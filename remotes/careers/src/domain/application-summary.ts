import {
  APPLICATION_FILE_FIELDS,
  EDUCATION_LEVELS,
  GENDER_LABELS,
  POSITION_KIND_LABELS,
  type ApplicationFile,
  type PositionKind,
} from '@iper/contracts';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import {
  APPLICATION_STEPS,
  filesOf,
  valuesToSend,
  type ApplicationStepId,
  type ApplicationValues,
} from './application-form';

export interface SummaryRow {
  label: string;
  value: string;
}

export interface SummarySection {
  step: number;
  title: string;
  rows: SummaryRow[];
}

/** The summary's labels and fixed answers, in the page's language. */
const TEXTS = {
  area: { id: 'careers.summary.area', defaultMessage: 'Area' },
  preferredStore: {
    id: 'careers.summary.preferredStore',
    defaultMessage: 'Punto vendita preferito',
  },
  name: { id: 'careers.summary.name', defaultMessage: 'Nome e cognome' },
  email: { id: 'careers.summary.email', defaultMessage: 'Email' },
  phone: { id: 'careers.summary.phone', defaultMessage: 'Telefono' },
  gender: { id: 'careers.summary.gender', defaultMessage: 'Genere' },
  birthDate: { id: 'careers.summary.birthDate', defaultMessage: 'Data di nascita' },
  taxCode: { id: 'careers.summary.taxCode', defaultMessage: 'Codice fiscale' },
  countryOfOrigin: { id: 'careers.summary.countryOfOrigin', defaultMessage: 'Paese di origine' },
  address: { id: 'careers.summary.address', defaultMessage: 'Indirizzo' },
  previousSelection: {
    id: 'careers.summary.previousSelection',
    defaultMessage: 'Selezione Iper negli ultimi 18 mesi',
  },
  workedHereBefore: {
    id: 'careers.summary.workedHereBefore',
    defaultMessage: 'Ha già lavorato da noi',
  },
  currentlyEmployed: {
    id: 'careers.summary.currentlyEmployed',
    defaultMessage: 'Lavora attualmente',
  },
  profession: { id: 'careers.summary.profession', defaultMessage: 'Professione o funzione' },
  companyCity: { id: 'careers.summary.companyCity', defaultMessage: 'Città dell’azienda' },
  jobStart: { id: 'careers.summary.jobStart', defaultMessage: 'Inizio' },
  jobEnd: { id: 'careers.summary.jobEnd', defaultMessage: 'Fine' },
  educationLevel: { id: 'careers.summary.educationLevel', defaultMessage: 'Titolo di studio' },
  degree: { id: 'careers.summary.degree', defaultMessage: 'Laurea o master' },
  university: { id: 'careers.summary.university', defaultMessage: 'Università' },
  grade: { id: 'careers.summary.grade', defaultMessage: 'Voto finale' },
  language: { id: 'careers.summary.language', defaultMessage: 'Lingua {number}' },
  sundays: { id: 'careers.summary.sundays', defaultMessage: 'Domeniche e festivi' },
  transfer: { id: 'careers.summary.transfer', defaultMessage: 'Trasferimento' },
  drivingLicence: { id: 'careers.summary.drivingLicence', defaultMessage: 'Patente di guida' },
  ownCar: { id: 'careers.summary.ownCar', defaultMessage: 'Auto propria' },
  cv: { id: 'careers.summary.cv', defaultMessage: 'Curriculum vitae' },
  photo: { id: 'careers.summary.photo', defaultMessage: 'Foto' },
  video: { id: 'careers.summary.video', defaultMessage: 'Video di presentazione' },
  profileUrl: { id: 'careers.summary.profileUrl', defaultMessage: 'Profilo professionale' },
  yes: { id: 'careers.summary.yes', defaultMessage: 'Sì' },
  no: { id: 'careers.summary.no', defaultMessage: 'No' },
  yesWhen: { id: 'careers.summary.yesWhen', defaultMessage: 'Sì, {when}' },
  alreadySent: {
    id: 'careers.summary.alreadySent',
    defaultMessage: '{name} ({size}, già inviato)',
  },
} satisfies Record<string, MessageDescriptor>;
const FILE_LABELS: Record<(typeof APPLICATION_FILE_FIELDS)[number], MessageDescriptor> = {
  cv: TEXTS.cv,
  photo: TEXTS.photo,
  video: TEXTS.video,
};
const NOT_GIVEN = '—';

function text(value: unknown): string {
  return value === undefined || value === null || String(value).trim() === ''
    ? ''
    : String(value).trim();
}

/** 12 KB, 1,4 MB: sizes as a reader of the page's language writes them (Italian by default). */
export function fileSize(bytes: number, locale = 'it-IT'): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${format.format(bytes / 1024 / 1024)} MB`;
}

export interface SummaryContext {
  /** Store names by slug, for a spontaneous application's preferred store. */
  storeNames?: Record<string, string>;
  /** Files already saved (when changing an application), shown where no new file is chosen. */
  existingFiles?: ApplicationFile[];
  spontaneous: boolean;
}

/**
 * What the applicant checks before sending: every answer of every step in plain words of the
 * page's language, grouped by step, with empty optional answers left out (a required one reads
 * '—'). Answers from fixed lists (gender, area, education) keep the lists' Italian names.
 */
export function summarySections(
  formValues: ApplicationValues,
  context: SummaryContext,
  intl: IntlShape,
): SummarySection[] {
  const values = valuesToSend(formValues);
  const t = (message: MessageDescriptor, parameters?: Record<string, string | number>) =>
    intl.formatMessage(message, parameters);
  const yesNo = (value: unknown) =>
    value === 'si' ? t(TEXTS.yes) : value === 'no' ? t(TEXTS.no) : NOT_GIVEN;
  const months = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
  const monthYear = (month: unknown, year: unknown) => {
    const index = Number(month);
    return index >= 1 && index <= 12 && text(year)
      ? `${months.format(Date.UTC(2000, index - 1, 1))} ${text(year)}`
      : '';
  };
  const size = (bytes: number) => fileSize(bytes, intl.locale);
  const rows = (entries: [string, string][]) =>
    entries.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
  const bySection: Record<Exclude<ApplicationStepId, 'riepilogo'>, SummaryRow[]> = {
    dati: rows([
      ...(context.spontaneous
        ? ([
            [t(TEXTS.area), POSITION_KIND_LABELS[values.area as PositionKind] ?? NOT_GIVEN],
            [t(TEXTS.preferredStore), context.storeNames?.[text(values.preferredStore)] ?? ''],
          ] as [string, string][])
        : []),
      [t(TEXTS.name), `${text(values.firstName)} ${text(values.lastName)}`.trim() || NOT_GIVEN],
      [t(TEXTS.email), text(values.email) || NOT_GIVEN],
      [t(TEXTS.phone), text(values.phone) || NOT_GIVEN],
      [t(TEXTS.gender), GENDER_LABELS[values.gender as keyof typeof GENDER_LABELS] ?? NOT_GIVEN],
      [
        t(TEXTS.birthDate),
        values.birthDay && values.birthMonth && values.birthYear
          ? `${String(values.birthDay).padStart(2, '0')}/${String(values.birthMonth).padStart(2, '0')}/${values.birthYear}`
          : NOT_GIVEN,
      ],
      [t(TEXTS.taxCode), text(values.taxCode).toUpperCase() || NOT_GIVEN],
      [t(TEXTS.countryOfOrigin), text(values.countryOfOrigin) || NOT_GIVEN],
      [
        t(TEXTS.address),
        [
          text(values.address),
          [text(values.zip), text(values.city)].filter(Boolean).join(' '),
          text(values.province).toUpperCase(),
        ]
          .filter(Boolean)
          .join(', ') || NOT_GIVEN,
      ],
    ]),
    esperienze: rows([
      [
        t(TEXTS.previousSelection),
        values.previousSelection === 'si'
          ? monthYear(values.previousSelectionMonth, values.previousSelectionYear)
            ? t(TEXTS.yesWhen, {
                when: monthYear(values.previousSelectionMonth, values.previousSelectionYear),
              })
            : t(TEXTS.yes)
          : yesNo(values.previousSelection),
      ],
      [t(TEXTS.workedHereBefore), yesNo(values.workedHereBefore)],
      [t(TEXTS.currentlyEmployed), yesNo(values.currentlyEmployed)],
      [t(TEXTS.profession), text(values.profession)],
      [t(TEXTS.companyCity), text(values.companyCity)],
      [t(TEXTS.jobStart), monthYear(values.jobStartMonth, values.jobStartYear)],
      [t(TEXTS.jobEnd), monthYear(values.jobEndMonth, values.jobEndYear)],
    ]),
    formazione: rows([
      [
        t(TEXTS.educationLevel),
        EDUCATION_LEVELS.find((level) => level.id === values.educationLevel)?.label ?? NOT_GIVEN,
      ],
      [t(TEXTS.degree), text(values.degree)],
      [t(TEXTS.university), text(values.university)],
      [
        t(TEXTS.grade),
        text(values.grade) && text(values.gradeBase)
          ? `${text(values.grade)}/${text(values.gradeBase)}`
          : '',
      ],
      ...([1, 2].map((n) => [
        t(TEXTS.language, { number: n }),
        text(values[`language${n}`])
          ? `${text(values[`language${n}`])} (${text(values[`language${n}Level`]) || NOT_GIVEN})`
          : '',
      ]) as [string, string][]),
    ]),
    disponibilita: rows([
      [t(TEXTS.sundays), yesNo(values.sundayAvailability)],
      [t(TEXTS.transfer), yesNo(values.transferAvailability)],
      [t(TEXTS.drivingLicence), yesNo(values.drivingLicence)],
      [t(TEXTS.ownCar), yesNo(values.ownCar)],
    ]),
    allegati: rows([
      ...APPLICATION_FILE_FIELDS.map((field): [string, string] => {
        const chosen = filesOf(values, field)[0];
        const existing = context.existingFiles?.find((file) => file.field === field);
        if (chosen) return [t(FILE_LABELS[field]), `${chosen.name} (${size(chosen.size)})`];
        if (existing)
          return [
            t(FILE_LABELS[field]),
            t(TEXTS.alreadySent, { name: existing.name, size: size(existing.size) }),
          ];
        return [t(FILE_LABELS[field]), field === 'cv' ? NOT_GIVEN : ''];
      }),
      [t(TEXTS.profileUrl), text(values.profileUrl)],
    ]),
  };
  return APPLICATION_STEPS.slice(0, -1).map((step, index) => ({
    step: index,
    title: t(step.title),
    rows: bySection[step.id as Exclude<ApplicationStepId, 'riepilogo'>],
  }));
}
