import {
  CardCheckRequestSchema,
  CardCheckResponseSchema,
  SubscriptionPayloadSchema,
  SubscriptionResponseSchema,
  type CardCheckResponse,
  type SubscriptionResponse,
} from '@iper/contracts';
import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/schema';
import { authRateLimit } from '../identity/identity.service';
import { HttpError } from '../platform/http-error';
import { registerRateLimit } from '../platform/rate-limit';
import { greetingName, welcomeMail } from '../identity/mailer';
import { storeExists } from './profile.queries';
import { withTaxCodeCheck } from './account.routes';

/**
 * Registration's loyalty calls: the card check by number and surname (SPEC §4: not found,
 * blocked, already tied to an account, found) and POST /api/advantage-card/subscribe (SPEC §7).
 * They live here until the loyalty module takes them over; the file moves as it is.
 */
export const SUBSCRIPTION_ERRORS = {
  cardNotFound: { errorCode: '1', errorMessage: 'Carta Vantaggi non trovata.' },
  cardBlocked: { errorCode: '2', errorMessage: 'La Carta Vantaggi è bloccata.' },
  cardTaken: {
    errorCode: '3',
    errorMessage: 'La Carta Vantaggi è già associata a un altro account.',
  },
  alreadyHasCard: { errorCode: '4', errorMessage: 'Il tuo account ha già una Carta Vantaggi.' },
} as const;

const SubscriptionBodySchema = withTaxCodeCheck(SubscriptionPayloadSchema);

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('it') === b.trim().toLocaleLowerCase('it');

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

/** A new digital card: 12 digits starting with 04 (digital cards' range), unused so far. */
async function newCardNumber(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    const number = `04${randomDigits(10)}`;
    const taken = await trx
      .selectFrom('advantage_cards')
      .select('number')
      .where('number', '=', number)
      .executeTakeFirst();
    if (!taken) return number;
  }
}

function newSalesforceId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `003${Array.from({ length: 15 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

export const advantageCardSubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app);
  app.addHook('onRequest', app.identity.verifyCsrf);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/advantage-card/check',
    {
      config: authRateLimit(app.identity.config),
      schema: { body: CardCheckRequestSchema, response: { 200: CardCheckResponseSchema } },
    },
    async (request): Promise<CardCheckResponse> => {
      const card = await app.db
        .selectFrom('advantage_cards')
        .selectAll()
        .where('number', '=', request.body.cardNumber)
        .executeTakeFirst();
      if (!card || !sameName(card.holder_last_name, request.body.surname))
        return { outcome: 'not_found' };
      if (card.status === 'blocked') return { outcome: 'blocked' };
      if (card.user_id) return { outcome: 'already_registered' };
      return {
        outcome: 'found',
        salesforceId: card.salesforce_id,
        card: { type: card.type, number: card.number, holderFirstName: card.holder_first_name },
      };
    },
  );

  route.post(
    '/advantage-card/subscribe',
    {
      // Tying a card is sensitive (issue 34): right after sign-up the session is fresh anyway.
      preHandler: [app.identity.requireUser, app.identity.requireFreshCheck],
      schema: { body: SubscriptionBodySchema, response: { 200: SubscriptionResponseSchema } },
    },
    async (request): Promise<SubscriptionResponse> => {
      const user = request.sessionUser!;
      const payload = request.body;
      if (payload.uid !== user.id || payload.email !== user.email) {
        throw new HttpError(403, 'I dati non corrispondono al tuo account.');
      }
      if (!payload.privacy)
        throw new HttpError(
          400,
          "Per registrarti devi accettare l'informativa privacy e il regolamento.",
        );
      if (!(await storeExists(app.db, payload.storeId)))
        throw new HttpError(400, 'Punto vendita sconosciuto.');

      const result = await app.db
        .transaction()
        .execute(async (trx): Promise<SubscriptionResponse> => {
          const owned = await trx
            .selectFrom('advantage_cards')
            .select('number')
            .where('user_id', '=', user.id)
            .executeTakeFirst();
          if (owned) return SUBSCRIPTION_ERRORS.alreadyHasCard;

          let card: { number: string; type: 'base' | 'piu' | 'noi'; salesforceId: string };
          if (payload.salesforceId) {
            const existing = await trx
              .selectFrom('advantage_cards')
              .selectAll()
              .where('salesforce_id', '=', payload.salesforceId)
              .forUpdate()
              .executeTakeFirst();
            if (!existing || !sameName(existing.holder_last_name, payload.lastName))
              return SUBSCRIPTION_ERRORS.cardNotFound;
            if (existing.status === 'blocked') return SUBSCRIPTION_ERRORS.cardBlocked;
            const tied = await trx
              .updateTable('advantage_cards')
              .set({ user_id: user.id })
              .where('number', '=', existing.number)
              .where('user_id', 'is', null)
              .returning('number')
              .executeTakeFirst();
            if (!tied) return SUBSCRIPTION_ERRORS.cardTaken;
            card = {
              number: existing.number,
              type: existing.type,
              salesforceId: existing.salesforce_id,
            };
          } else {
            const number = await newCardNumber(trx);
            const salesforceId = newSalesforceId();
            await trx
              .insertInto('advantage_cards')
              .values({
                number,
                type: 'base',
                status: 'active',
                holder_first_name: payload.name,
                holder_last_name: payload.lastName,
                salesforce_id: salesforceId,
                user_id: user.id,
              })
              .execute();
            card = { number, type: 'base', salesforceId };
          }

          const birthDate = `${payload.birthYear}-${String(payload.birthMonth).padStart(2, '0')}-${String(payload.birthDay).padStart(2, '0')}`;
          const profile = {
            salesforce_id: card.salesforceId,
            first_name: payload.name,
            last_name: payload.lastName,
            gender: payload.gender,
            birth_date: birthDate,
            tax_code: payload.cf || null,
            phone: payload.phoneNumber,
            dug: payload.dug || null,
            street: payload.address,
            house_number: payload.houseNumber,
            zip: payload.zip,
            city: payload.city,
            province: payload.province,
            country: payload.country,
            store_id: payload.storeId,
            privacy_accepted_at: new Date(),
            marketing_consent: payload.marketing,
            profiling_consent: payload.profiling,
            third_party_consent: payload.thirdParty,
            updated_at: new Date(),
          };
          await trx
            .insertInto('account_profiles')
            .values({ user_id: user.id, ...profile })
            .onConflict((conflict) => conflict.column('user_id').doUpdateSet(profile))
            .execute();
          await trx
            .updateTable('auth_users')
            .set({ name: `${payload.name} ${payload.lastName}`, updated_at: new Date() })
            .where('id', '=', user.id)
            .execute();
          return { errorCode: '0', cardNumber: card.number, cardType: card.type };
        });

      if ('cardNumber' in result) {
        await app.identity.forgetSessions(); // the session's user carries the name
        // Greets by the name just typed only an address the owner proved (issue 32 #5).
        const name = greetingName({ name: payload.name, emailVerified: user.emailVerified });
        await app.identity.mailer.send(welcomeMail(user.email, name, result.cardNumber));
      }
      return result;
    },
  );
};
