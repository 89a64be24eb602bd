import type { PaymentTarget } from '@/features/payment';

/** A payment link's id (the page addresses rule (rules: routes) `?id=`), as the API issues them; any other `id` is read as a booking code. */
const PAYMENT_LINK_ID = /^pl_[0-9a-f]{32}$/;

/**
 * What the payment page's address names (the page addresses rule, rules: routes): `?jobpartid=` a booking of its
 * signed-in owner (My Bookings); a payment link carries its id as `id`, or the booking's code as `code` (or `id`).
 */
export function paymentTarget(params: URLSearchParams): PaymentTarget {
  const jobPartId = Number(params.get('jobpartid')) || undefined;
  const id = (params.get('id') || '').trim();
  const linkId = PAYMENT_LINK_ID.test(id) ? id : undefined;
  const code = (params.get('code') || (linkId ? '' : id)).trim() || undefined;
  return { jobPartId, code, linkId };
}
