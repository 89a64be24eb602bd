/** The payment feature's texts (the verbatim messages, error behaviour and valid booking rules, rules: messages, error-behaviour, booking-valid), verbatim; one catalogue (DESIGN.md rule 6). */
export { GENERIC_ERROR } from '@/api';

export const CARD_PROCESSING_ERROR =
  'It was not possible to process the payment, please check the card details and try again.';
export const PAYMENT_INFO_INVALID = 'Payment information invalid, please try again.';
export const RECEIPT_SENT = 'The receipt has been sent to your email address';

export const CARD_NUMBER_REQUIRED = 'Card number is required';
export const CARD_NUMBER_INVALID = 'Card number is invalid';
export const EXPIRY_REQUIRED = 'Expiry is required';
export const EXPIRY_INVALID = 'Expiry is invalid';

export const PROCESS_DIALOG_TITLE = 'Please wait';
/** The please-wait dialog's description, shown as HTML (the dialogs rule, rules: modals). */
export const PROCESS_DIALOG_WARNING = '<p>Please do <strong>not</strong> refresh or close this page.</p>';
