// What the careers application and the help form share on the way from text to their schemas
// (no zod here: the browser's values files import it).

/**
 * A form's values as text (multipart parts, or the browser's inputs) made ready for its schema:
 * empty fields are left out, the privacy checkbox becomes a boolean.
 */
export function formInputFromText(
  fields: Record<string, string | boolean | undefined>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    input[key] = key === 'privacy' ? value === true || value === 'true' || value === 'on' : value;
  }
  return input;
}
