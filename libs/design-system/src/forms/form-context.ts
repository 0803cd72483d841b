import { createContext, useContext } from 'react';

/**
 * When a field shows its validation messages (SPEC §4): after it loses focus ('blur', the
 * default), as soon as its value changes ('dirty'), or always ('live'). Every field shows them after
 * a submit attempt.
 */
export type ValidationVisibility = 'blur' | 'dirty' | 'live';

/** SPEC §9: a field's input event follows a change of its value by 20 ms. */
export const INPUT_EVENT_DELAY_MS = 20;

export interface FormContextValue {
  visibility: ValidationVisibility;
  /** A submit was attempted (SPEC §4 flag `submitted`). */
  submitted: boolean;
  /** The form has an `action` the server answers: its submit works before the app. */
  sendsWithoutApp: boolean;
}

export const FormContext = createContext<FormContextValue>({
  visibility: 'blur',
  submitted: false,
  sendsWithoutApp: false,
});

export function useFormContext(): FormContextValue {
  return useContext(FormContext);
}
