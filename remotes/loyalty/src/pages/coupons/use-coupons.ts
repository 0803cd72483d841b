import { COUPON_FORM, COUPON_LIMIT_MESSAGE, type Coupon } from '@iper/contracts';
import { siteCalendarDay, useSiteNow } from '@iper/design-system';
import { useFormOutcome } from '@iper/routes';
import { useCallback, useState } from 'react';
import {
  apiErrorMessage,
  apiErrorStatus,
  useLoyaltyCouponSaveMutation,
  useLoyaltyCouponsClearMutation,
  useLoyaltyCouponsQuery,
  useLoyaltyCouponUnsaveMutation,
} from '../../api/loyalty-api';
import { canSaveAnother } from '../../domain/coupons';

export type CouponMessage = { type: 'error' | 'success'; text: string } | null;

const GENERIC_ERROR =
  'Non è stato possibile aggiornare i tuoi coupon. Riprova tra qualche istante.';

/**
 * The coupons of a store and what the customer does with them. A coupon being saved or removed is
 * busy until the server answers, so a second click cannot send a second request; the server holds
 * the limit of ten and never saves twice whatever the client sends.
 */
export function useCoupons(storeId: string | null, enabled: boolean) {
  const list = useLoyaltyCouponsQuery({ storeId }, { skip: !enabled });
  const [save] = useLoyaltyCouponSaveMutation();
  const [unsave] = useLoyaltyCouponUnsaveMutation();
  const [clear, clearing] = useLoyaltyCouponsClearMutation();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // A coupon's plain form the server refused just before (the limit of ten): its message.
  const refused = useFormOutcome(COUPON_FORM.name);
  const [message, setMessage] = useState<CouponMessage>(
    refused ? { type: 'error', text: refused.error } : null,
  );

  const savedCount = list.data?.savedCount ?? 0;
  const now = useSiteNow();
  const today = list.data?.today ?? siteCalendarDay(now);

  const run = useCallback(async (coupon: Coupon, action: (id: string) => Promise<unknown>) => {
    setBusy((current) => new Set(current).add(coupon.id));
    try {
      await action(coupon.id);
    } catch (error) {
      const status = apiErrorStatus(error);
      setMessage({
        type: 'error',
        text:
          status === 409
            ? COUPON_LIMIT_MESSAGE
            : (status === 404 && apiErrorMessage(error)) || GENERIC_ERROR,
      });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(coupon.id);
        return next;
      });
    }
  }, []);

  const onSave = useCallback(
    (coupon: Coupon) => {
      if (busy.has(coupon.id)) return;
      setMessage(null);
      // SPEC §5: at most ten; the server checks again, this only spares a call.
      if (!canSaveAnother(savedCount)) {
        setMessage({ type: 'error', text: COUPON_LIMIT_MESSAGE });
        return;
      }
      void run(coupon, (id) => save(id).unwrap());
    },
    [busy, run, save, savedCount],
  );

  const onUnsave = useCallback(
    (coupon: Coupon) => {
      if (busy.has(coupon.id)) return;
      setMessage(null);
      void run(coupon, (id) => unsave(id).unwrap());
    },
    [busy, run, unsave],
  );

  const onClear = useCallback(async () => {
    setMessage(null);
    try {
      await clear().unwrap();
      setMessage({ type: 'success', text: 'Hai eliminato tutti i coupon salvati.' });
      return true;
    } catch {
      setMessage({ type: 'error', text: GENERIC_ERROR });
      return false;
    }
  }, [clear]);

  return {
    list,
    today,
    savedCount,
    savedMax: list.data?.savedMax ?? 10,
    busy,
    message,
    clearMessage: () => setMessage(null),
    onSave,
    onUnsave,
    onClear,
    isClearing: clearing.isLoading,
  };
}
