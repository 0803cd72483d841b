/**
 * Validation messages in Italian (default) and English, with the field's label (SPEC §5: 'Please
 * enter a valid email address.', '{Name} is required.', default 'This field is not valid.').
 * The English ones are FormKit's; the Italian ones are written for Italian shoppers and name the
 * field as "Il campo …", which agrees with any label whatever its gender.
 */
import type { ValidationLocale } from './constants';

export interface MessageContext {
  /** The field's label or, without one, its name; undefined when neither is known. */
  label: string | undefined;
  args: string[];
  value: unknown;
}

type MessageFunction = (context: MessageContext) => string;
type Catalog = Record<string, MessageFunction> & { default: MessageFunction };

// Built on first use (design-system's onFirstUse explains why; this library depends on nothing).
const DATE_FORMATS: Record<ValidationLocale, () => Intl.DateTimeFormat> = {
  it: () => new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }),
  en: () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
};
const dateFormats: Partial<Record<ValidationLocale, Intl.DateTimeFormat>> = {};

function showDate(locale: ValidationLocale, value: string | undefined): string {
  const time =
    value === undefined
      ? Number.NaN
      : Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00` : value);
  return Number.isNaN(time)
    ? String(value)
    : (dateFormats[locale] ??= DATE_FORMATS[locale]()).format(time);
}

function list(items: string[], conjunction: string): string {
  const quoted = items.map((item) => `“${item}”`);
  if (quoted.length < 2) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted.at(-1)}`;
}

function lengthBounds(args: string[]): [number, number] {
  const a = Number.parseInt(args[0] ?? '0', 10) || 0;
  const parsed = Number.parseInt(args[1] ?? '', 10);
  const b = Number.isNaN(parsed) ? Infinity : parsed;
  return a <= b ? [a, b] : [b, a];
}

function numberBounds(args: string[]): [string, string] | undefined {
  const [a, b] = args.map(Number);
  if (a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b)) return undefined;
  return a <= b ? [String(a), String(b)] : [String(b), String(a)];
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const it = (() => {
  const field = (label: string | undefined) => (label ? `Il campo ${label}` : 'Questo campo');
  const date = (value: string | undefined) => showDate('it', value);
  const misconfigured = 'Questo campo è configurato in modo errato e non può essere inviato.';
  const catalog: Catalog = {
    default: () => 'Questo campo non è valido.',
    accepted: ({ label }) =>
      label ? `Per proseguire devi accettare: ${label}.` : 'Per proseguire devi accettare.',
    alpha: ({ label }) => `${field(label)} può contenere solo lettere.`,
    alpha_spaces: ({ label }) => `${field(label)} può contenere solo lettere e spazi.`,
    alphanumeric: ({ label }) => `${field(label)} può contenere solo lettere e numeri.`,
    between: ({ label, args }) => {
      const bounds = numberBounds(args);
      return bounds
        ? `${field(label)} deve essere compreso tra ${bounds[0]} e ${bounds[1]}.`
        : misconfigured;
    },
    confirm: ({ label }) => `${field(label)} non corrisponde.`,
    date_after: ({ label, args }) =>
      args[0]
        ? `${field(label)} deve contenere una data successiva al ${date(args[0])}.`
        : `${field(label)} deve contenere una data futura.`,
    date_before: ({ label, args }) =>
      args[0]
        ? `${field(label)} deve contenere una data precedente al ${date(args[0])}.`
        : `${field(label)} deve contenere una data passata.`,
    date_between: ({ label, args }) =>
      args[1]
        ? `${field(label)} deve contenere una data compresa tra il ${date(args[0])} e il ${date(args[1])}.`
        : `${field(label)} deve contenere una data compresa tra oggi e il ${date(args[0])}.`,
    date_format: ({ label, args }) =>
      args[0]
        ? `${field(label)} non contiene una data valida: usa il formato ${args[0]}.`
        : `${field(label)} non contiene una data valida.`,
    email: () => 'Inserisci un indirizzo email valido.',
    ends_with: ({ label, args }) => `${field(label)} deve terminare con ${list(args, 'o')}.`,
    is: ({ label }) => `${field(label)} non contiene un valore consentito.`,
    length: ({ label, args }) => {
      const [min, max] = lengthBounds(args);
      if (min === 1 && max === Infinity)
        return `${field(label)} deve contenere almeno un carattere.`;
      if (min === 0) return `${field(label)} può contenere al massimo ${max} caratteri.`;
      if (min === max) return `${field(label)} deve contenere esattamente ${max} caratteri.`;
      if (max === Infinity) return `${field(label)} deve contenere almeno ${min} caratteri.`;
      return `${field(label)} deve contenere tra ${min} e ${max} caratteri.`;
    },
    matches: ({ label }) => `${field(label)} non contiene un valore consentito.`,
    max: ({ label, args, value }) =>
      Array.isArray(value)
        ? `${field(label)} può contenere al massimo ${args[0] ?? 10} elementi.`
        : `${field(label)} deve essere minore o uguale a ${args[0] ?? 10}.`,
    min: ({ label, args, value }) =>
      Array.isArray(value)
        ? `${field(label)} deve contenere almeno ${args[0] ?? 1} elementi.`
        : `${field(label)} deve essere maggiore o uguale a ${args[0] ?? 1}.`,
    not: ({ label, value }) =>
      label
        ? `“${String(value)}” non è un valore consentito per il campo ${label}.`
        : `“${String(value)}” non è un valore consentito.`,
    number: ({ label }) => `${field(label)} deve essere un numero.`,
    required: ({ label }) => `${field(label)} è obbligatorio.`,
    starts_with: ({ label, args }) => `${field(label)} deve iniziare con ${list(args, 'o')}.`,
    url: () => 'Inserisci un URL valido.',
  };
  return catalog;
})();

