// The help centre's contact form (SPEC §3 "Help contact form", §5 attachments, §8 feedback).
import { z } from 'zod';
import { calendarDate } from './calendar-date';
import { formInputFromText } from './form-input';
import { optionalText } from './form-text';

// ---------------------------------------------------------------------------------------------
// Help centre contact form (SPEC §3 "Help contact form", §5 attachments, §8 feedback).

export const HELP_THEMES = [
  { id: 'punto-vendita', label: 'Spesa in punto vendita' },
  { id: 'iper-drive', label: 'Iper Drive e spesa online' },
  { id: 'carta-vantaggi', label: 'Carta Vantaggi e coupon' },
  { id: 'gift-card', label: 'Gift card e virtual card' },
  { id: 'servizi', label: 'Servizi del punto vendita' },
  { id: 'altro', label: 'Altre richieste' },
] as const;
export const HELP_CATEGORIES = [
  { id: 'reclamo', label: 'Segnalazione di un problema' },
  { id: 'informazioni', label: 'Richiesta di informazioni' },
  { id: 'suggerimento', label: 'Suggerimento' },
  { id: 'ringraziamento', label: 'Ringraziamento' },
] as const;
export const HELP_SERVICES = [
  { id: 'parafarmacia', label: 'Parafarmacia' },
  { id: 'ottica', label: 'Ottica' },
  { id: 'ricariche-pagamenti', label: 'Ricariche e pagamenti' },
  { id: 'ristorazione', label: 'Ristorazione' },
  { id: 'distributore', label: 'Distributore di carburante' },
  { id: 'lavanderia', label: 'Lavanderia' },
  { id: 'stampa-foto', label: 'Stampa foto' },
  { id: 'consegna-domicilio', label: 'Consegna a domicilio' },
] as const;

/** SPEC §9: the help form asks for the last 13 digits of the card. */
export const HELP_CARD_DIGITS = 13;
/** Largest attachment accepted, in MB (shown to the user with the error). */
export const HELP_ATTACHMENT_MAX_MB = 5;
export const HELP_ATTACHMENT_MAX_BYTES = HELP_ATTACHMENT_MAX_MB * 1024 * 1024;
/** The three photos of SPEC §3: receipt, product, store. */
export const HELP_ATTACHMENT_FIELDS = ['receiptPhoto', 'productPhoto', 'storePhoto'] as const;
export type HelpAttachmentField = (typeof HELP_ATTACHMENT_FIELDS)[number];
export const HELP_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type HelpAttachmentType = (typeof HELP_ATTACHMENT_TYPES)[number];

/**
 * SPEC §5: an attachment of another format or over the limit gets 'Formato non supportato / File
 * troppo grande', with the largest size in MB (the same words the form engine's file field uses).
 */
export const HELP_ATTACHMENT_ERROR = `Formato non supportato / File troppo grande (max ${HELP_ATTACHMENT_MAX_MB} MB)`;

const themeIds = HELP_THEMES.map((theme) => theme.id) as [string, ...string[]];
const categoryIds = HELP_CATEGORIES.map((category) => category.id) as [string, ...string[]];
const serviceIds = HELP_SERVICES.map((service) => service.id) as [string, ...string[]];

/** An 11-digit partita IVA or a 16-character codice fiscale (its shape; the check digit is not verified). */
const VAT_OR_FISCAL_CODE = /^(\d{11}|[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z])$/i;

/**
 * The text fields of the contact form, validated the same way in the browser and on the server.
 * Which fields are required depends on the theme: an order number for Iper Drive, a store for a
 * visit to a store, a service for the store's services.
 */
export const HelpRequestFieldsSchema = z
  .object({
    theme: z.enum(themeIds, { message: 'Scegli un argomento.' }),
    category: z.enum(categoryIds, { message: 'Scegli il tipo di richiesta.' }),
    service: z.enum(serviceIds, { message: 'Scegli un servizio.' }).optional(),
    orderNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,20}$/, "Il numero d'ordine ha da 6 a 20 lettere o cifre.")
      .optional(),
    date: calendarDate('Inserisci una data valida.').optional(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Inserisci un orario valido (hh:mm).')
      .optional(),
    name: z.string().trim().min(1, 'Il nome è obbligatorio.').max(60, 'Massimo 60 caratteri.'),
    surname: z
      .string()
      .trim()
      .min(1, 'Il cognome è obbligatorio.')
      .max(60, 'Massimo 60 caratteri.'),
    email: z.string().trim().toLowerCase().email('Inserisci un indirizzo email valido.').max(254),
    businessName: optionalText(120),
    vatOrFiscalCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(VAT_OR_FISCAL_CODE, 'Partita IVA o codice fiscale non valido.')
      .optional(),
    cardLast13: z
      .string()
      .trim()
      .regex(
        new RegExp(`^\\d{${HELP_CARD_DIGITS}}$`),
        `Inserisci le ultime ${HELP_CARD_DIGITS} cifre della carta.`,
      )
      .optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{6,20}$/, 'Inserisci un numero di telefono valido.')
      .optional(),
    store: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Scegli un punto vendita.')
      .optional(),
    message: z
      .string()
      .trim()
      .min(10, 'Descrivi la tua richiesta in almeno 10 caratteri.')
      .max(2000, 'Massimo 2000 caratteri.'),
    privacy: z.literal(true, {
      message: "Per inviare la richiesta devi dichiarare di aver letto l'informativa privacy.",
    }),
  })
  .strict()
  .superRefine((value, context) => {
    for (const issue of themeRequiredIssues(value))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type HelpRequestFields = z.infer<typeof HelpRequestFieldsSchema>;

/** The fields a theme makes required: an order number for Iper Drive, a store, a service. */
function themeRequiredIssues(value: Record<string, unknown>): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const required = (path: string, message: string) => {
    if (!value[path]) issues.push({ path, message });
  };
  if (value.theme === 'iper-drive') required('orderNumber', "Inserisci il numero d'ordine.");
  if (value.theme === 'punto-vendita') required('store', 'Scegli un punto vendita.');
  if (value.theme === 'servizi') required('service', 'Scegli un servizio.');
  return issues;
}

export type HelpRequestValidation =
  | { success: true; data: HelpRequestFields }
  | { success: false; issues: { path: string; message: string }[] };

/**
 * Validates the contact form (browser and server alike) and names every invalid field at once:
 * the fields a theme requires are reported even when other fields are invalid too.
 */
export function validateHelpRequest(input: Record<string, unknown>): HelpRequestValidation {
  const parsed = HelpRequestFieldsSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  for (const issue of themeRequiredIssues(input)) {
    if (!issues.some((existing) => existing.path === issue.path)) issues.push(issue);
  }
  return { success: false, issues };
}
export type HelpRequestInput = z.input<typeof HelpRequestFieldsSchema>;

/** 201 of POST /api/content/help-requests. */
export const HelpRequestReceiptSchema = z.object({
  id: z.string().regex(/^SEG-\d{8}$/),
  attachments: z.array(
    z.object({
      field: z.enum(HELP_ATTACHMENT_FIELDS),
      type: z.enum(HELP_ATTACHMENT_TYPES),
      size: z.number().int(),
    }),
  ),
});
export type HelpRequestReceipt = z.infer<typeof HelpRequestReceiptSchema>;

/** SPEC §8 feedback messages of the contact form. */
export const HELP_FEEDBACK = {
  success: 'La tua segnalazione è stata presa in carico',
  failure: 'Qualcosa è andato storto. Prova più tardi o contattaci',
} as const;

/** The help form's text fields made ready for its schema (see formInputFromText). */
export const helpRequestInputFromText = formInputFromText;
