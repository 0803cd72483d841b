import { type VoucherRequestResponse, type VoucherRequestSchema } from '@iper/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';

// The municipal shopping voucher queries: a request from a municipality, and its store.

type Db = Kysely<Database> | Transaction<Database>;

export async function storeName(db: Db, storeId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('stores')
    .select('name')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return row?.name;
}

export async function insertVoucherRequest(
  db: Db,
  request: z.output<typeof VoucherRequestSchema>,
  store: string,
): Promise<VoucherRequestResponse> {
  const row = await db
    .insertInto('voucher_requests')
    .values({
      municipality: request.municipality,
      province: request.province,
      entity_tax_code: request.entityTaxCode,
      first_name: request.firstName,
      last_name: request.lastName,
      role: request.role,
      email: request.email,
      phone: request.phone,
      beneficiaries: request.beneficiaries,
      amount_per_beneficiary: request.amountPerBeneficiary,
      store_id: request.storeId,
      notes: request.notes,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const year = new Date(row.created_at).getFullYear();
  return {
    reference: `BS-${year}-${String(row.id).padStart(6, '0')}`,
    totalAmount: request.beneficiaries * request.amountPerBeneficiary,
    storeName: store,
  };
}
