import { z } from 'zod';
import { optionalText } from './form-text';
import { APPLICATION_FILE_FIELDS, APPLICATION_FILE_TYPES } from './careers-files';
import {
  EDUCATION_LEVELS,
  GENDERS,
  LANGUAGE_LEVELS,
  YES_NO,
  applicationRuleIssues,
  type FieldIssue,
} from './careers-answers';
import { PositionKindSchema, PositionSlugSchema } from './careers-position-schemas';

// --- Applications: fields -----------------------------------------------------------------------

const educationIds = EDUCATION_LEVELS.map((level) => level.id) as unknown as readonly [
  string,
  ...string[],
];

const MONTHS = z.string().regex(/^(0?[1-9]|1[0-2])$/, 'Scegli il mese.');
const YEAR = z.string().regex(/^(19|20)\d{2}$/, "Scegli l'anno.");

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} è obbligatorio.` })
    .trim()
    .min(1, `${label} è obbligatorio.`)
    .max(max, `Massimo ${max} caratteri.`);
const yesNo = (message: string) => z.enum(YES_NO, { message });

/**
 * Every field of SPEC §3 Job application, as the form sends them (multipart text fields). The tax
 * code's shape is checked here; whether it belongs to the person is checked by the server with
 * `isValidTaxCode` (@iper/validation), as the browser does.
 */
export const JobApplicationFieldsSchema = z
  .object({
    /** The position applied for; absent for a spontaneous application. */
    positionSlug: PositionSlugSchema.optional(),
    /** What a spontaneous application is for. */
    area: PositionKindSchema.optional(),
    /** Preferred store (slug) of a spontaneous application. */
    preferredStore: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'Scegli un punto vendita.')
      .max(80)
      .optional(),

    firstName: text('Il nome', 60),
    lastName: text('Il cognome', 60),
    email: z
      .string({ message: "L'email è obbligatoria." })
      .trim()
      .toLowerCase()
      .max(254)
      .email('Inserisci un indirizzo email valido.'),
    phone: z
      .string({ message: 'Il telefono è obbligatorio.' })
      .trim()
      .regex(/^\+?[0-9 ]{6,20}$/, 'Inserisci un numero di telefono valido.'),
    gender: z.enum(GENDERS, { message: 'Indica il genere.' }),
    taxCode: z
      .string({ message: 'Il codice fiscale è obbligatorio.' })
      .trim()
      .toUpperCase()
      .length(16, 'Codice fiscale non valido'),
    birthDay: z
      .string({ message: 'Indica la data di nascita.' })
      .regex(/^(0?[1-9]|[12]\d|3[01])$/, 'Indica la data di nascita.'),
    birthMonth: MONTHS,
    birthYear: YEAR,
    countryOfOrigin: text('Il paese di origine', 60),
    address: text("L'indirizzo", 120),
    zip: z
      .string({ message: 'Il CAP è obbligatorio.' })
      .trim()
      .regex(/^\d{5}$/, 'Il CAP ha 5 cifre.'),
    city: text('Il comune', 80),
    province: z
      .string({ message: 'La provincia è obbligatoria.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Indica la sigla della provincia (es. MI).'),

    previousSelection: yesNo('Rispondi sì o no.'),
    previousSelectionMonth: MONTHS.optional(),
    previousSelectionYear: YEAR.optional(),
    workedHereBefore: yesNo('Rispondi sì o no.'),
    currentlyEmployed: yesNo('Rispondi sì o no.'),
    companyCity: optionalText(80),
    jobStartMonth: MONTHS.optional(),
    jobStartYear: YEAR.optional(),
    jobEndMonth: MONTHS.optional(),
    jobEndYear: YEAR.optional(),
    profession: optionalText(80),

    educationLevel: z.enum(educationIds, { message: 'Scegli il titolo di studio.' }),
    degree: optionalText(120),
    university: optionalText(120),
    grade: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'Il voto è un numero intero.')
      .optional(),
    gradeBase: z.string().optional(),
    language1: optionalText(40),
    language1Level: z.enum(LANGUAGE_LEVELS, { message: 'Scegli il livello.' }).optional(),
    language2: optionalText(40),
    language2Level: z.enum(LANGUAGE_LEVELS, { message: 'Scegli il livello.' }).optional(),

    sundayAvailability: yesNo('Rispondi sì o no.'),
    transferAvailability: yesNo('Rispondi sì o no.'),
    drivingLicence: yesNo('Rispondi sì o no.'),
    ownCar: yesNo('Rispondi sì o no.'),
    profileUrl: z
      .string()
      .trim()
      .max(300, 'Massimo 300 caratteri.')
      .regex(
        /^https?:\/\/[^\s/$.?#].[^\s]*$/i,
        'Inserisci un indirizzo che inizia con http:// o https://.',
      )
      .optional(),

    privacy: z.literal(true, {
      message: "Per inviare la candidatura devi dichiarare di aver letto l'informativa privacy.",
    }),
  })
  .strict();
export type JobApplicationFields = z.infer<typeof JobApplicationFieldsSchema>;
export type JobApplicationFieldName = keyof z.input<typeof JobApplicationFieldsSchema>;

export type JobApplicationValidation =
  { success: true; data: JobApplicationFields } | { success: false; issues: FieldIssue[] };

/**
 * Validates the text fields (browser and server alike) and names every invalid field at once, the
 * rules across fields included. The tax code check against the person is the caller's (it needs
 * @iper/validation).
 */
export function validateJobApplication(
  input: Record<string, unknown>,
  today: Date = new Date(),
): JobApplicationValidation {
  const parsed = JobApplicationFieldsSchema.safeParse(input);
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.join('.') || 'form',
        message: issue.message,
      }));
  for (const issue of applicationRuleIssues(input, today)) {
    if (!issues.some((existing) => existing.path === issue.path)) issues.push(issue);
  }
  if (parsed.success && issues.length === 0) return { success: true, data: parsed.data };
  return { success: false, issues };
}

// --- Applications: answers ----------------------------------------------------------------------

export const ApplicationFileSchema = z.object({
  field: z.enum(APPLICATION_FILE_FIELDS),
  name: z.string(),
  type: z.enum(APPLICATION_FILE_TYPES),
  size: z.number().int(),
});
export type ApplicationFile = z.infer<typeof ApplicationFileSchema>;

export const ApplicationPositionSchema = z.object({
  slug: z.string(),
  kind: PositionKindSchema,
  title: z.string(),
  place: z.string(),
  open: z.boolean(),
});

/** 201 of POST /api/careers/applications and 200 of PUT. */
export const ApplicationReceiptSchema = z.object({
  id: z.string().uuid(),
  reference: z.string().regex(/^CAND-\d{8}$/),
  email: z.string(),
  position: ApplicationPositionSchema.nullable(),
  files: z.array(ApplicationFileSchema),
});
export type ApplicationReceipt = z.infer<typeof ApplicationReceiptSchema>;

export const ApplicationSummarySchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  position: ApplicationPositionSchema.nullable(),
  area: PositionKindSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** SPEC §6: an application can be changed while its position is open (a spontaneous one always). */
  editable: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

export const MyApplicationsResponseSchema = z.object({
  applications: z.array(ApplicationSummarySchema),
});
export type MyApplicationsResponse = z.infer<typeof MyApplicationsResponseSchema>;

/** The stored fields as the form takes them back (text values; privacy was given). */
export const ApplicationDetailSchema = ApplicationSummarySchema.extend({
  fields: z.record(z.string(), z.string()),
  files: z.array(ApplicationFileSchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

export const ApplicationParamsSchema = z.object({ id: z.string().uuid() });
export const ApplicationFileParamsSchema = z.object({
  id: z.string().uuid(),
  field: z.enum(APPLICATION_FILE_FIELDS),
});
