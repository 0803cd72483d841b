import { applicationRuleIssues } from '@iper/contracts';
import type { SelectOption } from '@iper/design-system/forms';
import { useFormState } from 'react-final-form';
import { valuesToSend } from '../../domain/application-form';

/** What the steps' fields share: yes/no and month options, year ranges and the cross-field rules. */

export const YES_NO_OPTIONS: SelectOption[] = [
  { value: 'si', label: 'Sì' },
  { value: 'no', label: 'No' },
];
const MONTH_NAMES = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, index, 1),
  ),
);
export const MONTH_OPTIONS: SelectOption[] = MONTH_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: name,
}));

export function yearOptions(from: number, to: number): SelectOption[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String(to - index)).map((year) => ({
    value: year,
    label: year,
  }));
}

/** The message the rules across fields (grade, 18-month window, job dates...) give this field. */
export function ruleIssue(name: string) {
  return (_value: unknown, values: Record<string, unknown>) =>
    applicationRuleIssues(valuesToSend(values)).find((issue) => issue.path === name)?.message;
}

/** The form's values, re-read on every change (a step shows fields by earlier answers). */
export function useValues(): Record<string, unknown> {
  return useFormState({ subscription: { values: true } }).values as Record<string, unknown>;
}

export interface StepProps {
  /** A spontaneous application asks for an area and a preferred store. */
  spontaneous: boolean;
}
