// The loyalty domain's queries, one module per concept; the routes (and the coupon form routes
// being written beside them) import them from here, so a concept can move without their changing.
export { findOwnCard, findOwnCardPoints, ownCardWithVault, upgradeCardToPiu } from './card.queries';
export {
  clearSavedCoupons,
  countSavedCoupons,
  listCoupons,
  saveCoupon,
  unsaveCoupon,
  type SaveCouponOutcome,
} from './coupon.queries';
export { findGiftCardBalance } from './gift-card.queries';
export { insertVoucherRequest, storeName } from './voucher.queries';
