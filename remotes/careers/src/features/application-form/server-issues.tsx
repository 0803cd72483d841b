import type { ValidationVisibility } from '@iper/design-system/forms';
import { createContext, useContext } from 'react';

/** A field the server refused: its message, and the value it refused (changing it clears it). */
export interface ServerIssue {
  message: string;
  value: unknown;
}

export const ServerIssuesContext = createContext<Record<string, ServerIssue>>({});

type Check = (value: unknown, values: Record<string, unknown>) => string | undefined;

export interface CheckedFieldProps {
  name: string;
  validate: Check;
  validationVisibility?: ValidationVisibility;
}

/**
 * Returns a function giving a field's props: its name, and a check that shows the server's
 * message for the value it refused (until the value changes) on top of the field's own check. A
 * refused field shows its message at once, without waiting for a blur.
 */
export function useServerChecked(): (name: string, check?: Check) => CheckedFieldProps {
  const issues = useContext(ServerIssuesContext);
  return (name, check) => {
    const issue = issues[name];
    return {
      name,
      validate: (value, values) =>
        issue && Object.is(value, issue.value) ? issue.message : check?.(value, values),
      ...(issue ? { validationVisibility: 'live' as const } : {}),
    };
  };
}
