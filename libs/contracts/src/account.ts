import { z } from 'zod';
import { EmailSchema } from './identity';
import { personName } from './person-name';
import { CARD_TYPES } from './loyalty-values';
import { NOT_LOGGED_IN_ERROR_CODE, PROFILING_OPTIONS } from './account-values';

export * from './account-values';
export * from './shopping-list';
export * from './receipts';

/** Session, account info, registration and the account area (/api/account/**, SPEC §3, §4). */

export const SessionVerifyResponseSchema = z.discriminatedUnion('errorCode', [
  z.object({ errorCode: z.literal('0'), uid: z.string() }),
  z.object({ errorCode: z.literal(NOT_LOGGED_IN_ERROR_CODE), errorMessage: z.string() }),
]);
export type SessionVerifyResponse = z.infer<typeof SessionVerifyResponseSchema>;

export const GenderSchema = z.enum(['m', 'f', 'u']);
export type Gender = z.infer<typeof GenderSchema>;

export const CardTypeSchema = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardTypeSchema>;

export const LoginProviderSchema = z.enum(['site', 'google', 'facebook', 'apple']);

/** The identity service's account info: profile, data, preferences, address and phones (SPEC §7). */
export const AccountInfoSchema = z.object({
  errorCode: z.literal('0'),
  uid: z.string(),
  loginProvider: LoginProviderSchema,
  registrationDate: z.string(),
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    gender: GenderSchema.nullable(),
    birthDay: z.number().int().nullable(),
    birthMonth: z.number().int().nullable(),
    birthYear: z.number().int().nullable(),
  }),
  data: z.object({
    salesforceId: z.string().nullable(),
    cf: z.string().nullable(),
    storeId: z.string().nullable(),
    cardNumber: z.string().nullable(),
    cardType: CardTypeSchema.nullable(),
    cardColor: z.string().nullable(),
    cardType1: z.string().nullable(),
    canUpgradeToPlus: z.boolean(),
  }),
  preferences: z.object({
    privacy: z.boolean(),
    marketing: z.boolean(),
    profiling: z.boolean(),
    thirdParty: z.boolean(),
    /** Digital-only receipt. */
    receipt: z.boolean(),
  }),
  address: z.object({
    dug: z.string().nullable(),
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string().nullable(),
  }),
  phones: z.array(z.object({ type: z.enum(['mobile', 'home']), number: z.string() })),
  profiling: z.object({
    householdSize: z.string().optional(),
    interests: z.array(z.string()).optional(),
    pets: z.array(z.string()).optional(),
    shoppingFrequency: z.string().optional(),
  }),
});
export type AccountInfo = z.infer<typeof AccountInfoSchema>;

/** SPEC §3 User, as the site uses it. */
export interface User {
  uid: string;
  salesforceId: string | null;
  name: string;
  lastName: string;
  email: string;
  loginProvider: string;
  registrationDate: string;
  gender: Gender | null;
  birthDay: number | null;
  birthMonth: number | null;
  birthYear: number | null;
  cf: string | null;
  phoneNumber: string | null;
  address: string | null;
  houseNumber: string | null;
  city: string | null;
  province: string | null;
  zipCode: string | null;
  country: string | null;
  storeId: string | null;
  cardNumber: string | null;
  cardType: CardType | null;
  cardColor: string | null;
  cardType1: string | null;
  canUpgradeToPlus: boolean;
  consents: { receipt: boolean };
}

const name = personName('Il nome');
const lastName = personName('Il cognome');
const currentYear = new Date().getFullYear();

/** The personal data of the registration form and of /account/dati-personali (SPEC §3, §5). */
export const PersonalDataSchema = z.object({
  name,
  lastName,
  gender: GenderSchema,
  birthDay: z.number().int().min(1).max(31),
  birthMonth: z.number().int().min(1).max(12),
  birthYear: z.number().int().min(1900).max(currentYear),
  /** Optional (SPEC §5 does not mark it required); when given it must be the person's own. */
  cf: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{16})?$/, 'Codice fiscale non valido')
    .default(''),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ]{5,18}$/, 'Numero di telefono non valido'),
  dug: z.string().trim().max(20).default(''),
  address: z.string().trim().min(2).max(120),
  houseNumber: z.string().trim().min(1).max(10),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/),
  city: z.string().trim().min(1).max(80),
  province: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .default('IT'),
});
export type PersonalData = z.input<typeof PersonalDataSchema>;

