import type { VoucherRequest } from '../loyalty';

/**
 * Rho's social services asking for shopping vouchers (/virtual-card/buoni-spesa): 120 people, 50 €
 * each, at Iper Arese. The one municipal voucher request every test starts from (import it from
 * `@iper/contracts/src/testing/voucher-request.fixture`); a test changes only what it is about.
 */
export const RHO_VOUCHER_REQUEST = {
  municipality: 'Rho',
  province: 'MI',
  entityTaxCode: '00893240150',
  firstName: 'Lucia',
  lastName: 'Fontana',
  role: 'Responsabile servizi sociali',
  email: 'servizi.sociali@comune.rho.mi.it',
  phone: '02 9332 1',
  beneficiaries: 120,
  amountPerBeneficiary: 50,
  storeId: '00101',
  notes: '',
  privacy: true,
} satisfies VoucherRequest;
