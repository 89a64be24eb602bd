/** The verbatim messages rule (rules: messages): shown when a charge is declined or the card provider cannot be reached. */
export const CARD_PROCESSING_MESSAGE =
  'It was not possible to process the payment, please check the card details and try again.';
/** The verbatim messages rule (rules: messages): shown when the payment information itself is unusable (unknown, used or foreign token). */
export const PAYMENT_INFO_MESSAGE = 'Payment information invalid, please try again.';
