import { randomUUID } from 'node:crypto';
import {
  APPLICATION_FILE_EXTENSIONS,
  type JobApplicationFields,
  type PositionKind,
} from '@iper/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { putUpload, removeQuietly } from '../storage/stored-uploads';
import type { ApplicationUpload } from './application-files';

/** The form's fields as stored: every value as text, without the privacy consent. */
function storedFields(fields: JobApplicationFields): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'privacy' || value === undefined) continue;
    stored[key] = String(value);
  }
  return stored;
}

/**
 * Writes the files of an application and their rows in the caller's transaction. Every file
 * written is recorded in `written`, so the caller removes them if the transaction fails.
 */
async function writeUploads(
  trx: Transaction<Database>,
  storage: ObjectStorage,
  applicationId: string,
  uploads: ApplicationUpload[],
  written: string[],
): Promise<void> {
  for (const upload of uploads) {
    const file = await putUpload(
      storage,
      `${applicationId}/`,
      upload,
      APPLICATION_FILE_EXTENSIONS[upload.type],
      written,
    );
    await trx
      .insertInto('job_application_files')
      .values({ application_id: applicationId, ...file })
      .execute();
  }
}

export interface NewApplication {
  fields: JobApplicationFields;
  /** The open position applied for, or none for a spontaneous application. */
  positionSlug: string | null;
  area: PositionKind | null;
  userId: string | null;
  uploads: ApplicationUpload[];
}

/**
 * Saves an application and its files all at once: the row, the file rows and the files on disk.
 * If anything fails, the transaction rolls back and the files written so far are removed, so
 * nothing is left half-saved. Returns the new application's id.
 */
export async function createApplication(
  db: Kysely<Database>,
  storage: ObjectStorage,
  application: NewApplication,
): Promise<string> {
  const id = randomUUID();
  const written: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        number: number;
      }>`select nextval(pg_get_serial_sequence('job_applications', 'number'))::int as number`.execute(
        trx,
      );
      const number = rows[0]?.number;
      if (number === undefined) throw new Error('no number for the application');
      const { fields } = application;
      await trx
        .insertInto('job_applications')
        .values({
          id,
          number,
          reference: `CAND-${String(number).padStart(8, '0')}`,
          position_slug: application.positionSlug,
          area: application.area,
          user_id: application.userId,
          email: fields.email,
          first_name: fields.firstName,
          last_name: fields.lastName,
          tax_code: fields.taxCode,
          fields: JSON.stringify(storedFields(fields)),
        })
        .execute();
      await writeUploads(trx, storage, id, application.uploads, written);
    });
  } catch (error) {
    await removeQuietly(storage, written);
    await storage.deletePrefix(`${id}/`).catch(() => undefined);
    throw error;
  }
  return id;
}

export interface ApplicationChange {
  id: string;
  fields: JobApplicationFields;
  /** A spontaneous application's area (null for one tied to a position). */
  area: PositionKind | null;
  /** New files replace the field's previous one; fields without a new file keep theirs. */
  uploads: ApplicationUpload[];
}

/**
 * Changes an application: its fields, and the files sent again. The previous files of replaced
 * fields are removed only after the change is committed; if it fails, the new files go instead.
 */
export async function updateApplication(
  db: Kysely<Database>,
  storage: ObjectStorage,
  change: ApplicationChange,
): Promise<void> {
  const written: string[] = [];
  let replaced: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const { fields } = change;
      await trx
        .updateTable('job_applications')
        .set({
          email: fields.email,
          first_name: fields.firstName,
          last_name: fields.lastName,
          tax_code: fields.taxCode,
          area: change.area,
          fields: JSON.stringify(storedFields(fields)),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', change.id)
        .execute();
      const fieldsReplaced = change.uploads.map((upload) => upload.field);
      if (fieldsReplaced.length > 0) {
        const previous = await trx
          .deleteFrom('job_application_files')
          .where('application_id', '=', change.id)
          .where('field', 'in', fieldsReplaced)
          .returning('storage_key')
          .execute();
        replaced = previous.map((row) => row.storage_key);
      }
      await writeUploads(trx, storage, change.id, change.uploads, written);
    });
  } catch (error) {
    await removeQuietly(storage, written);
    throw error;
  }
  await removeQuietly(storage, replaced);
}
