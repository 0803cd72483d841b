import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_FILE_RULES,
  detectFileType,
  readFileHead,
  type ApplicationFileField,
  type FieldIssue,
} from '@iper/contracts';

/** The form's values: text and choices, the date of birth as numbers, files as File lists. */
export type ApplicationValues = Record<string, unknown>;

/** Step titles are messages: the page shows them in its own language. */
export const APPLICATION_STEPS = [
  {
    id: 'dati',
    title: { id: 'careers.application.step.dati', defaultMessage: 'Dati personali' },
    fields: [
      'area',
      'preferredStore',
      'firstName',
      'lastName',
      'email',
      'phone',
      'gender',
      'birthDay',
      'birthMonth',
      'birthYear',
      'taxCode',
      'countryOfOrigin',
      'address',
      'zip',
      'city',
      'province',
    ],
  },
  {
    id: 'esperienze',
    title: { id: 'careers.application.step.esperienze', defaultMessage: 'Esperienze' },
    fields: [
      'previousSelection',
      'previousSelectionMonth',
      'previousSelectionYear',
      'workedHereBefore',
      'currentlyEmployed',
      'profession',
      'companyCity',
      'jobStartMonth',
      'jobStartYear',
      'jobEndMonth',
      'jobEndYear',
    ],
  },
  {
    id: 'formazione',
    title: { id: 'careers.application.step.formazione', defaultMessage: 'Formazione e lingue' },
    fields: [
      'educationLevel',
      'degree',
      'university',
      'grade',
      'gradeBase',
      'language1',
      'language1Level',
      'language2',
      'language2Level',
    ],
  },
  {
    id: 'disponibilita',
    title: { id: 'careers.application.step.disponibilita', defaultMessage: 'Disponibilità' },
    fields: ['sundayAvailability', 'transferAvailability', 'drivingLicence', 'ownCar'],
  },
  {
    id: 'allegati',
    title: { id: 'careers.application.step.allegati', defaultMessage: 'Allegati' },
    fields: ['cv', 'photo', 'video', 'profileUrl'],
  },
  {
    id: 'riepilogo',
    title: { id: 'careers.application.step.riepilogo', defaultMessage: 'Riepilogo e invio' },
    fields: ['privacy', 'positionSlug'],
  },
] as const;

export type ApplicationStepId = (typeof APPLICATION_STEPS)[number]['id'];
export const ATTACHMENTS_STEP = APPLICATION_STEPS.findIndex((step) => step.id === 'allegati');
export const SUMMARY_STEP = APPLICATION_STEPS.length - 1;

/** The step that shows a field (server issues send the applicant there); the summary for others. */
export function stepOfField(field: string): number {
  const index = APPLICATION_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(field),
  );
  return index === -1 ? SUMMARY_STEP : index;
}

/** The first step holding one of these issues, where the applicant is taken to fix them. */
export function firstStepWithIssue(issues: readonly FieldIssue[]): number {
  return Math.min(SUMMARY_STEP, ...issues.map((issue) => stepOfField(issue.path)));
}

function isFileField(name: string): name is ApplicationFileField {
  return (APPLICATION_FILE_FIELDS as readonly string[]).includes(name);
}

/** The files chosen for a field (the file field keeps a list; one file per field here). */
export function filesOf(values: ApplicationValues, field: ApplicationFileField): File[] {
  const value = values[field];
  return Array.isArray(value) ? (value as File[]) : [];
}

/**
 * The multipart body: every text value that is given, as text (the date of birth's numbers too),
 * and the one file of each file field. Fields the form hides (the end of a job still held) are
 * left out by the caller before.
 */
export function applicationBody(values: ApplicationValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (isFileField(key)) continue;
    if (value === undefined || value === null || value === '' || value === false) continue;
    body.append(key, String(value).trim());
  }
  for (const field of APPLICATION_FILE_FIELDS) {
    const file = filesOf(values, field)[0];
    if (file) body.append(field, file, file.name);
  }
  return body;
}

/**
 * What the form sends: conditional fields dropped when their question says they do not apply
 * (a date for a previous selection answered «No», the end of a job still held).
 */
export function valuesToSend(values: ApplicationValues): ApplicationValues {
  const sent = { ...values };
  if (sent.previousSelection !== 'si') {
    delete sent.previousSelectionMonth;
    delete sent.previousSelectionYear;
  }
  if (sent.currentlyEmployed === 'si') {
    delete sent.jobEndMonth;
    delete sent.jobEndYear;
  }
  return sent;
}

/**
 * Whether a file's content is of a type its field accepts, by its first bytes: a program renamed
 * cv.pdf is caught in the browser, before it is sent (the server checks again).
 */
export async function hasAcceptedContent(
  file: Blob,
  field: ApplicationFileField,
): Promise<boolean> {
  const type = detectFileType(await readFileHead(file));
  return type !== undefined && APPLICATION_FILE_RULES[field].types.includes(type);
}
