import {
  debounceOf,
  isEmpty,
  isRequiredRule,
  validate,
  type ValidationLocale,
  type ValidationMessage,
} from '@iper/validation';
import { getIn } from 'final-form';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useDebouncedCallback } from '../utils/use-debounced-callback';
import { INPUT_EVENT_DELAY_MS, useFormContext, type ValidationVisibility } from './form-context';

export interface FieldConfig {
  /** The value's key in the form's values. */
  name: string;
  /** Visible label; also names the field in validation messages. */
  label: string;
  /** SPEC §5 rule string: 'required|email', 'required|length:16,16'. */
  rules?: string;
  /** An extra blocking check, e.g. the tax code: returns the message or undefined. */
  validate?: (value: unknown, values: Record<string, unknown>) => string | undefined;
  /** Overrides the form's visibility for this field. */
  validationVisibility?: ValidationVisibility;
  /** Marks the field required even when its rules do not say so (the check is in `validate`). */
  required?: boolean;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** The input event, 20 ms after the value changed (by typing or by the form). */
  onInput?: (value: unknown) => void;
}

export interface FieldSetup {
  /** Validate what the field holds when it is undefined (false for a checkbox). */
  emptyValue?: unknown;
  type?: 'checkbox';
  parse?: (value: unknown) => unknown;
  format?: (value: unknown) => unknown;
}

export function toValidationLocale(locale: string): ValidationLocale {
  return locale.toLowerCase().startsWith('en') ? 'en' : 'it';
}

/** True once `value` has stayed the same for `delayMs` (a rule's `(n)` debounce hint). */
function useSettled(value: unknown, delayMs: number): boolean {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 || Object.is(settled, value);
}

/**
 * Wires one field to the form: validation by rules (blocking messages stop the submit through
 * final-form; non-blocking ones only advise), when to show messages, ids for label, hint and
 * messages, and the 20 ms input event.
 */
export function useFormField(config: FieldConfig, setup: FieldSetup = {}) {
  const { name, label, rules = '', validationVisibility, hint, onInput } = config;
  const intl = useIntl();
  const locale = toValidationLocale(intl.locale);
  const context = useFormContext();
  const form = useForm();
  const id = useId();

  const check = (value: unknown, values: Record<string, unknown>) => {
    const current = value ?? setup.emptyValue;
    const result = rules
      ? validate(rules, current, { values, name, label, locale })
      : { valid: true, messages: [] };
    // Like a rule, the extra check runs on a value, not on an empty field (that is `required`'s job).
    const custom =
      result.valid && !isEmpty(current) ? config.validate?.(current, values) : undefined;
    return { result, custom };
  };

  const field = useField(name, {
    type: setup.type,
    parse: setup.parse,
    format: setup.format,
    validate: (value, values) => {
      const { result, custom } = check(value, values as Record<string, unknown>);
      return result.messages.find((message) => message.blocking)?.text ?? custom;
    },
    subscription: {
      value: true,
      touched: true,
      dirty: true,
      error: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  });
  const { meta } = field;
  // On a field's very first render final-form has not registered it yet (it does so in an effect),
  // so it has no field state; the value is already in the form's values (initial values, an
  // earlier step, a restored draft), and judging `undefined` instead would flash a 'required'.
  const registered = form.getFieldState(name);
  const rawValue: unknown = registered
    ? registered.value
    : getIn(form.getState().values as Record<string, unknown>, name);
  const { result, custom } = check(rawValue, form.getState().values as Record<string, unknown>);
  const settled = useSettled(
    rawValue,
    rules
      ? debounceOf(
          rules,
          result.messages.map((m) => m.rule),
        )
      : 0,
  );

  const visibility = validationVisibility ?? context.visibility;
  const isVisible =
    visibility === 'live' ||
    context.submitted ||
    !!meta.touched ||
    (visibility === 'dirty' && !!meta.dirty);
  const messages: ValidationMessage[] = [];
  if (isVisible && settled) {
    messages.push(...result.messages);
    if (custom) messages.push({ rule: 'validate', blocking: true, text: custom });
  }
  if (meta.submitError && !meta.dirtySinceLastSubmit)
    messages.push({ rule: 'server', blocking: true, text: String(meta.submitError) });

  const emitInput = useDebouncedCallback(onInput, INPUT_EVENT_DELAY_MS);
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    emitInput(rawValue);
  }, [rawValue, emitInput]);

  const hasError = messages.some((message) => message.blocking);
  const hintId = hint ? `${id}-hint` : undefined;
  const messagesId = messages.length ? `${id}-messages` : undefined;
  const required = !!config.required || isRequiredRule(rules);
  const describedBy = [hintId, messagesId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    input: field.input,
    meta,
    value: rawValue,
    messages,
    messagesId,
    hintId,
    hasError,
    required,
    describedBy,
    locale,
    /** What FieldShell needs (FieldsetShell takes the same, the label as its legend). */
    shell: { inputId: id, label, required, hint, hintId, messagesId, messages, hasError },
    /** The state every control of the field announces. */
    aria: {
      'aria-invalid': hasError || undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy,
    },
  };
}

export type FormField = ReturnType<typeof useFormField>;
