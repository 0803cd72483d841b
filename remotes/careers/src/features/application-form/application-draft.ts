import { APPLICATION_FILE_FIELDS } from '@iper/contracts';
import { ATTACHMENTS_STEP, type ApplicationValues } from '../../domain/application-form';

/**
 * The application form's draft, kept in the browser's localStorage so a reload loses nothing
 * typed. Files are never kept (they cannot be, and a CV has no business in localStorage): after a
 * reload the applicant chooses them again, so the form never reopens past the attachments step.
 */
const DRAFT_PREFIX = 'iper.careers.draft.';
const DRAFT_VERSION = 1;
/** A draft left for longer than this is dropped rather than restored. */
export const DRAFT_MAX_AGE_DAYS = 30;

export interface ApplicationDraft {
  step: number;
  values: ApplicationValues;
}

interface StoredDraft extends ApplicationDraft {
  version: number;
  savedAt: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy settings): the form works without drafts
  }
}

/** Only what can be written down: text, numbers, booleans; never files. */
export function draftValues(values: ApplicationValues): ApplicationValues {
  const kept: ApplicationValues = {};
  for (const [key, value] of Object.entries(values)) {
    if ((APPLICATION_FILE_FIELDS as readonly string[]).includes(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      kept[key] = value;
  }
  return kept;
}

export function saveDraft(key: string, draft: ApplicationDraft, now: Date = new Date()): void {
  const stored: StoredDraft = {
    version: DRAFT_VERSION,
    savedAt: now.toISOString(),
    step: draft.step,
    values: draftValues(draft.values),
  };
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(stored));
  } catch {
    // storage full or disabled: the draft is a convenience, the form goes on
  }
}

export function loadDraft(key: string, now: Date = new Date()): ApplicationDraft | undefined {
  const raw = storage()?.getItem(DRAFT_PREFIX + key);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    const age = now.getTime() - Date.parse(stored.savedAt ?? '');
    if (
      stored.version !== DRAFT_VERSION ||
      !(age <= DRAFT_MAX_AGE_DAYS * 86_400_000) ||
      typeof stored.values !== 'object' ||
      !stored.values
    ) {
      clearDraft(key);
      return undefined;
    }
    const step = Number.isInteger(stored.step)
      ? Math.max(0, Math.min(stored.step!, ATTACHMENTS_STEP))
      : 0;
    return { step, values: draftValues(stored.values) };
  } catch {
    clearDraft(key);
    return undefined;
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(DRAFT_PREFIX + key);
}
