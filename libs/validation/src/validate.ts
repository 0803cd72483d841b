import { DEFAULT_VALIDATION_LOCALE, type ValidationLocale } from './constants';
import { ruleMessage } from './messages';
import { parseRules, type ParsedRule } from './parse-rules';
import { RULES } from './rules';
import { isEmpty } from './values';

export interface ValidateOptions {
  /** The form's other fields, for rules that compare with them (`confirm`). */
  values?: Record<string, unknown>;
  /** The field's own name: `confirm` derives the other field from it. */
  name?: string;
  /** The label shown in messages; the name stands in when there is none. */
  label?: string;
  locale?: ValidationLocale;
}

export interface ValidationMessage {
  rule: string;
  /** Blocking messages keep the form from being submitted; `?` rules only advise. */
  blocking: boolean;
  text: string;
}

export interface ValidationResult {
  /** True when no blocking message is left. */
  valid: boolean;
  messages: ValidationMessage[];
}

const parsedCache = new Map<string, ParsedRule[]>();

/** Parses once per rule string: fields validate on every keystroke. */
export function parsedRules(rules: string): ParsedRule[] {
  let parsed = parsedCache.get(rules);
  if (!parsed) {
    parsed = parseRules(rules);
    for (const rule of parsed) {
      if (!(rule.name in RULES))
        throw new Error(`Unknown validation rule "${rule.name}" in "${rules}"`);
    }
    parsedCache.set(rules, parsed);
  }
  return parsed;
}

/**
 * Runs a rule string against a value, the way FormKit runs a field's validation: in order; a rule
 * is skipped on an empty value unless it is `required` or has `+`; after the first failure only
 * `*` rules still run.
 */
export function validate(
  rules: string,
  value: unknown,
  options: ValidateOptions = {},
): ValidationResult {
  const { values = {}, name, locale = DEFAULT_VALIDATION_LOCALE } = options;
  const label = options.label || name || undefined;
  const empty = isEmpty(value);
  const messages: ValidationMessage[] = [];
  let passing = true;
  for (const rule of parsedRules(rules)) {
    if (empty && rule.skipEmpty) continue;
    if (!passing && !rule.force) continue;
    const ok = RULES[rule.name]!(value, rule.args, { values, name });
    if (!ok) {
      passing = false;
      messages.push({
        rule: rule.name,
        blocking: rule.blocking,
        text: ruleMessage(locale, rule.name, { label, args: rule.args, value }),
      });
    }
  }
  return { valid: messages.every((message) => !message.blocking), messages };
}

/** The longest debounce (`(n)` hint) among the rules that produced these messages. */
export function debounceOf(rules: string, ruleNames: string[]): number {
  return parsedRules(rules)
    .filter((rule) => ruleNames.includes(rule.name))
    .reduce((longest, rule) => Math.max(longest, rule.debounce), 0);
}

/** Whether a rule string asks for a value: `required` or `accepted` (marked with an asterisk). */
export function isRequiredRule(rules: string | undefined): boolean {
  return (
    !!rules &&
    parsedRules(rules).some((rule) => rule.name === 'required' || rule.name === 'accepted')
  );
}
