/**
 * Rule strings in FormKit notation (SPEC §5): `required|length:5,10|?(300)matches:/^[0-9]+$/`.
 * Rules are separated by `|`, arguments by `,`; hints before a rule's name change how it runs:
 * `*` runs it even after an earlier rule failed, `+` runs it on an empty value, `?` makes its
 * message non-blocking and `(n)` debounces it by n ms.
 *
 * Unlike a plain split, a regular expression argument (`/.../`, optional flags) may itself hold
 * `|` and `,`: the scanner keeps it whole.
 */
export interface ParsedRule {
  name: string;
  args: string[];
  /** `*`: runs even when an earlier rule failed. */
  force: boolean;
  /** Cleared by `+`: the rule also runs on an empty value. */
  skipEmpty: boolean;
  /** Cleared by `?`: a failure shows a message that does not block the form. */
  blocking: boolean;
  /** `(n)`: milliseconds to wait after the last change before the message shows. */
  debounce: number;
}

const RULE = /^((?:[*+?]|\(\d+\))*)([a-zA-Z][a-zA-Z0-9_]*)$/;
const HINT = /[*+?]|\((\d+)\)/g;
const REGEX_FLAGS = /^[imsu]*/;

/** Index just past a `/regex/flags` opening at `start`, or -1 when no closing `/` fits. */
function regexEnd(input: string, start: number): number {
  for (let i = start + 1; i < input.length; i += 1) {
    const char = input[i];
    if (char === '\\') {
      i += 1;
    } else if (char === '/' && i > start + 1) {
      const flags = REGEX_FLAGS.exec(input.slice(i + 1))![0];
      const after = input[i + 1 + flags.length];
      if (after === undefined || after === '|' || after === ',') return i + 1 + flags.length;
    }
  }
  return -1;
}

/**
 * Splits `input` at `separator`, except inside a `/regex/` that opens where an argument starts
 * (right after one of `opensAfter`, or at the very start when `opensAfter` holds '') and closes at
 * a `/` followed by optional flags and a separator or the end. A lone `/` (a path such as
 * `/punti-vendita`) is plain text.
 */
function splitOutsideRegex(input: string, separator: string, opensAfter: string[]): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (char === separator) {
      parts.push(current);
      current = '';
      continue;
    }
    if (char === '/' && opensAfter.includes(current.trimEnd().at(-1) ?? '')) {
      const end = regexEnd(input, i);
      if (end !== -1) {
        current += input.slice(i, end);
        i = end - 1;
        continue;
      }
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

function parseHints(hints: string): Pick<
  ParsedRule,
  'force' | 'skipEmpty' | 'blocking' | 'debounce'
> & {
  given: Set<string>;
} {
  const result = {
    force: false,
    skipEmpty: true,
    blocking: true,
    debounce: 0,
    given: new Set<string>(),
  };
  for (const match of hints.matchAll(HINT)) {
    if (match[1] !== undefined) result.debounce = Number(match[1]);
    else if (match[0] === '*') result.force = true;
    else if (match[0] === '+') result.skipEmpty = false;
    else if (match[0] === '?') result.blocking = false;
    result.given.add(match[1] !== undefined ? '()' : match[0]);
  }
  return result;
}

/** Rules whose defaults differ from the hints' defaults (as in FormKit: `required` runs on empty). */
const RULE_DEFAULTS: Record<string, Partial<ParsedRule>> = {
  required: { skipEmpty: false },
};

export function parseRules(rules: string): ParsedRule[] {
  return splitOutsideRegex(rules, '|', [':', ','])
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      const head = (colon === -1 ? part : part.slice(0, colon)).trim();
      const rawArgs = colon === -1 ? '' : part.slice(colon + 1);
      const match = RULE.exec(head);
      if (!match) throw new Error(`Invalid validation rule "${part}"`);
      const { given, ...hints } = parseHints(match[1]!);
      const name = match[2]!;
      const defaults = RULE_DEFAULTS[name] ?? {};
      const args =
        colon === -1 ? [] : splitOutsideRegex(rawArgs, ',', [',', '']).map((arg) => arg.trim());
      return {
        name,
        args,
        ...hints,
        skipEmpty: given.has('+') ? false : (defaults.skipEmpty ?? hints.skipEmpty),
      };
    });
}
