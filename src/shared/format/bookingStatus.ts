/**
 * A booking's status and payment as a customer reads them. The booking actions rule (rules: booking-actions): statuses come from the server and are not
 * enumerated, so the rules still match the raw text; only the operator's shorthand is put in plain English here.
 */
const STATUS_WORDS: [RegExp, string][] = [[/^\s*p\.?o\.?b\.?\s*$/i, 'Passenger on board']];

export function bookingStatusText(status: string): string {
  const trimmed = status.trim();
  if (!trimmed) return 'Unknown';
  return STATUS_WORDS.find(([pattern]) => pattern.test(trimmed))?.[1] ?? trimmed;
}

const METHOD_WORDS: Record<string, string> = {
  card: 'Card',
  stripe: 'Card',
  cash: 'Cash',
  paypal: 'PayPal',
  account: 'On account',
};

/** How the booking is paid, e.g. "Card (paid)", "Card (not paid yet)", "Cash (pay the driver)"; '' without a method. */
export function paymentText(method: string, isPaid: boolean): string {
  const key = method.trim().toLowerCase();
  if (!key) return '';
  const name = METHOD_WORDS[key] ?? key[0].toUpperCase() + key.slice(1);
  if (isPaid) return `${name} (paid)`;
  if (key === 'cash') return `${name} (pay the driver)`;
  if (key === 'account') return name;
  return `${name} (not paid yet)`;
}
