export * from './constants';
export { validate, isRequiredRule, debounceOf, parsedRules } from './validate';
export type { ValidateOptions, ValidationMessage, ValidationResult } from './validate';
export { parseRules, type ParsedRule } from './parse-rules';
export { RULES, type RuleFunction, type RuleContext } from './rules';
export { isEmpty } from './values';
export {
  isValidTaxCode,
  taxCodeControlCharacter,
  surnameLetters,
  firstNameLetters,
  type TaxCodeInput,
} from './tax-code';
export {
  ATTACHMENT_INVALID_MESSAGE,
  attachmentMessage,
  isAcceptedType,
  isWithinSize,
  isValidAttachment,
  type AttachmentLike,
  type AttachmentLimits,
} from './attachments';
