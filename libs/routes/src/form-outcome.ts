import type { FormOutcome } from '@iper/contracts';
import { createContext, useContext } from 'react';

/**
 * The plain form the server refused just before drawing this page (FormOutcome in
 * @iper/contracts): given to the server's render and, with the page, to the browser's hydration,
 * so both draw the form filled as the visitor left it, with the error.
 */
export const FormOutcomeContext = createContext<FormOutcome | undefined>(undefined);

/** The refusal this page was drawn with for the form `name`, if any. */
export function useFormOutcome(name: string): FormOutcome | undefined {
  const outcome = useContext(FormOutcomeContext);
  return outcome?.form === name ? outcome : undefined;
}
