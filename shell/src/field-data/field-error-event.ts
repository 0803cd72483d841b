import type { FieldErrorKind } from '@iper/contracts';

/**
 * Field data runs in the page script, the app in its own bundle (docs/architecture.md, "When the
 * app starts"): the app tells field data about a failure it caught with a window event.
 */
export const FIELD_ERROR_EVENT = 'iper:field-error';

/** Notes a failure of this page view for field data (remote-error-reports.ts). */
export function reportFieldError(kind: FieldErrorKind): void {
  window.dispatchEvent(new CustomEvent<FieldErrorKind>(FIELD_ERROR_EVENT, { detail: kind }));
}
