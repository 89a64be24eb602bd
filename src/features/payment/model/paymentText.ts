/**
 * The payment feature's known texts in the page's language (issue 34). The payment's outcomes, checks and labels
 * are the spec's English words (the verbatim messages rule, rules: messages), carried through the payment's state
 * beside the server's own messages; shown, a known text is said by its message, and anything else (a gateway's or
 * the server's own refusal) as it came. The catalog test beside it keeps each English text equal to its en-GB message.
 */
import type { MessageId, Translator } from '@/i18n';
import { CARD_FIELD_TITLES, type CardFormValues } from './card';
import {
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  CARD_PROCESSING_ERROR,
  EXPIRY_INVALID,
  EXPIRY_REQUIRED,
  GENERIC_ERROR,
  PAYMENT_INFO_INVALID,
  PROCESS_DIALOG_TITLE,
  PROCESS_DIALOG_WARNING,
  RECEIPT_SENT,
} from './messages';
import { ALREADY_PAID, PAYMENT_LINK_NOT_VALID } from './payLater';
import { PAYMENT_TYPE_LABELS } from './paymentTypes';

type Translate = Translator['t'];

/** Each known English text and the message that says it. */
export const PAYMENT_TEXT_IDS: Readonly<Record<string, MessageId>> = {
  [GENERIC_ERROR]: 'payment.error.generic',
  [CARD_PROCESSING_ERROR]: 'payment.error.cardProcessing',
  [PAYMENT_INFO_INVALID]: 'payment.error.infoInvalid',
  [RECEIPT_SENT]: 'payment.receiptSent',
  [CARD_NUMBER_REQUIRED]: 'payment.card.cardNumberRequired',
  [CARD_NUMBER_INVALID]: 'payment.card.cardNumberInvalid',
  [EXPIRY_REQUIRED]: 'payment.card.expiryRequired',
  [EXPIRY_INVALID]: 'payment.card.expiryInvalid',
  [PROCESS_DIALOG_TITLE]: 'payment.process.title',
  [PROCESS_DIALOG_WARNING]: 'payment.process.warning',
  [ALREADY_PAID]: 'payment.pay.alreadyPaid',
  [PAYMENT_LINK_NOT_VALID]: 'payment.link.notValid',
  'Processing your booking…': 'payment.process.processing',
  'Your booking is confirmed.': 'payment.process.success',
  'The payment did not go through.': 'payment.process.paymentError',
  'The booking could not be made.': 'payment.process.bookingError',
  'Neither the payment nor the booking could be completed.': 'payment.process.bothFailed',
  'Payment...': 'payment.button.tokenising',
  Processing: 'payment.button.processing',
  'Pay Now': 'payment.button.payNow',
  'Book Now': 'payment.button.bookNow',
  Confirm: 'payment.button.confirm',
  [PAYMENT_TYPE_LABELS.card]: 'payment.type.card',
  [PAYMENT_TYPE_LABELS.cash]: 'payment.type.cash',
  [PAYMENT_TYPE_LABELS.paypal]: 'payment.type.paypal',
};

/** The card form's field titles, as messages. */
export const CARD_FIELD_TITLE_IDS = {
  cardNumber: 'payment.card.field.cardNumber',
  expiryMonth: 'payment.card.field.expiryMonth',
  expiryYear: 'payment.card.field.expiryYear',
  cvc: 'payment.card.field.cvc',
  name: 'payment.card.field.name',
  addressLine1: 'payment.card.field.addressLine1',
  addressLine2: 'payment.card.field.addressLine2',
  city: 'payment.card.field.city',
  postalCode: 'payment.card.field.postalCode',
  country: 'payment.card.field.country',
} as const satisfies Record<keyof CardFormValues, MessageId>;

/** The card form's "{title} is required" and "{title} is invalid" checks (card.ts), by their English text. */
function fieldCheck(text: string, t: Translate): string | null {
  for (const [name, title] of Object.entries(CARD_FIELD_TITLES) as [keyof CardFormValues, string][]) {
    const field = t(CARD_FIELD_TITLE_IDS[name]);
    if (text === `${title} is required`) return t('payment.card.fieldRequired', { field });
    if (text === `${title} is invalid`) return t('payment.card.fieldInvalid', { field });
  }
  return null;
}

/** A payment text as the page says it: a known one in the page's language, any other as it came. */
export function sayPaymentText(text: string, t: Translate): string {
  const id = PAYMENT_TEXT_IDS[text];
  if (id) return t(id);
  return fieldCheck(text, t) ?? text;
}
