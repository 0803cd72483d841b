import {
  COUPON_FORM,
  COUPON_LIMIT_MESSAGE,
  couponAnchorId,
  CouponIdParamsSchema,
} from '@iper/contracts';
import { authRedirect, inLanguageOf, sameSitePath } from '@iper/routes';
import type { FastifyPluginAsync } from 'fastify';
import { CsrfError } from '../identity/csrf';
import { answerFormOutcome } from '../platform/form-outcome';
import { acceptPlainForms, plainFormFields, sentFromOurPage } from '../platform/plain-form';
import { romeToday } from './loyalty-dates';
import { saveCoupon, unsaveCoupon } from './loyalty.queries';

const COUPONS_PAGE = '/carta-vantaggi/coupon';
const NOT_AVAILABLE = 'Coupon non disponibile.';
const UNKNOWN_ACTION = 'Scegli se salvare il coupon o toglierlo dalla carta.';

/**
 * POST /api/coupons/form: a coupon saved on the card or taken off it by the coupon page's plain
 * form, one per coupon, for a customer whose app has not started (or who has no script). The
 * same rules as the app's PUT and DELETE /api/coupons/saved/:id (at most ten, never twice, only
 * a coupon on offer), then back to the page (303) at the coupon; a refusal (the ten-coupon limit)
 * goes back with the message, which the page draws (platform/form-outcome.ts). A visitor whose
 * session has ended goes to sign in and back to the page. CSRF: the browser must say the form
 * comes from this site's page (Fetch Metadata, else Origin); session cookies are SameSite=Lax.
 */
export const couponFormRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const secure = publicUrl.startsWith('https://');
  acceptPlainForms(app);

  app.post(COUPON_FORM.path.replace(/^\/api/, ''), async (request, reply) => {
    if (!sentFromOurPage(request, publicUrl)) throw new CsrfError();
    reply.header('cache-control', 'no-store');
    const fields = plainFormFields(request);
    const page = sameSitePath(fields[COUPON_FORM.page]) ?? COUPONS_PAGE;
    const user = await app.identity.sessionUser(request, reply);
    if (!user) return reply.redirect(inLanguageOf(authRedirect(page, false)!, page), 303);

    const coupon = CouponIdParamsSchema.shape.id.safeParse(fields[COUPON_FORM.coupon]);
    const refuse = (error: string) =>
      answerFormOutcome(
        reply,
        {
          form: COUPON_FORM.name,
          error,
          values: coupon.success ? { [COUPON_FORM.coupon]: coupon.data } : {},
        },
        page,
        secure,
      );
    if (!coupon.success) return refuse(NOT_AVAILABLE);
    const action = fields[COUPON_FORM.action];
    const today = romeToday();
    if (action === COUPON_FORM.save) {
      const saved = await saveCoupon(app.db, user.id, coupon.data, today);
      if (saved.outcome === 'not_found') return refuse(NOT_AVAILABLE);
      if (saved.outcome === 'limit_reached') return refuse(COUPON_LIMIT_MESSAGE);
    } else if (action === COUPON_FORM.remove) {
      await unsaveCoupon(app.db, user.id, coupon.data, today);
    } else return refuse(UNKNOWN_ACTION);
    // Back to the same place: the coupon's card on its page.
    const [path] = page.split('#');
    return reply.redirect(`${path}#${couponAnchorId(coupon.data)}`, 303);
  });
};
