/**
 * Attachment checks (SPEC §5): a file must be of an accepted type and within the size limit, or
 * the field says 'Formato non supportato / File troppo grande' with the limit in MB.
 */
import { BYTES_PER_MB, DEFAULT_VALIDATION_LOCALE, type ValidationLocale } from './constants';

export const ATTACHMENT_INVALID_MESSAGE = 'Formato non supportato / File troppo grande';

export interface AttachmentLike {
  name: string;
  type: string;
  size: number;
}

export interface AttachmentLimits {
  /**
   * What a file input's `accept` attribute takes: extensions ('.pdf'), MIME types
   * ('application/pdf') or families ('image/*'). Empty accepts every type.
   */
  accept?: readonly string[];
  maxSizeMb: number;
}

function matchesType(file: AttachmentLike, accepted: string): boolean {
  const rule = accepted.trim().toLowerCase();
  if (!rule) return false;
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  const type = file.type.toLowerCase();
  if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
  return type === rule;
}

export function isAcceptedType(file: AttachmentLike, accept: readonly string[] = []): boolean {
  return accept.length === 0 || accept.some((rule) => matchesType(file, rule));
}

export function isWithinSize(file: AttachmentLike, maxSizeMb: number): boolean {
  return file.size <= maxSizeMb * BYTES_PER_MB;
}

export function isValidAttachment(file: AttachmentLike, limits: AttachmentLimits): boolean {
  return isAcceptedType(file, limits.accept) && isWithinSize(file, limits.maxSizeMb);
}

/** 'Formato non supportato / File troppo grande (max 5 MB)'; 2.5 MB shows as '2,5 MB' in Italian. */
export function attachmentMessage(
  maxSizeMb: number,
  locale: ValidationLocale = DEFAULT_VALIDATION_LOCALE,
): string {
  const size = new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(maxSizeMb);
  return locale === 'it'
    ? `${ATTACHMENT_INVALID_MESSAGE} (max ${size} MB)`
    : `Unsupported format / File too large (max ${size} MB)`;
}
