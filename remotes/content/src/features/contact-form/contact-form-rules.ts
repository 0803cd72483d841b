// The contact form's checks: the shared schema's message for a field, from the form's values.
import {
  HELP_ATTACHMENT_FIELDS,
  helpRequestInputFromText,
  validateHelpRequest,
} from '@iper/contracts';

/** What the shared schema says of one field, given every value of the form (same rules as the server). */
export function schemaMessage(field: string) {
  return (_value: unknown, values: Record<string, unknown>) => {
    const result = validateHelpRequest(helpRequestInputFromText(textValues(values)));
    return result.success
      ? undefined
      : result.issues.find((issue) => issue.path === field)?.message;
  };
}

export function textValues(
  values: Record<string, unknown>,
): Record<string, string | boolean | undefined> {
  const text: Record<string, string | boolean | undefined> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((HELP_ATTACHMENT_FIELDS as readonly string[]).includes(key)) continue;
    text[key] = typeof value === 'string' || typeof value === 'boolean' ? value : undefined;
  }
  return text;
}
