import { sql, type Transaction } from 'kysely';
import { italianToday } from '../careers/careers.queries';
import type { Database } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { recordPrivacyAction } from './audit-log';
import { verifiedEmailOf } from './data-export.queries';

export interface ErasedFiles {
  /** Job applications whose files go, one folder (key prefix) per application (careers module). */
  careerApplications: string[];
  /** Contact-form attachments, by storage key (content module). */
  helpAttachments: string[];
}

export interface Erasure {
  /** What was kept, anonymised or unlinked, told to the customer in Italian. */
  kept: string[];
  /** Files to remove once the transaction has committed. */
  files: ErasedFiles;
}

/**
 * Deletes a customer's account and everything tied to it, in one transaction, writing the audit
 * row in the same transaction (so either both happen or neither). What the law or the business
 * needs is kept without the customer (docs: README "Privacy: what is deleted and what is kept"):
 * - digital receipts: the store's accounting records (art. 2220 c.c., ten years): unlinked;
 * - the loyalty card: a card of the programme the customer still holds, its points usable at the
 *   checkout: unlinked, so a new account can register it again;
 * - job applications to positions still open: the selection in progress keeps them until it
 *   closes (the careers privacy notice's 18 months); the others are deleted with their files.
 * Everything else is deleted: profile, consents, sessions, sign-in methods, reset tokens,
 * shopping list, coupons, upgrade history, help requests and their attachments, the newsletter
 * subscription, search-analytics events, mail to the address; feedback loses its email.
 */
export async function eraseAccount(
  trx: Transaction<Database>,
  userId: string,
  context: { ipHash: string; now?: Date },
): Promise<Erasure> {
  const user = await trx
    .selectFrom('auth_users')
    .select('email')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const email = await verifiedEmailOf(trx, userId);
  const kept: string[] = [];
  const files: ErasedFiles = { careerApplications: [], helpAttachments: [] };

  const receipts = await trx
    .updateTable('receipts')
    .set({ user_id: null, is_favourite: false })
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  if (receipts.length) {
    kept.push(
      'Gli scontrini restano nella contabilità del punto vendita, senza più alcun legame con te (art. 2220 del codice civile).',
    );
  }

  const cards = await trx
    .updateTable('advantage_cards')
    .set({ user_id: null })
    .where('user_id', '=', userId)
    .returning('number')
    .execute();
  for (const card of cards) {
    kept.push(
      `La Carta Vantaggi ${card.number} resta valida in cassa con i suoi punti: puoi collegarla a un nuovo account.`,
    );
  }

  const today = italianToday(context.now);
  const applications = await trx
    .selectFrom('job_applications as a')
    .leftJoin('job_positions as p', 'p.slug', 'a.position_slug')
    .select(['a.id'])
    .select((eb) =>
      eb
        .and([
          eb('p.slug', 'is not', null),
          eb.or([
            eb('p.closes_on', 'is', null),
            eb('p.closes_on', '>=', sql<Date>`${today}::date`),
          ]),
        ])
        .as('in_selection'),
    )
    .where('a.user_id', '=', userId)
    .execute();
  const inSelection = applications.filter((a) => a.in_selection).map((a) => a.id);
  const closed = applications.filter((a) => !a.in_selection).map((a) => a.id);
  if (inSelection.length) {
    await trx
      .updateTable('job_applications')
      .set({ user_id: null })
      .where('id', 'in', inSelection)
      .execute();
    kept.push(
      'Le candidature a selezioni ancora aperte restano al team selezione fino alla loro chiusura, poi vengono cancellate.',
    );
  }
  if (closed.length) {
    await trx.deleteFrom('job_applications').where('id', 'in', closed).execute();
    files.careerApplications.push(...closed);
  }

  if (email) {
    const help = await trx
      .selectFrom('help_requests')
      .select('id')
      .where(sql`lower(email)`, '=', email)
      .execute();
    if (help.length) {
      const attachments = await trx
        .deleteFrom('help_request_attachments')
        .where(
          'help_request_id',
          'in',
          help.map((h) => h.id),
        )
        .returning('storage_key')
        .execute();
      files.helpAttachments.push(...attachments.map((a) => a.storage_key));
      await trx
        .deleteFrom('help_requests')
        .where(
          'id',
          'in',
          help.map((h) => h.id),
        )
        .execute();
    }
    await trx
      .updateTable('feedback')
      .set({ email: null })
      .where(sql`lower(email)`, '=', email)
      .execute();
    await trx
      .deleteFrom('newsletter_subscriptions')
      .where(sql`lower(email)`, '=', email)
      .execute();
  }

  await trx.deleteFrom('insights_events').where('user_token', '=', userId).execute();
  await trx.deleteFrom('auth_verifications').where('value', '=', userId).execute();
  await trx.deleteFrom('mail_outbox').where('to_address', '=', user.email).execute();
  await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
  // The rest goes with the user row (foreign keys ON DELETE CASCADE): sign-in methods, profile
  // and consents, shopping list, coupon wallet, saved and targeted coupons, upgrade history.
  await trx.deleteFrom('auth_users').where('id', '=', userId).execute();
  await recordPrivacyAction(trx, { userId, action: 'account-deletion', ipHash: context.ipHash });
  return { kept, files };
}

/** Removes the deleted account's files; a file that cannot go is logged, never fatal (the rows are gone). */
export async function removeFiles(
  files: ErasedFiles,
  storage: { careers: ObjectStorage; help: ObjectStorage },
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  const logged = (error: unknown) => log.error({ err: error }, 'could not remove an erased file');
  await Promise.all([
    ...files.careerApplications.map((id) => storage.careers.deletePrefix(`${id}/`).catch(logged)),
    ...files.helpAttachments.map((key) => storage.help.delete(key).catch(logged)),
  ]);
}
