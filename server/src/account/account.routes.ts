import {
  AccountInfoSchema,
  CardDataSchema,
  ConsentsSchema,
  DigitalOnlyRequestSchema,
  DigitalOnlyResponseSchema,
  FavouriteStoreRequestSchema,
  ItemIdParamsSchema,
  NewShoppingListItemSchema,
  NOT_LOGGED_IN_ERROR_CODE,
  PersonalDataSchema,
  ProfilingSchema,
  ReceiptDetailSchema,
  ReceiptFavouriteRequestSchema,
  ReceiptSummarySchema,
  ReceiptsResponseSchema,
  SessionVerifyResponseSchema,
  SHOPPING_LIST_MAX_ITEMS,
  ShoppingListItemPatchSchema,
  ShoppingListItemSchema,
  ShoppingListMergeRequestSchema,
  ShoppingListResponseSchema,
} from '@iper/contracts';
import { isValidTaxCode } from '@iper/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../platform/http-error';
import { findCardOfUser } from './advantage-card.queries';
import {
  findAccountInfo,
  setDigitalReceiptOnly,
  storeExists,
  updateConsents,
  updateFavouriteStore,
  updatePersonalData,
  updateProfiling,
} from './profile.queries';
import { findReceipt, listReceipts, setReceiptFavourite } from './receipt.queries';
import {
  addShoppingItem,
  clearShoppingList,
  countShoppingItems,
  deleteShoppingItem,
  findShoppingItemByRequestKey,
  listShoppingItems,
  setShoppingItemChecked,
} from './shopping-list.queries';
import { onlyForSignedInUser } from '../identity/signed-in-scope';
import { idempotencyKeyOf } from './idempotency-key';

export const TAX_CODE_ERROR = 'Codice fiscale non valido';

interface TaxCodeFields {
  name: string;
  lastName: string;
  gender: string;
  birthDay: number;
  birthMonth: number;
  birthYear: number;
  cf: string;
}

/** Adds the SPEC §5 tax-code check to a body schema, so a mismatch is a 400 naming `cf`. */
export function withTaxCodeCheck<T extends z.ZodType<TaxCodeFields>>(schema: T) {
  return schema.superRefine((data, ctx) => {
    if (data.cf === '') return;
    const valid = isValidTaxCode({
      firstName: data.name,
      lastName: data.lastName,
      genre: data.gender,
      birthDay: data.birthDay,
      birthMonth: data.birthMonth,
      birthYear: data.birthYear,
      cf: data.cf,
    });
    if (!valid) ctx.addIssue({ code: 'custom', path: ['cf'], message: TAX_CODE_ERROR });
  });
}

const PersonalDataBodySchema = withTaxCodeCheck(PersonalDataSchema);

function userId(request: FastifyRequest): string {
  const user = request.sessionUser;
  if (!user) throw new HttpError(401, 'Accedi per continuare.');
  return user.id;
}

const notFound = () => new HttpError(404, 'Elemento non trovato.');

