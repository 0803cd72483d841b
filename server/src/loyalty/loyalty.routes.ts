import {
  AdvantageCardParamsSchema,
  AdvantageCardPointsSchema,
  ApiErrorSchema,
  COUPON_LIMIT_MESSAGE,
  COUPON_SAVED_MAX,
  CouponIdParamsSchema,
  CouponSavedResponseSchema,
  CouponsClearedResponseSchema,
  CouponsQuerySchema,
  CouponsResponseSchema,
  GIFT_CARD_READ_ERROR,
  GiftCardBalanceRequestSchema,
  GiftCardBalanceSchema,
  LoyaltyCardSchema,
  UpgradeRequestSchema,
  UpgradeResponseSchema,
  VoucherRequestResponseSchema,
  VoucherRequestSchema,
} from '@iper/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../platform/http-error';
import { registerRateLimit } from '../platform/rate-limit';
import { romeToday } from './loyalty-dates';
import {
  clearSavedCoupons,
  countSavedCoupons,
  findGiftCardBalance,
  findOwnCard,
  findOwnCardPoints,
  insertVoucherRequest,
  listCoupons,
  saveCoupon,
  storeName,
  unsaveCoupon,
  upgradeCardToPiu,
} from './loyalty.queries';
import { onlyForSignedInUser } from '../identity/signed-in-scope';
import { walletRoutes } from './wallet/wallet.routes';

export interface LoyaltyRoutesOptions {
  /** Gift card balance checks per client and window (brute-forcing card numbers is the risk). */
  giftCardRateLimit?: { max: number; timeWindowMs: number };
  /** Shopping-voucher requests per client and window. */
  voucherRateLimit?: { max: number; timeWindowMs: number };
}

function userId(request: FastifyRequest): string {
  const user = request.sessionUser;
  if (!user) throw new HttpError(401, 'Accedi per continuare.');
  return user.id;
}

const ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

/**
 * The loyalty API (SPEC §7 and the calls SPEC leaves unshown): the card's points and details, the
 * upgrade to Più, coupons, the gift card balance and the municipalities' voucher requests.
 * Card and coupon routes work on the signed-in user's rows only; every state-changing route needs
 * the CSRF token. POST /api/advantage-card/subscribe and /check belong to the account module.
 */
export const loyaltyRoutes: FastifyPluginAsyncZod<LoyaltyRoutesOptions> = async (app, options) => {
  const limits = {
    giftCardRateLimit: app.config.rateLimits.giftCard,
    voucherRateLimit: app.config.rateLimits.voucherRequest,
    ...options,
  };
  await registerRateLimit(app);
  app.addHook('onRequest', app.identity.verifyCsrf);
  const route = app.withTypeProvider<ZodTypeProvider>();

  // --- Public: gift card balance and voucher requests -----------------------------------------

  route.post(
    '/gift-card/balance',
    {
      config: {
        rateLimit: {
          max: limits.giftCardRateLimit.max,
          timeWindow: limits.giftCardRateLimit.timeWindowMs,
        },
      },
      schema: {
        body: GiftCardBalanceRequestSchema,
        response: { 200: GiftCardBalanceSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const balance = await findGiftCardBalance(app.db, request.body.cardNumber, romeToday());
      // SPEC §8: one message whatever went wrong, so the answer does not tell which numbers exist.
      if (!balance) throw new HttpError(404, GIFT_CARD_READ_ERROR);
      return balance;
    },
  );

  route.post(
    '/virtual-card/voucher-requests',
    {
      config: {
        rateLimit: {
          max: limits.voucherRateLimit.max,
          timeWindow: limits.voucherRateLimit.timeWindowMs,
        },
      },
      schema: {
        body: VoucherRequestSchema,
        response: { 201: VoucherRequestResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const store = await storeName(app.db, request.body.storeId);
      if (!store) throw new HttpError(400, 'Punto vendita sconosciuto.');
      const created = await app.db
        .transaction()
        .execute((trx) => insertVoucherRequest(trx, request.body, store));
      return reply.status(201).send(created);
    },
  );

  // --- Signed-in customers --------------------------------------------------------------------

  await app.register(async (signedIn) => {
    onlyForSignedInUser(signedIn);
    const own = signedIn.withTypeProvider<ZodTypeProvider>();

    own.get(
      '/advantage-card',
      { schema: { response: { 200: LoyaltyCardSchema, ...ERRORS } } },
      async (request) => {
        const card = await findOwnCard(app.db, userId(request));
        if (!card) throw new HttpError(404, 'Nessuna Carta Vantaggi collegata all’account.');
        return card;
      },
    );

    // SPEC §7: the current points as a number. Only the owner reads them: a card number is not a secret.
    own.get(
      '/advantage-card/:type/:number',
      {
        schema: {
          params: AdvantageCardParamsSchema,
          response: { 200: AdvantageCardPointsSchema, ...ERRORS },
        },
      },
      async (request) => {
        const points = await findOwnCardPoints(
          app.db,
          userId(request),
          request.params.type,
          request.params.number,
        );
        if (points === undefined) throw new HttpError(404, 'Carta Vantaggi non trovata.');
        return points;
      },
    );

    own.post(
      '/advantage-card/upgrade',
      {
        // A sensitive action (issue 34): the session proved its owner in the last few minutes.
        preHandler: app.identity.requireFreshCheck,
        schema: { body: UpgradeRequestSchema, response: { 200: UpgradeResponseSchema, ...ERRORS } },
      },
      async (request) => {
        const result = await upgradeCardToPiu(app.db, userId(request), request.body.cardNumber);
        if (result.errorCode !== '0')
          request.log.info({ errorCode: result.errorCode }, 'upgrade to Più refused');
        return result;
      },
    );

    own.get(
      '/coupons',
      {
        schema: {
          querystring: CouponsQuerySchema,
          response: { 200: CouponsResponseSchema, ...ERRORS },
        },
      },
      async (request) => {
        const user = userId(request);
        const today = romeToday();
        const storeId = request.query.storeId;
        const [coupons, savedCount] = await Promise.all([
          listCoupons(app.db, user, today, storeId),
          countSavedCoupons(app.db, user, today),
        ]);
        return { storeId: storeId ?? null, today, savedCount, savedMax: COUPON_SAVED_MAX, coupons };
      },
    );

    // Saving and unsaving one coupon: the same resource, the same answer.
    const savedCoupon = {
      schema: {
        params: CouponIdParamsSchema,
        response: { 200: CouponSavedResponseSchema, ...ERRORS },
      },
    };

    own.put('/coupons/saved/:id', savedCoupon, async (request) => {
      const couponId = request.params.id;
      const result = await saveCoupon(app.db, userId(request), couponId, romeToday());
      if (result.outcome === 'not_found') throw new HttpError(404, 'Coupon non disponibile.');
      if (result.outcome === 'limit_reached') throw new HttpError(409, COUPON_LIMIT_MESSAGE);
      return { couponId, saved: true, savedCount: result.savedCount };
    });

    own.delete('/coupons/saved/:id', savedCoupon, async (request) => {
      const couponId = request.params.id;
      const savedCount = await unsaveCoupon(app.db, userId(request), couponId, romeToday());
      return { couponId, saved: false, savedCount };
    });

    own.delete(
      '/coupons/saved',
      { schema: { response: { 200: CouponsClearedResponseSchema, ...ERRORS } } },
      async (request) => {
        const removed = await clearSavedCoupons(app.db, userId(request));
        return { removed, savedCount: 0 as const };
      },
    );
  });

  // The card in Apple Wallet and Google Wallet (wallet/): the owner's only, like the routes above.
  await app.register(walletRoutes);
};
