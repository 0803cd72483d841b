import { RHO_VOUCHER_REQUEST } from '@iper/contracts/src/testing/voucher-request.fixture';
import {
  voucherFieldProblem,
  voucherRequestOf,
  voucherTotal,
  type VoucherFormValues,
} from './voucher-request';

/** The form as the representative fills it in: the province typed in lower case, figures as text. */
const VALUES: VoucherFormValues = {
  ...RHO_VOUCHER_REQUEST,
  province: 'mi',
  beneficiaries: '120',
  amountPerBeneficiary: '50',
};

describe('the municipal voucher request', () => {
  it('turns the form values into the request, figures as numbers', () => {
    expect(voucherRequestOf(VALUES)).toMatchObject({
      beneficiaries: 120,
      amountPerBeneficiary: 50,
      privacy: true,
    });
    expect(voucherTotal(VALUES)).toBe(6000);
  });

  it('accepts valid fields', () => {
    for (const field of [
      'municipality',
      'province',
      'entityTaxCode',
      'email',
      'phone',
      'beneficiaries',
      'amountPerBeneficiary',
    ] as const) {
      expect(voucherFieldProblem(field, VALUES)).toBeUndefined();
    }
  });

  it.each([
    ['entityTaxCode', { entityTaxCode: '0089324015' }, 'Il codice fiscale dell’ente ha 11 cifre'],
    ['province', { province: 'Milano' }, 'Sigla della provincia non valida'],
    [
      'beneficiaries',
      { beneficiaries: '0' },
      'Indica quante famiglie riceveranno i buoni (da 1 a 20.000).',
    ],
    [
      'beneficiaries',
      { beneficiaries: '12,5' },
      'Indica quante famiglie riceveranno i buoni (da 1 a 20.000).',
    ],
    [
      'amountPerBeneficiary',
      { amountPerBeneficiary: '501' },
      'Indica un importo intero tra 10 e 500 euro.',
    ],
    ['phone', { phone: 'tel. ufficio' }, 'Numero di telefono non valido'],
  ] as const)('refuses a bad %s', (field, change, message) => {
    expect(voucherFieldProblem(field, { ...VALUES, ...change })).toBe(message);
  });

  it('has no total until both figures are valid', () => {
    expect(voucherTotal({ ...VALUES, beneficiaries: '' })).toBeNull();
  });
});
