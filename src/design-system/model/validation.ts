import cardValidator from 'card-validator';
import { sourceText, type Translate } from './sourceText';

/** The text-box types of spec 2.7. */
export type TextBoxType =
  | 'text'
  | 'postcode'
  | 'textarea'
  | 'country'
  | 'phone'
  | 'cardnumber'
  | 'cardcvc'
  | 'password'
  | 'confirmpassword'
  | 'email';

export type ValidationKind = 'required' | 'invalid';

/** Field validation error kinds as the spec numbers them (the error behaviour rule, rules: error-behaviour). */
export const VALIDATION_KIND_CODE: Record<ValidationKind, 1 | 2> = { required: 1, invalid: 2 };

export interface ValidationResult {
  kind: ValidationKind | null;
  /** Empty when valid. */
  message: string;
}

export interface TextRules {
  title: string;
  type?: TextBoxType;
  required?: boolean;
  /** Replaces "{title} is required". */
  requiredMessage?: string;
  /** Replaces the rule's own invalid message. */
  invalidMessage?: string;
  maxLength?: number;
  /** For confirmpassword: the password it must equal. */
  compareWith?: string;
  /** For phone: international validation of the full number (e.g. libphonenumber), given "+<dial code><digits>". */
  isValidInternational?: (e164: string) => boolean;
  /** For phone: the country's dial code without "+", default 44. */
  dialCode?: string;
  /** For cardcvc: the security code length of the card type, when known. */
  cvcLength?: number;
}

export const TEXT_MAX_LENGTH = 255;
export const POSTCODE_MAX_LENGTH = 9;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
/** The spec's mismatch message in the source language; a page shows `t('design.validation.passwordMismatch')`. */
export const PASSWORD_MISMATCH_MESSAGE = sourceText('design.validation.passwordMismatch');

const VALID: ValidationResult = { kind: null, message: '' };
const POSTCODE_PATTERN = /^[A-Za-z0-9_\- ]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[1-9]\d*$/;

export function maxLengthFor(type: TextBoxType = 'text'): number {
  if (type === 'postcode') return POSTCODE_MAX_LENGTH;
  if (type === 'password' || type === 'confirmpassword') return PASSWORD_MAX_LENGTH;
  return TEXT_MAX_LENGTH;
}

export function isValidPostcode(value: string): boolean {
  return value.length <= POSTCODE_MAX_LENGTH && POSTCODE_PATTERN.test(value) && value.trim() === value;
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The local part of a phone number: digits only, no leading 0, no spaces. */
export function isValidPhoneDigits(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** What the phone box keeps after a key-up: non-digits and leading zeros removed. */
export function sanitisePhoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}

/**
 * Whether a typed character may enter the phone box at `position`: digits, no leading 0, and a leading "+" that
 * starts a dial code (the phone entry rule then strips or applies it).
 */
export function isAllowedPhoneKey(key: string, position: number): boolean {
  if (key === '+') return position === 0;
  return /^\d$/.test(key) && !(key === '0' && position === 0);
}

/** Card numbers are validated and sent without the spaces people type. */
export function stripCardNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

export interface CardInfo {
  /** Luhn and length pass for a known card type. */
  isValid: boolean;
  /** e.g. "Visa", "Mastercard"; null while the type cannot be told. */
  cardType: string | null;
  cvcLength: number | null;
}

export function describeCardNumber(value: string): CardInfo {
  const result = cardValidator.number(stripCardNumber(value));
  return {
    isValid: result.isValid,
    cardType: result.card?.niceType ?? null,
    cvcLength: result.card?.code.size ?? null,
  };
}

export function isValidCvc(value: string, length?: number): boolean {
  return length ? new RegExp(`^\\d{${length}}$`).test(value) : /^\d{3,4}$/.test(value);
}

export function isValidPassword(value: string): boolean {
  const length = value.trim().length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

function invalid(message: string): ValidationResult {
  return { kind: 'invalid', message };
}

/**
 * Validates a text box's value by the rules of spec 5.1. Required comes first; an empty optional field
 * is valid whatever its type. Messages are in the page's language when `t` is given, else in the source's.
 */
export function validateText(
  value: string | null | undefined,
  rules: TextRules,
  t: Translate = sourceText,
): ValidationResult {
  const { title, type = 'text', required = false } = rules;
  const text = value ?? '';
  if (text.trim() === '') {
    return required
      ? { kind: 'required', message: rules.requiredMessage ?? t('design.validation.required', { title }) }
      : VALID;
  }
  const invalidMessage = rules.invalidMessage ?? t('design.validation.invalid', { title });
  if (type === 'password' || type === 'confirmpassword') {
    if (!isValidPassword(text))
      return invalid(rules.invalidMessage ?? t('design.validation.passwordLength', { title }));
    if (type === 'confirmpassword' && rules.compareWith !== undefined && text !== rules.compareWith) {
      return invalid(rules.invalidMessage ?? t('design.validation.passwordMismatch'));
    }
    return VALID;
  }
  if (text.length > (rules.maxLength ?? maxLengthFor(type))) return invalid(invalidMessage);
  switch (type) {
    case 'postcode':
      return isValidPostcode(text) ? VALID : invalid(invalidMessage);
    case 'email':
      return isValidEmail(text) ? VALID : invalid(invalidMessage);
    case 'phone': {
      if (!isValidPhoneDigits(text)) return invalid(invalidMessage);
      const e164 = `+${rules.dialCode ?? '44'}${text}`;
      return rules.isValidInternational && !rules.isValidInternational(e164) ? invalid(invalidMessage) : VALID;
    }
    case 'cardnumber':
      return describeCardNumber(text).isValid ? VALID : invalid(invalidMessage);
    case 'cardcvc':
      return isValidCvc(text, rules.cvcLength) ? VALID : invalid(invalidMessage);
    default:
      return VALID;
  }
}
