import { bookingInfo, paymentIntent, stripePaymentIntent } from '@/api';
import { ReadFailure, startReadEarly } from '@/shared';
import { interpretIntent, UnknownPaymentLink, type PaymentIntent } from './payLater';

/** What a payment page names: a booking of the signed-in owner, a guest's booking by its code, or a payment link. */
export interface PaymentTarget {
  jobPartId?: number;
  code?: string;
  linkId?: string;
}

type PayableIntent = { jobPartId: number; intent: Exclude<PaymentIntent, { kind: 'refused' }> };

/** The booking to pay and what the gateway says about it; a refused intent fails the read with its message. */
async function loadIntent(
  jobPartId: number | undefined,
  code: string | undefined,
  signal: AbortSignal,
  linkId?: string,
): Promise<PayableIntent> {
  if (linkId) {
    // A payment link names the booking itself; the API answers what is due from its own figures (the booking call rule, rules: call-booking).
    const intent = interpretIntent(await stripePaymentIntent({ id: linkId }, { signal }));
    if (intent.kind === 'refused') throw new ReadFailure(intent.message);
    if (!intent.reference) throw new UnknownPaymentLink();
    return { jobPartId: intent.reference, intent };
  }
  let id = jobPartId ?? 0;
  if (!id && code) id = Number((await bookingInfo(code, { signal })).jobpartid) || 0;
  if (!id) throw new UnknownPaymentLink();
  const intent = interpretIntent(await paymentIntent(id, { signal }, code));
  if (intent.kind === 'refused') throw new ReadFailure(intent.message);
  return { jobPartId: id, intent };
}

/** The payment page's read: its key and its load. */
export function paymentIntentRead({ jobPartId, code, linkId }: PaymentTarget) {
  return [
    ['paymentIntent', jobPartId ?? null, code ?? null, linkId ?? null],
    (signal: AbortSignal) => loadIntent(jobPartId, code, signal, linkId),
  ] as const;
}

/**
 * Asks for the booking a payment link names as soon as the app starts, before the page has hydrated (the
 * first-visit rule, rules: first-visit: the payment form ready early on a phone opening the link from a mail).
 */
export function startPaymentReadEarly(target: PaymentTarget): void {
  startReadEarly(...paymentIntentRead(target));
}