export const ConsentsSchema = z.object({
  /** The privacy notice read: the short privacy form cannot be saved without it (SPEC §5). */
  privacy: z.literal(true),
  marketing: z.boolean(),
  profiling: z.boolean(),
  thirdParty: z.boolean(),
});
export type Consents = z.infer<typeof ConsentsSchema>;

export const ProfilingSchema = z.object({
  householdSize: z.enum(PROFILING_OPTIONS.householdSize).optional(),
  interests: z
    .array(z.enum(PROFILING_OPTIONS.interests))
    .max(PROFILING_OPTIONS.interests.length)
    .optional(),
  pets: z.array(z.enum(PROFILING_OPTIONS.pets)).max(PROFILING_OPTIONS.pets.length).optional(),
  shoppingFrequency: z.enum(PROFILING_OPTIONS.shoppingFrequency).optional(),
});
export type Profiling = z.infer<typeof ProfilingSchema>;

export const FavouriteStoreRequestSchema = z.object({ storeId: z.string().min(1).max(40) });

/** SPEC §3 Card data; the target is SPEC §9's 200. */
export const CardDataSchema = z.object({
  type: CardTypeSchema,
  number: z.string(),
  currentAmount: z.number(),
  targetAmount: z.number(),
  isOld: z.boolean(),
  canUpgrade: z.boolean(),
  color: z.string().nullable(),
});
export type CardData = z.infer<typeof CardDataSchema>;

/** 12 digits; a 13-digit number with the leading 0 of SPEC §9 is accepted too. */
export const CardNumberSchema = z
  .string()
  .trim()
  .regex(/^0?\d{12}$/, 'Il numero della carta ha 12 cifre')
  .transform((value) => value.slice(-12));

export const CardCheckRequestSchema = z.object({
  cardNumber: CardNumberSchema,
  surname: z.string().trim().min(1).max(80),
});
export type CardCheckRequest = z.input<typeof CardCheckRequestSchema>;

export const CardCheckResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('not_found') }),
  z.object({ outcome: z.literal('blocked') }),
  z.object({ outcome: z.literal('already_registered') }),
  z.object({
    outcome: z.literal('found'),
    salesforceId: z.string(),
    card: z.object({ type: CardTypeSchema, number: z.string(), holderFirstName: z.string() }),
  }),
]);
export type CardCheckResponse = z.infer<typeof CardCheckResponseSchema>;

/** SPEC §3 Subscription payload of POST /api/advantage-card/subscribe. */
export const SubscriptionPayloadSchema = z.object({
  uid: z.string().min(1),
  /** The card's customer record when registering an existing card; empty for a new digital card. */
  salesforceId: z.string().max(40).default(''),
  email: EmailSchema,
  name,
  lastName,
  phoneNumber: PersonalDataSchema.shape.phoneNumber,
  gender: GenderSchema,
  cf: PersonalDataSchema.shape.cf,
  birthDay: PersonalDataSchema.shape.birthDay,
  birthMonth: PersonalDataSchema.shape.birthMonth,
  birthYear: PersonalDataSchema.shape.birthYear,
  storeId: z.string().min(1).max(40),
  dug: z.string().trim().max(20).default(''),
  address: PersonalDataSchema.shape.address,
  houseNumber: PersonalDataSchema.shape.houseNumber,
  zip: PersonalDataSchema.shape.zipCode,
  city: PersonalDataSchema.shape.city,
  province: PersonalDataSchema.shape.province,
  country: PersonalDataSchema.shape.country,
  privacy: z.boolean(),
  marketing: z.boolean(),
  profiling: z.boolean(),
  thirdParty: z.boolean(),
});
export type SubscriptionPayload = z.input<typeof SubscriptionPayloadSchema>;

export const SubscriptionResponseSchema = z.union([
  z.object({ errorCode: z.literal('0'), cardNumber: z.string(), cardType: CardTypeSchema }),
  z.object({ errorCode: z.string().regex(/^[1-9]\d*$/), errorMessage: z.string() }),
]);
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;
