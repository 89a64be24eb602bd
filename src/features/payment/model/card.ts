/** Card form rules (the card details, card number, card fields and defaults rules, rules: card-details, card-number, card-fields, defaults): pure functions, and the yup schema the card form runs. */
import cardValidator from 'card-validator';
import * as yup from 'yup';
import type { BillingDetails, CardDetails } from '@/adapters/payments';
import { CARD_NUMBER_INVALID, CARD_NUMBER_REQUIRED, EXPIRY_INVALID, EXPIRY_REQUIRED } from './messages';

export interface CardFormValues {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postalCode: string;
  /** ISO alpha-2, optional (the valid booking rule (rules: booking-valid): in the popup, address line 2 and country are optional). */
  country: string;
}

/** What the gateway tokenises from the card form (the card details rule (rules: card-details): the number with its spaces stripped). Pure. */
export function cardDetailsOf(values: CardFormValues): CardDetails {
  return {
    number: stripSpaces(values.cardNumber),
    expiryMonth: values.expiryMonth,
    expiryYear: values.expiryYear,
    cvc: values.cvc,
    name: values.name.trim(),
    postcode: values.postalCode.trim(),
  };
}

/** The payment flow rule (rules: payment-flow) step 2: the billing details a provider confirms the card with. */
export function billingDetailsOf(values: CardFormValues): BillingDetails {
  return {
    name: values.name.trim(),
    line1: values.addressLine1.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    countryCode: values.country.trim() || 'GB',
  };
}

export const emptyCardForm = (): CardFormValues => ({
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cvc: '',
  name: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  country: 'GB',
});

/** Titles of the fields: their labels and the {title} of "{title} is required" (the required text rule, rules: required-text). */
export const CARD_FIELD_TITLES: Record<keyof CardFormValues, string> = {
  cardNumber: 'Card number',
  expiryMonth: 'Expiry month',
  expiryYear: 'Expiry year',
  cvc: 'CVC',
  name: 'Name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
};

export const CARD_YEARS_AHEAD = 50;
const TEXT_MAX_LENGTH = 255;
const POSTCODE_MAX_LENGTH = 9;

/** The card details rule (rules: card-details): card numbers are handled with their spaces stripped. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The list limits rule (rules: list-limits): expiry months 01 to 12. */
export function expiryMonths(): string[] {
  return Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
}

/** The card expiry rule (rules: card-expiry): expiry years from the current year to the current year plus 50. */
export function expiryYears(now: Date): string[] {
  const first = now.getFullYear();
  return Array.from({ length: CARD_YEARS_AHEAD + 1 }, (_, index) => String(first + index));
}

/** The card type to show while the number is typed ("Visa", "Mastercard"...); null until it can be told. */
export function cardTypeOf(cardNumber: string): string | null {
  const result = cardValidator.number(stripSpaces(cardNumber));
  return result.isPotentiallyValid ? (result.card?.niceType ?? null) : null;
}

/** The card number and card fields rules (rules: card-number, card-fields): the number must pass the checksum (Luhn) and the length of its card type. */
export function cardNumberError(cardNumber: string): string | undefined {
  const digits = stripSpaces(cardNumber);
  if (digits === '') return CARD_NUMBER_REQUIRED;
  if (!/^\d+$/.test(digits) || !cardValidator.number(digits).isValid) return CARD_NUMBER_INVALID;
  return undefined;
}

/** The valid booking and defaults rules (rules: booking-valid, defaults): both parts chosen, month 01 to 12, year within the offered range, and not already past. */
export function expiryError(month: string, year: string, now: Date): string | undefined {
  if (!month || !year) return EXPIRY_REQUIRED;
  if (!expiryMonths().includes(month) || !expiryYears(now).includes(year)) return EXPIRY_INVALID;
  const expired = Number(year) === now.getFullYear() && Number(month) < now.getMonth() + 1;
  return expired ? EXPIRY_INVALID : undefined;
}

/**
 * The CVC's length follows the card type (4 for Amex). The card fields rule (rules: card-fields) reuses the expiry messages for the CVC, but then an
 * empty form names "Expiry is required" twice and the CVC never; the CVC takes the required text rule's (rules: required-text) "{title} is required" and
 * "{title} is invalid" with its own title instead, so each message names the field it belongs to.
 */
export function cvcError(cvc: string, cardNumber: string): string | undefined {
  if (cvc.trim() === '') return `${CARD_FIELD_TITLES.cvc} is required`;
  const size = cardValidator.number(stripSpaces(cardNumber)).card?.code.size;
  return cardValidator.cvv(cvc, size ?? [3, 4]).isValid ? undefined : `${CARD_FIELD_TITLES.cvc} is invalid`;
}

/** The postcode format rule (rules: postcode-format): postcodes are letters, digits, space, underscore and hyphen, no outer spaces, at most 9 characters. */
export function isValidPostcode(value: string): boolean {
  return value.length <= POSTCODE_MAX_LENGTH && /^[A-Za-z0-9_\- ]+$/.test(value) && value.trim() === value;
}

const required = (field: keyof CardFormValues) =>
  yup
    .string()
    .default('')
    .test('required', `${CARD_FIELD_TITLES[field]} is required`, (value) => (value ?? '').trim() !== '')
    .max(TEXT_MAX_LENGTH, `${CARD_FIELD_TITLES[field]} is invalid`);

/**
 * The card form's schema; `now` fixes the current month and year for the expiry rules. With `ownCardFields` a
 * provider's own fields (Stripe's card element) take the card, so only the billing address is checked here.
 */
export function cardFormSchema(
  now: () => Date = () => new Date(),
  { ownCardFields = false }: { ownCardFields?: boolean } = {},
): yup.ObjectSchema<CardFormValues> {
  const schema = yup.object({
    cardNumber: yup
      .string()
      .default('')
      .test('card-number', (value, context) => {
        const message = cardNumberError(value ?? '');
        return message ? context.createError({ message }) : true;
      }),
    expiryMonth: yup
      .string()
      .default('')
      .test('expiry', (value, context) => {
        const message = expiryError(value ?? '', (context.parent as CardFormValues).expiryYear, now());
        return message ? context.createError({ message }) : true;
      }),
    // The year's own error would repeat the month's; the pair is reported once, on the month.
    expiryYear: yup.string().default(''),
    cvc: yup
      .string()
      .default('')
      .test('cvc', (value, context) => {
        const message = cvcError(value ?? '', (context.parent as CardFormValues).cardNumber);
        return message ? context.createError({ message }) : true;
      }),
    name: required('name'),
    addressLine1: required('addressLine1'),
    addressLine2: yup.string().default('').max(TEXT_MAX_LENGTH, `${CARD_FIELD_TITLES.addressLine2} is invalid`),
    city: required('city'),
    postalCode: required('postalCode').test(
      'postcode',
      `${CARD_FIELD_TITLES.postalCode} is invalid`,
      (value) => !value || value.trim() === '' || isValidPostcode(value),
    ),
    country: yup.string().default(''),
  });
  if (!ownCardFields) return schema;
  const free = yup.string().default('');
  return schema.shape({ cardNumber: free, expiryMonth: free, expiryYear: free, cvc: free });
}
