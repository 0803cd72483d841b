/** SPEC §5 and §9 constants of the rule engine, the tax code and attachments, named once. */

/** An Italian tax code (codice fiscale) has exactly 16 characters (SPEC §9). */
export const TAX_CODE_LENGTH = 16;
/** Month letters of the tax code, January to December (SPEC §5). */
export const TAX_CODE_MONTH_LETTERS = 'ABCDEHLMPRST';
/** Women's birth day is written plus 40 (SPEC §5). */
export const TAX_CODE_FEMALE_DAY_OFFSET = 40;
/**
 * Without a gender (or with 'u', "prefer not to say") the day, which encodes the gender, cannot be
 * checked: only surname, name, year and month are compared (SPEC §5).
 */
export const TAX_CODE_CHARS_COMPARED_WITHOUT_GENDER = 9;
/** Padding letter for short names (SPEC §5). */
export const TAX_CODE_PADDING = 'X';
/** Letters that stand for digits in a tax code changed for omocodia (0 to 9). */
export const TAX_CODE_OMOCODIA_LETTERS = 'LMNPQRSTUV';
export const TAX_CODE_INVALID_MESSAGE = 'Codice fiscale non valido';

/** Values the `accepted` rule takes as a yes (SPEC §5). */
export const ACCEPTED_VALUES: readonly unknown[] = ['yes', 'on', '1', 1, true, 'true'];
/** Protocols the `url` rule allows when given none (SPEC §5). */
export const DEFAULT_URL_PROTOCOLS: readonly string[] = ['http:', 'https:'];

/** Attachment limits are shown in MB; one MB here is 1024 × 1024 bytes, as file pickers count. */
export const BYTES_PER_MB = 1024 * 1024;

export type ValidationLocale = 'it' | 'en';
export const DEFAULT_VALIDATION_LOCALE: ValidationLocale = 'it';

/**
 * 'Form incomplete.' (SPEC §4), shown when a submit meets a blocking message. Here rather than with
 * the rule messages so the design system's catalogue can name it without bundling them.
 */
export const FORM_INCOMPLETE_MESSAGE: Record<ValidationLocale, string> = {
  it: 'Modulo incompleto.',
  en: 'Form incomplete.',
};
