/**
 * The generic rules of SPEC §5, with the meaning of FormKit's rules of the same name. Where FormKit
 * is loose in a way that would let a wrong value through, the rule is stricter, and says so:
 * - strings are compared in Unicode NFC and lengths count characters, not UTF-16 units;
 * - numbers typed as strings ('5') work wherever numbers do, blank strings are not numbers;
 * - `between`, `length` and `date_between` accept their bounds in either order;
 * - `date_format` also refuses days that do not exist (31/02/2026).
 */
import { ACCEPTED_VALUES, DEFAULT_URL_PROTOCOLS } from './constants';
import { isEmpty, toNumber, toText, toTimestamp } from './values';

export interface RuleContext {
  /** The form's values, for rules that read another field (`confirm`). */
  values: Record<string, unknown>;
  /** The field's own name. */
  name: string | undefined;
}

export type RuleFunction = (value: unknown, args: string[], context: RuleContext) => boolean;

const LETTERS = { default: /^\p{L}+$/u, latin: /^[a-z]+$/i };
const LETTERS_AND_SPACES = { default: /^[\p{L} ]+$/u, latin: /^[a-z ]+$/i };
const LETTERS_AND_DIGITS = { default: /^[0-9\p{L}]+$/u, latin: /^[0-9a-z]+$/i };

function matchesSet(
  sets: { default: RegExp; latin: RegExp },
  value: unknown,
  set: string | undefined,
) {
  const text = toText(value);
  return text !== undefined && (set === 'latin' ? sets.latin : sets.default).test(text);
}

/** FormKit's email pattern: a plausible address, not an RFC 5322 parser. */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@(([^<>()[\]\\.,;:\s@"]+\.)+[^<>()[\]\\.,;:\s@"]{2,})$/i;

const CONFIRM_SUFFIX = /_confirm(?:ed)?$/;

const DATE_TOKENS: Record<string, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MM: '(0[1-9]|1[012])',
  M: '([1-9]|1[012])',
  DD: '([012][0-9]|3[01])',
  D: '([012]?[0-9]|3[01])',
};

/** A regular expression for a format such as 'DD/MM/YYYY', with the tokens in the order met. */
function formatPattern(format: string): { pattern: RegExp; tokens: string[] } {
  const tokens: string[] = [];
  let source = '';
  for (let i = 0; i < format.length;) {
    const token = ['YYYY', 'YY', 'MM', 'DD', 'M', 'D'].find((candidate) =>
      format.startsWith(candidate, i),
    );
    if (token) {
      tokens.push(token);
      source += DATE_TOKENS[token];
      i += token.length;
    } else {
      source += format[i]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      i += 1;
    }
  }
  return { pattern: new RegExp(`^${source}$`), tokens };
}

function matchesDateFormat(text: string, format: string): boolean {
  const { pattern, tokens } = formatPattern(format);
  const match = pattern.exec(text);
  if (!match) return false;
  const parts: Record<string, number> = {};
  tokens.forEach((token, index) => (parts[token[0]!] = Number(match[index + 1])));
  const { D: day, M: month } = parts;
  if (day === undefined || month === undefined) return true;
  // A two-digit year cannot tell 29/02 apart; a leap year (2000) lets it through.
  const year = parts.Y ?? 2000;
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return day >= 1 && date.getMonth() === month - 1 && date.getDate() === day;
}

function numericBounds(a: unknown, b: unknown): [number, number] | undefined {
  const from = toNumber(a);
  const to = toNumber(b);
  if (Number.isNaN(from) || Number.isNaN(to)) return undefined;
  return from <= to ? [from, to] : [to, from];
}

function sameValue(item: string, value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value) === item
    : false;
}

function lengthOf(value: unknown): number | undefined {
  const text = toText(value);
  if (text !== undefined) return [...text].length;
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return undefined;
}

function toRegExp(pattern: string): RegExp | undefined {
  const match = /^\/(.+)\/([imsu]*)$/s.exec(pattern);
  return match ? new RegExp(match[1]!, match[2]) : undefined;
}