/**
 * The account area's API. Every route but the session check needs a signed-in user and works
 * on that user's rows only (queries always filter by the session's user id, never by one sent
 * by the client); state-changing routes also need the CSRF token.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/session/verify',
    { schema: { response: { 200: SessionVerifyResponseSchema } } },
    async (request, reply) => {
      // The first call of every visit: it also hands out the CSRF cookie.
      app.identity.ensureCsrfToken(request, reply);
      reply.header('cache-control', 'no-store');
      const user = await app.identity.sessionUser(request, reply);
      return user
        ? { errorCode: '0' as const, uid: user.id }
        : ({
            errorCode: NOT_LOGGED_IN_ERROR_CODE,
            errorMessage: 'Utente non autenticato',
          } as const);
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.identity.verifyCsrf);
    onlyForSignedInUser(signedIn);
    const route = signedIn.withTypeProvider<ZodTypeProvider>();

    async function accountInfo(request: FastifyRequest) {
      const info = await findAccountInfo(app.db, userId(request));
      if (!info) throw new HttpError(401, 'Accedi per continuare.');
      return info;
    }

    route.get('/account/info', { schema: { response: { 200: AccountInfoSchema } } }, accountInfo);

    route.put(
      '/account/personal-data',
      { schema: { body: PersonalDataBodySchema, response: { 200: AccountInfoSchema } } },
      async (request) => {
        await app.db
          .transaction()
          .execute((trx) => updatePersonalData(trx, userId(request), request.body));
        await app.identity.forgetSessions(); // the session's user carries the name
        return accountInfo(request);
      },
    );

    route.put(
      '/account/consents',
      { schema: { body: ConsentsSchema, response: { 200: AccountInfoSchema } } },
      async (request) => {
        await app.db
          .transaction()
          .execute((trx) => updateConsents(trx, userId(request), request.body));
        return accountInfo(request);
      },
    );

    route.put(
      '/account/profiling',
      { schema: { body: ProfilingSchema, response: { 200: AccountInfoSchema } } },
      async (request) => {
        await app.db
          .transaction()
          .execute((trx) => updateProfiling(trx, userId(request), request.body));
        return accountInfo(request);
      },
    );

    route.put(
      '/account/favourite-store',
      { schema: { body: FavouriteStoreRequestSchema, response: { 200: AccountInfoSchema } } },
      async (request) => {
        if (!(await storeExists(app.db, request.body.storeId)))
          throw new HttpError(400, 'Punto vendita sconosciuto.');
        await app.db
          .transaction()
          .execute((trx) => updateFavouriteStore(trx, userId(request), request.body.storeId));
        return accountInfo(request);
      },
    );

    route.get(
      '/account/card',
      { schema: { response: { 200: CardDataSchema } } },
      async (request) => {
        const card = await findCardOfUser(app.db, userId(request));
        if (!card) throw new HttpError(404, 'Nessuna Carta Vantaggi collegata all\u2019account.');
        return card;
      },
    );

    route.get(
      '/account/shopping-list',
      { schema: { response: { 200: ShoppingListResponseSchema } } },
      async (request) => ({
        items: await listShoppingItems(app.db, userId(request)),
      }),
    );

    route.post(
      '/account/shopping-list/items',
      {
        schema: {
          body: NewShoppingListItemSchema,
          response: { 200: ShoppingListItemSchema, 201: ShoppingListItemSchema },
        },
      },
      async (request, reply) => {
        const id = userId(request);
        // Idempotent with a key (issue 33): the same addition sent again gives back its item.
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        if (key) {
          const earlier = await findShoppingItemByRequestKey(app.db, id, key);
          if (earlier) return reply.status(200).send(earlier);
        }
        try {
          const item = await app.db.transaction().execute(async (trx) => {
            if ((await countShoppingItems(trx, id)) >= SHOPPING_LIST_MAX_ITEMS) {
              throw new HttpError(
                409,
                `La lista della spesa può contenere al massimo ${SHOPPING_LIST_MAX_ITEMS} prodotti.`,
              );
            }
            return addShoppingItem(trx, id, request.body, key ?? null);
          });
          return reply.status(201).send(item);
        } catch (error) {
          // The same key sent twice at once: the other request made the item.
          const earlier = key && (await findShoppingItemByRequestKey(app.db, id, key));
          if (earlier) return reply.status(200).send(earlier);
          throw error;
        }
      },
    );

    route.patch(
      '/account/shopping-list/items/:id',
      {
        schema: {
          params: ItemIdParamsSchema,
          body: ShoppingListItemPatchSchema,
          response: { 200: ShoppingListItemSchema },
        },
      },
      async (request) => {
        const item = await setShoppingItemChecked(
          app.db,
          userId(request),
          request.params.id,
          request.body.checked,
        );
        if (!item) throw notFound();
        return item;
      },
    );

    route.delete(
      '/account/shopping-list/items/:id',
      { schema: { params: ItemIdParamsSchema } },
      async (request, reply) => {
        if (!(await deleteShoppingItem(app.db, userId(request), request.params.id)))
          throw notFound();
        return reply.status(204).send();
      },
    );

    route.delete('/account/shopping-list/items', async (request, reply) => {
      await clearShoppingList(app.db, userId(request));
      return reply.status(204).send();
    });

    /** The guest list kept on this device joins the account's at login; labels already there are skipped. */
    route.post(
      '/account/shopping-list/merge',
      {
        schema: {
          body: ShoppingListMergeRequestSchema,
          response: { 200: ShoppingListResponseSchema },
        },
      },
      async (request) => {
        const id = userId(request);
        const items = await app.db.transaction().execute(async (trx) => {
          const existing = await listShoppingItems(trx, id);
          const labels = new Set(existing.map((item) => item.label.toLocaleLowerCase('it')));
          let room = SHOPPING_LIST_MAX_ITEMS - existing.length;
          for (const item of request.body.items) {
            const key = item.label.toLocaleLowerCase('it');
            if (labels.has(key) || room <= 0) continue;
            labels.add(key);
            room -= 1;
            await addShoppingItem(trx, id, item);
          }
          return listShoppingItems(trx, id);
        });
        return { items };
      },
    );

    route.get(
      '/account/receipts',
      { schema: { response: { 200: ReceiptsResponseSchema } } },
      async (request) => {
        const info = await accountInfo(request);
        return {
          digitalOnly: info.preferences.receipt,
          receipts: await listReceipts(app.db, userId(request)),
        };
      },
    );

    route.get(
      '/account/receipts/:id',
      { schema: { params: ItemIdParamsSchema, response: { 200: ReceiptDetailSchema } } },
      async (request) => {
        const receipt = await findReceipt(app.db, userId(request), request.params.id);
        if (!receipt) throw notFound();
        return receipt;
      },
    );

    route.put(
      '/account/receipts/:id/favourite',
      {
        schema: {
          params: ItemIdParamsSchema,
          body: ReceiptFavouriteRequestSchema,
          response: { 200: ReceiptSummarySchema },
        },
      },
      async (request) => {
        const id = userId(request);
        if (!(await setReceiptFavourite(app.db, id, request.params.id, request.body.favourite)))
          throw notFound();
        const receipt = await findReceipt(app.db, id, request.params.id);
        if (!receipt) throw notFound();
        const {
          lines: _lines,
          storeId: _storeId,
          subtotal: _s,
          discount: _d,
          pointsEarned: _p,
          paymentMethod: _m,
          ...summary
        } = receipt;
        return summary;
      },
    );

    route.put(
      '/account/receipts/digital-only',
      { schema: { body: DigitalOnlyRequestSchema, response: { 200: DigitalOnlyResponseSchema } } },
      async (request) => ({
        digitalOnly: await setDigitalReceiptOnly(app.db, userId(request), request.body.enabled),
      }),
    );
  });
};
