import { ApiErrorSchema, WalletLinksSchema } from '@iper/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http-error';
import { onlyForSignedInUser } from '../../identity/signed-in-scope';
import { routeRateLimit } from '../../platform/rate-limit';
import { findOwnCard } from '../loyalty.queries';
import { applePass, PKPASS_CONTENT_TYPE, PKPASS_FILE_NAME } from './apple-pass';
import { googleSaveUrl } from './google-save-link';
import type { WalletCard } from './wallet-card';

/** The signed `.pkpass` of the session's card; the address names no card, so it cannot name another's. */
export const APPLE_PASS_PATH = '/advantage-card/wallet/carta-vantaggi.pkpass';

const ERRORS = {
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

/**
 * The card in the phone's wallet (issue 33): the Apple Wallet pass and the Google Wallet save
 * link of the signed-in customer's own card, read from the session, never from the address.
 * Registered inside the loyalty routes (their rate-limit plugin and CSRF hook).
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyForSignedInUser(app);
  const { wallet, publicUrl } = app.config;
  if (!wallet.apple.certificates)
    app.log.info(
      'Apple Wallet: no APPLE_WALLET_CERTIFICATE, passes are signed with the test certificate (Wallet on a phone refuses them)',
    );
  const limited = { rateLimit: routeRateLimit(wallet.rateLimit) };
  const route = app.withTypeProvider<ZodTypeProvider>();

  async function ownWalletCard(request: FastifyRequest): Promise<WalletCard> {
    const user = request.sessionUser;
    if (!user) throw new HttpError(401, 'Accedi per continuare.');
    const card = await findOwnCard(app.db, user.id);
    if (!card) throw new HttpError(404, 'Nessuna Carta Vantaggi collegata all’account.');
    // A blocked card is refused at the till: a pass would only send the customer to it for nothing.
    if (card.status === 'blocked')
      throw new HttpError(409, 'Carta bloccata: rivolgiti al punto accoglienza del tuo Iper.');
    return {
      type: card.type,
      number: card.number,
      holderName: card.holderName,
      points: card.currentAmount,
    };
  }

  route.get(
    '/advantage-card/wallet',
    { config: limited, schema: { response: { 200: WalletLinksSchema, ...ERRORS } } },
    async (request) => {
      const card = await ownWalletCard(request);
      return {
        applePassUrl: `/api${APPLE_PASS_PATH}`,
        googleSaveUrl: wallet.google ? await googleSaveUrl(wallet.google, card, publicUrl) : null,
      };
    },
  );

  route.get(
    APPLE_PASS_PATH,
    // No response schema: the answer is the zip; errors go through the site's error handler.
    { config: limited },
    async (request, reply) => {
      const pass = await applePass(await ownWalletCard(request), wallet.apple, publicUrl);
      return reply
        .type(PKPASS_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${PKPASS_FILE_NAME}"`)
        .send(pass);
    },
  );
};
