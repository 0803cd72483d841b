import { VoucherRequestSchema, type VoucherRequest } from '@iper/contracts';

/** The voucher request form's values: what the fields hold, all text but the privacy box. */
export interface VoucherFormValues {
  municipality?: string;
  province?: string;
  entityTaxCode?: string;
  firstName?: string;
  lastName?: string;
  role?: string;
  email?: string;
  phone?: string;
  beneficiaries?: string;
  amountPerBeneficiary?: string;
  storeId?: string;
  notes?: string;
  privacy?: boolean;
  [key: string]: unknown;
}

const toNumber = (value: string | undefined) =>
  value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;

/** The request the server expects, from the form's text values; privacy as ticked (true or not). */
export type VoucherDraft = Omit<VoucherRequest, 'privacy'> & { privacy: boolean };

export function voucherRequestOf(values: VoucherFormValues): VoucherDraft {
  return {
    municipality: values.municipality ?? '',
    province: values.province ?? '',
    entityTaxCode: values.entityTaxCode ?? '',
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    role: values.role ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    beneficiaries: toNumber(values.beneficiaries),
    amountPerBeneficiary: toNumber(values.amountPerBeneficiary),
    storeId: values.storeId ?? '',
    notes: values.notes ?? '',
    privacy: values.privacy === true,
  };
}

const FIELD_MESSAGES: Partial<Record<keyof VoucherRequest, string>> = {
  beneficiaries: 'Indica quante famiglie riceveranno i buoni (da 1 a 20.000).',
  amountPerBeneficiary: 'Indica un importo intero tra 10 e 500 euro.',
  municipality: 'Indica il nome del Comune.',
  role: 'Indica il tuo ruolo nel Comune.',
};

/**
 * Checks one field with the same schema the server uses, so the form says what the server would
 * refuse before sending it. Returns the message, or undefined when the value is fine.
 */
export function voucherFieldProblem(
  field: Exclude<keyof VoucherRequest, 'privacy'>,
  values: VoucherFormValues,
): string | undefined {
  const request = voucherRequestOf(values);
  const result = VoucherRequestSchema.shape[field].safeParse(request[field]);
  if (result.success) return undefined;
  return FIELD_MESSAGES[field] ?? result.error.issues[0]?.message ?? 'Valore non valido';
}

/** The total the municipality will pay, when both figures are valid. */
export function voucherTotal(values: VoucherFormValues): number | null {
  const request = voucherRequestOf(values);
  return Number.isInteger(request.beneficiaries) && Number.isInteger(request.amountPerBeneficiary)
    ? request.beneficiaries * request.amountPerBeneficiary
    : null;
}
