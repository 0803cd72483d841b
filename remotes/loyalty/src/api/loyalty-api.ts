import { api } from '@iper/api';
import type {
  CardType,
  CouponSavedResponse,
  CouponsResponse,
  GiftCardBalance,
  GiftCardBalanceRequest,
  LoyaltyCard,
  UpgradeRequest,
  UpgradeResponse,
  VoucherRequest,
  VoucherRequestResponse,
  WalletLinks,
} from '@iper/contracts';

/**
 * The loyalty remote's calls. Card and coupon data belong to the signed-in user (tags Card and
 * Coupon, cleared at logout); an upgrade or a new card changes the session's card too.
 */
export const loyaltyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: the card's current points, fetched only for card owners (SPEC §4). */
    loyaltyCardPoints: build.query<number, { type: CardType; number: string }>({
      query: ({ type, number }) => `/advantage-card/${type}/${encodeURIComponent(number)}`,
      providesTags: ['Card'],
    }),
    loyaltyCard: build.query<LoyaltyCard, void>({
      query: () => '/advantage-card',
      providesTags: ['Card'],
    }),
    /** Where the owner gets the card for Apple Wallet and, when configured, Google Wallet. */
    loyaltyWalletLinks: build.query<WalletLinks, void>({
      query: () => '/advantage-card/wallet',
      providesTags: ['Card'],
    }),
    loyaltyUpgrade: build.mutation<UpgradeResponse, UpgradeRequest>({
      query: (body) => ({ url: '/advantage-card/upgrade', method: 'POST', body }),
      invalidatesTags: ['Session', 'Card'],
    }),
    loyaltyCoupons: build.query<CouponsResponse, { storeId: string | null }>({
      query: ({ storeId }) =>
        storeId ? `/coupons?storeId=${encodeURIComponent(storeId)}` : '/coupons',
      providesTags: ['Coupon'],
    }),
    loyaltyCouponSave: build.mutation<CouponSavedResponse, string>({
      query: (id) => ({ url: `/coupons/saved/${encodeURIComponent(id)}`, method: 'PUT' }),
      invalidatesTags: ['Coupon'],
    }),
    loyaltyCouponUnsave: build.mutation<CouponSavedResponse, string>({
      query: (id) => ({ url: `/coupons/saved/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Coupon'],
    }),
    loyaltyCouponsClear: build.mutation<{ removed: number; savedCount: 0 }, void>({
      query: () => ({ url: '/coupons/saved', method: 'DELETE' }),
      invalidatesTags: ['Coupon'],
    }),
    loyaltyGiftCardBalance: build.mutation<GiftCardBalance, GiftCardBalanceRequest>({
      query: (body) => ({ url: '/gift-card/balance', method: 'POST', body }),
    }),
    loyaltyVoucherRequest: build.mutation<VoucherRequestResponse, VoucherRequest>({
      query: (body) => ({ url: '/virtual-card/voucher-requests', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoyaltyCardPointsQuery,
  useLoyaltyCardQuery,
  useLoyaltyWalletLinksQuery,
  useLoyaltyUpgradeMutation,
  useLoyaltyCouponsQuery,
  useLoyaltyCouponSaveMutation,
  useLoyaltyCouponUnsaveMutation,
  useLoyaltyCouponsClearMutation,
  useLoyaltyGiftCardBalanceMutation,
  useLoyaltyVoucherRequestMutation,
} = loyaltyApi;

/** The server's message of a failed call ({ message } of the API error shape), if any. */
export function apiErrorMessage(error: unknown): string | undefined {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
}

export function apiErrorStatus(error: unknown): number | string | undefined {
  return (error as { status?: number | string } | undefined)?.status;
}
