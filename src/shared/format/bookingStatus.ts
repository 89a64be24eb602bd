/**
 * A booking's status and payment as a customer reads them. The booking actions rule (rules: booking-actions): statuses come from the server and are not
 * enumerated, so the rules still match the raw text; the operator's shorthand and the reference API's own statuses
 * are put in the customer's words here, any other status is shown as the server wrote it.
 *
 * The server imports this file (its mails) with relative imports only, so it cannot read the catalogs: a caller on
 * a page passes the page's `t` (ids of the `common` catalog); without one, the words below are the source's
 * (en-GB), the same as the catalog's (bookingStatus.languages.test.ts in src/shared holds them equal).
 */

/** The `common` catalog's ids these texts use, with their source (en-GB) words. */
export const BOOKING_STATUS_SOURCE = {
  'common.status.unknown': 'Unknown',
  'common.status.passengerOnBoard': 'Passenger on board',
  'common.status.upcoming': 'Upcoming',
  'common.status.allocated': 'Allocated',
  'common.status.started': 'Started',
  'common.status.arrived': 'Arrived',
  'common.status.completed': 'Completed',
  'common.status.finished': 'Finished',
  'common.status.cancelled': 'Cancelled',
  'common.status.declined': 'Declined',
  'common.payment.card': 'Card',
  'common.payment.cash': 'Cash',
  'common.payment.paypal': 'PayPal',
  'common.payment.account': 'On account',
  'common.payment.paid': '{method} (paid)',
  'common.payment.payTheDriver': '{method} (pay the driver)',
  'common.payment.notPaidYet': '{method} (not paid yet)',
} as const;

type TextId = keyof typeof BOOKING_STATUS_SOURCE;
/** The page's `t` (`useT()`), or any function that words these ids. */
export type StatusTranslate = (id: TextId, values?: Record<string, string>) => string;

const sourceWords: StatusTranslate = (id, values) =>
  BOOKING_STATUS_SOURCE[id].replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');

/** The shorthand, and the reference API's own statuses (their English words are the statuses themselves). */
const STATUS_WORDS: [RegExp, TextId][] = [
  [/^\s*p\.?o\.?b\.?\s*$/i, 'common.status.passengerOnBoard'],
  [/^Upcoming$/, 'common.status.upcoming'],
  [/^Allocated$/, 'common.status.allocated'],
  [/^Started$/, 'common.status.started'],
  [/^Arrived$/, 'common.status.arrived'],
  [/^Completed$/, 'common.status.completed'],
  [/^Finished$/, 'common.status.finished'],
  [/^Cancelled$/, 'common.status.cancelled'],
  [/^Declined$/, 'common.status.declined'],
];

/** The status in the page's words (`t`); without `t`, the source's (English) words. */
export function bookingStatusText(status: string, t: StatusTranslate = sourceWords): string {
  const trimmed = status.trim();
  if (!trimmed) return t('common.status.unknown');
  const id = STATUS_WORDS.find(([pattern]) => pattern.test(trimmed))?.[1];
  // Any other status is the operator's own text, shown as written.
  return id ? t(id) : trimmed;
}

const METHOD_WORDS: Record<string, TextId> = {
  card: 'common.payment.card',
  stripe: 'common.payment.card',
  cash: 'common.payment.cash',
  paypal: 'common.payment.paypal',
  account: 'common.payment.account',
};

/** How the booking is paid, e.g. "Card (paid)", "Card (not paid yet)", "Cash (pay the driver)"; '' without a method. */
export function paymentText(method: string, isPaid: boolean, t: StatusTranslate = sourceWords): string {
  const key = method.trim().toLowerCase();
  if (!key) return '';
  const known = METHOD_WORDS[key];
  const name = known ? t(known) : key[0].toUpperCase() + key.slice(1);
  if (isPaid) return t('common.payment.paid', { method: name });
  if (key === 'cash') return t('common.payment.payTheDriver', { method: name });
  if (key === 'account') return name;
  return t('common.payment.notPaidYet', { method: name });
}