export const RULES: Record<string, RuleFunction> = {
  accepted: (value) => ACCEPTED_VALUES.includes(value),
  alpha: (value, [set]) => matchesSet(LETTERS, value, set),
  alpha_spaces: (value, [set]) => matchesSet(LETTERS_AND_SPACES, value, set),
  alphanumeric: (value, [set]) => matchesSet(LETTERS_AND_DIGITS, value, set),
  between: (value, [from, to]) => {
    const bounds = numericBounds(from, to);
    const number = toNumber(value);
    return (
      bounds !== undefined && !Number.isNaN(number) && number >= bounds[0] && number <= bounds[1]
    );
  },
  confirm: (value, [address, comparison = 'loose'], { values, name }) => {
    const other =
      address ||
      (name && (CONFIRM_SUFFIX.test(name) ? name.replace(CONFIRM_SUFFIX, '') : `${name}_confirm`));
    if (!other) return false;
    const otherValue = values[other];
    // FormKit's default comparison is loose: '1' matches 1.
    return comparison === 'strict' ? value === otherValue : value == otherValue;
  },
  date_after: (value, [compare]) => {
    const time = toTimestamp(value);
    const limit = compare ? toTimestamp(compare) : Date.now();
    return !Number.isNaN(time) && !Number.isNaN(limit) && time > limit;
  },
  date_before: (value, [compare]) => {
    const time = toTimestamp(value);
    const limit = compare ? toTimestamp(compare) : Date.now();
    return !Number.isNaN(time) && !Number.isNaN(limit) && time < limit;
  },
  date_between: (value, [first, second]) => {
    const time = toTimestamp(value);
    let from = first ? toTimestamp(first) : Number.NaN;
    let to = second ? toTimestamp(second) : Number.NaN;
    // As in FormKit, one date means "from now until then".
    if (!Number.isNaN(from) && !second) [from, to] = [Date.now(), from];
    if ([time, from, to].some(Number.isNaN)) return false;
    if (from > to) [from, to] = [to, from];
    return time >= from && time <= to;
  },
  date_format: (value, [format]) => {
    const text = toText(value);
    if (text === undefined) return value instanceof Date && !Number.isNaN(value.getTime());
    return format ? matchesDateFormat(text, format) : !Number.isNaN(toTimestamp(text));
  },
  email: (value) => typeof value === 'string' && EMAIL.test(value),
  ends_with: (value, stack) => {
    const text = toText(value);
    return text !== undefined && (stack.length === 0 || stack.some((item) => text.endsWith(item)));
  },
  is: (value, stack) => stack.some((item) => sameValue(item, value)),
  length: (value, [first = '0', second]) => {
    const a = Number.parseInt(first, 10);
    const b =
      second === undefined || Number.isNaN(Number.parseInt(second, 10))
        ? Infinity
        : Number.parseInt(second, 10);
    const [min, max] = a <= b ? [a, b] : [b, a];
    const length = lengthOf(value);
    return length !== undefined && length >= min && length <= max;
  },
  matches: (value, stack) =>
    stack.some((pattern) => {
      const regex = toRegExp(pattern);
      if (regex) return regex.test(toText(value) ?? String(value));
      return sameValue(pattern, value);
    }),
  max: (value, [maximum = '10']) =>
    Array.isArray(value) ? value.length <= toNumber(maximum) : toNumber(value) <= toNumber(maximum),
  min: (value, [minimum = '1']) =>
    Array.isArray(value) ? value.length >= toNumber(minimum) : toNumber(value) >= toNumber(minimum),
  not: (value, stack) => !stack.some((item) => sameValue(item, value)),
  number: (value) => !Number.isNaN(toNumber(value)),
  required: (value, [action]) =>
    action === 'trim' && typeof value === 'string' ? value.trim() !== '' : !isEmpty(value),
  starts_with: (value, stack) => {
    const text = toText(value);
    return (
      text !== undefined && (stack.length === 0 || stack.some((item) => text.startsWith(item)))
    );
  },
  url: (value, protocols) => {
    const allowed = protocols.length
      ? protocols.map((protocol) =>
          (protocol.endsWith(':') ? protocol : `${protocol}:`).toLowerCase(),
        )
      : DEFAULT_URL_PROTOCOLS;
    try {
      return allowed.includes(new URL(String(value)).protocol);
    } catch {
      return false;
    }
  },
};

export type RuleName = keyof typeof RULES;
