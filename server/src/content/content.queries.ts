import type {
  HelpAttachmentField,
  HelpAttachmentType,
  HelpRequestFields,
  HelpRequestReceipt,
} from '@iper/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { putUpload, removeQuietly } from '../storage/stored-uploads';

export interface HelpAttachmentUpload {
  field: HelpAttachmentField;
  type: HelpAttachmentType;
  buffer: Buffer;
  originalName: string;
}

const EXTENSION: Record<HelpAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export type SaveHelpRequestResult =
  { kind: 'saved'; receipt: HelpRequestReceipt } | { kind: 'unknown-store' };

/**
 * Stores a contact request with its attachments, all or nothing: the row, the attachment rows
 * and the files are written in one transaction, and files already written are removed if any
 * later step fails. Files get names of our own, never the user's.
 */
export async function saveHelpRequest(
  db: Kysely<Database>,
  storage: ObjectStorage,
  fields: HelpRequestFields,
  uploads: HelpAttachmentUpload[],
): Promise<SaveHelpRequestResult> {
  if (fields.store) {
    const store = await db
      .selectFrom('stores')
      .select('id')
      .where('id', '=', fields.store)
      .executeTakeFirst();
    if (!store) return { kind: 'unknown-store' };
  }
  const written: string[] = [];
  try {
    const receipt = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: number;
      }>`select nextval(pg_get_serial_sequence('help_requests', 'id'))::int as id`.execute(trx);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('no id for the help request');
      const reference = `SEG-${String(id).padStart(8, '0')}`;
      await trx
        .insertInto('help_requests')
        .values({
          id,
          reference,
          theme: fields.theme,
          category: fields.category,
          service: fields.service ?? null,
          order_number: fields.orderNumber ?? null,
          visit_date: fields.date ?? null,
          visit_time: fields.time ?? null,
          name: fields.name,
          surname: fields.surname,
          email: fields.email,
          business_name: fields.businessName ?? null,
          vat_or_fiscal_code: fields.vatOrFiscalCode ?? null,
          card_last13: fields.cardLast13 ?? null,
          phone: fields.phone ?? null,
          store_id: fields.store ?? null,
          message: fields.message,
        })
        .execute();
      for (const upload of uploads) {
        const file = await putUpload(
          storage,
          `${reference}-`,
          upload,
          EXTENSION[upload.type],
          written,
        );
        await trx
          .insertInto('help_request_attachments')
          .values({ help_request_id: id, ...file })
          .execute();
      }
      return {
        id: reference,
        attachments: uploads.map((upload) => ({
          field: upload.field,
          type: upload.type,
          size: upload.buffer.length,
        })),
      };
    });
    return { kind: 'saved', receipt };
  } catch (error) {
    await removeQuietly(storage, written);
    throw error;
  }
}

/** Adds an address to the newsletter; false when it was already subscribed. */
export async function subscribeNewsletter(db: Kysely<Database>, email: string): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscriptions')
    .values({ email })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('email')
    .executeTakeFirst();
  return inserted !== undefined;
}
