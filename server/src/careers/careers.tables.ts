import type { ApplicationFileField, ApplicationFileType, PositionKind } from '@iper/contracts';
import type { ColumnType, Generated } from 'kysely';

export interface CareersTables {
  job_positions: JobPositionsTable;
  job_applications: JobApplicationsTable;
  job_application_files: JobApplicationFilesTable;
}

/** Dates are written as 'YYYY-MM-DD' and read back as text (to_char) so no time zone shifts them. */
type DateColumn = ColumnType<Date, string, string>;

export interface JobPositionsTable {
  slug: string;
  kind: PositionKind;
  title: string;
  /** The town where the work is done. */
  place: string;
  store_id: string | null;
  function: string;
  contract: string;
  published_on: DateColumn;
  /** After this day the position takes no applications (and applications can no longer change). */
  closes_on: ColumnType<Date | null, string | null | undefined, string | null>;
  summary: string;
  /** Paragraphs separated by a blank line. */
  description: string;
  requirements: ColumnType<string[], string, string>;
  offer: ColumnType<string[], string, string>;
  created_at: Generated<Date>;
  /** Generated: the Italian full-text search vector (never written). */
  search: ColumnType<string, never, never>;
}

export interface JobApplicationsTable {
  id: string;
  number: Generated<number>;
  /** What the applicant is told: CAND- and eight digits. */
  reference: string;
  position_slug: string | null;
  area: PositionKind | null;
  user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  tax_code: string;
  /** Every field of the form as validated (text values, privacy left out). */
  fields: ColumnType<Record<string, string>, string, string>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface JobApplicationFilesTable {
  id: Generated<number>;
  application_id: string;
  field: ApplicationFileField;
  content_type: ApplicationFileType;
  size_bytes: number;
  /** The file's name in the uploads directory (never served as a static file). */
  storage_key: string;
  original_name: string;
  created_at: Generated<Date>;
}