const en = (() => {
  const field = (label: string | undefined) => (label ? sentence(label) : 'This field');
  const date = (value: string | undefined) => showDate('en', value);
  const misconfigured = 'This field was configured incorrectly and can’t be submitted.';
  const catalog: Catalog = {
    default: () => 'This field is not valid.',
    accepted: ({ label }) => (label ? `Please accept the ${label}.` : 'Please accept this field.'),
    alpha: ({ label }) => `${field(label)} can only contain alphabetical characters.`,
    alpha_spaces: ({ label }) => `${field(label)} can only contain letters and spaces.`,
    alphanumeric: ({ label }) => `${field(label)} can only contain letters and numbers.`,
    between: ({ label, args }) => {
      const bounds = numberBounds(args);
      return bounds
        ? `${field(label)} must be between ${bounds[0]} and ${bounds[1]}.`
        : misconfigured;
    },
    confirm: ({ label }) => `${field(label)} does not match.`,
    date_after: ({ label, args }) =>
      args[0]
        ? `${field(label)} must be after ${date(args[0])}.`
        : `${field(label)} must be in the future.`,
    date_before: ({ label, args }) =>
      args[0]
        ? `${field(label)} must be before ${date(args[0])}.`
        : `${field(label)} must be in the past.`,
    date_between: ({ label, args }) =>
      args[1]
        ? `${field(label)} must be between ${date(args[0])} and ${date(args[1])}.`
        : `${field(label)} must be between today and ${date(args[0])}.`,
    date_format: ({ label, args }) =>
      args[0]
        ? `${field(label)} is not a valid date, please use the format ${args[0]}.`
        : `${field(label)} is not a valid date.`,
    email: () => 'Please enter a valid email address.',
    ends_with: ({ label, args }) => `${field(label)} doesn’t end with ${list(args, 'or')}.`,
    is: ({ label }) => `${field(label)} is not an allowed value.`,
    length: ({ label, args }) => {
      const [min, max] = lengthBounds(args);
      if (min === 1 && max === Infinity) return `${field(label)} must be at least one character.`;
      if (min === 0) return `${field(label)} must be less than or equal to ${max} characters.`;
      if (min === max) return `${field(label)} should be ${max} characters long.`;
      if (max === Infinity)
        return `${field(label)} must be greater than or equal to ${min} characters.`;
      return `${field(label)} must be between ${min} and ${max} characters.`;
    },
    matches: ({ label }) => `${field(label)} is not an allowed value.`,
    max: ({ label, args, value }) =>
      Array.isArray(value)
        ? `Cannot have more than ${args[0] ?? 10} ${label ?? 'items'}.`
        : `${field(label)} must be no more than ${args[0] ?? 10}.`,
    min: ({ label, args, value }) =>
      Array.isArray(value)
        ? `Cannot have fewer than ${args[0] ?? 1} ${label ?? 'items'}.`
        : `${field(label)} must be at least ${args[0] ?? 1}.`,
    not: ({ label, value }) => `“${String(value)}” is not an allowed ${label ?? 'value'}.`,
    number: ({ label }) => `${field(label)} must be a number.`,
    required: ({ label }) => `${field(label)} is required.`,
    starts_with: ({ label, args }) => `${field(label)} doesn’t start with ${list(args, 'or')}.`,
    url: () => 'Please enter a valid URL.',
  };
  return catalog;
})();

const CATALOGS: Record<ValidationLocale, Catalog> = { it, en };

export function ruleMessage(
  locale: ValidationLocale,
  rule: string,
  context: MessageContext,
): string {
  const catalog = CATALOGS[locale];
  return (catalog[rule] ?? catalog.default)(context);
}

export { FORM_INCOMPLETE_MESSAGE } from './constants';
