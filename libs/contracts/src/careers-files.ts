// The application's attachments: fields, accepted types and limits, and the text fields' input.
import { FILE_TYPES } from './file-signature';
import { formInputFromText } from './form-input';

export const APPLICATION_FILE_FIELDS = ['cv', 'photo', 'video'] as const;

export type ApplicationFileField = (typeof APPLICATION_FILE_FIELDS)[number];

/** An application accepts every type the content check can tell (each field fewer: the rules). */
export const APPLICATION_FILE_TYPES = FILE_TYPES;

export type ApplicationFileType = (typeof APPLICATION_FILE_TYPES)[number];

export interface ApplicationFileRule {
  /** What the file input accepts (extensions, so files without a MIME type are judged too). */
  accept: string[];
  types: ApplicationFileType[];
  maxSizeMb: number;
  required: boolean;
}

/** CV (PDF/DOC/DOCX), photo (JPEG/PNG/WebP), video presentation (MP4/WebM): types and limits. */
export const APPLICATION_FILE_RULES: Record<ApplicationFileField, ApplicationFileRule> = {
  cv: {
    accept: ['.pdf', '.doc', '.docx'],
    types: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxSizeMb: 5,
    required: true,
  },
  photo: {
    accept: ['.jpg', '.jpeg', '.png', '.webp'],
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxSizeMb: 3,
    required: false,
  },
  video: {
    accept: ['.mp4', '.webm'],
    types: ['video/mp4', 'video/webm'],
    maxSizeMb: 20,
    required: false,
  },
};

export const APPLICATION_FILE_EXTENSIONS: Record<ApplicationFileType, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/**
 * SPEC §5: 'Formato non supportato / File troppo grande' with the largest size in MB (the words the
 * form engine's file field uses).
 */
export function applicationFileMessage(field: ApplicationFileField): string {
  return `Formato non supportato / File troppo grande (max ${APPLICATION_FILE_RULES[field].maxSizeMb} MB)`;
}

/** The application's text fields made ready for its schema (see formInputFromText). */
export const applicationInputFromText = formInputFromText;
