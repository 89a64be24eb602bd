/**
 * The operator's after-booking policy (the change cut-off and refund tiers rules, rules: change-cutoff, refund-tiers):
 * until when a booking may be changed online, and how much of what was paid a cancellation gives back, by hours
 * before pick-up and by payment method. In the wire contract because the server refunds by it and the app shows it
 * (the terms note, the cancel confirmation, the booking detail), and both must say the same amount.
 */

/** One refund tier: cancelled MORE than `hoursbefore` hours before pick-up gives back `percent` of what was paid. */
export interface WireRefundTier {
  hoursbefore: number;
  percent: number;
}

export interface WireBookingPolicy {
  /** A booking may be changed online until this many hours before its pick-up. */
  changeuntilhours: number;
  /** Refund tiers per payment method (`card`, `paypal`, ...); a method not listed gets nothing back. */
  refunds: Record<string, WireRefundTier[]>;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a policy in the operator document; empty means it is usable. Pure. */
export function bookingPolicyProblems(input: unknown, where = 'configuration.bookingpolicy'): string[] {
  if (input === undefined) return [];
  if (!isObject(input)) return [`${where} must be an object`];
  const problems: string[] = [];
  if (!isNumber(input.changeuntilhours) || input.changeuntilhours < 0)
    problems.push(`${where}.changeuntilhours must be a number of hours, 0 or more`);
  if (!isObject(input.refunds)) problems.push(`${where}.refunds must be an object of tiers by payment method`);
  else {
    for (const [method, tiers] of Object.entries(input.refunds)) {
      if (!Array.isArray(tiers)) {
        problems.push(`${where}.refunds.${method} must be an array of tiers`);
        continue;
      }
      tiers.forEach((tier: unknown, i) => {
        const at = `${where}.refunds.${method}[${i}]`;
        if (!isObject(tier)) return problems.push(`${at} must be an object`);
        if (!isNumber(tier.hoursbefore) || tier.hoursbefore < 0) problems.push(`${at}.hoursbefore must be 0 or more`);
        if (!isNumber(tier.percent) || tier.percent < 0 || tier.percent > 100)
          problems.push(`${at}.percent must be from 0 to 100`);
      });
    }
  }
  return problems;
}

/** Hours from `now` to the pick-up (negative once it has passed). */
export const hoursBefore = (pickupAt: Date, now: Date): number => (pickupAt.getTime() - now.getTime()) / 3_600_000;

/** Payment methods as the booking stores them (`Card`, `PayPal`) and the policy keys them (`card`, `paypal`). */
const methodKey = (method: string) => method.trim().toLowerCase();

/** The tier that applies this many hours before pick-up: the most generous one whose "more than" is met. */
function tierAt(tiers: WireRefundTier[], hours: number): WireRefundTier | null {
  const met = tiers.filter((tier) => hours > tier.hoursbefore);
  if (met.length === 0) return null;
  return met.reduce((best, tier) => (tier.percent > best.percent ? tier : best));
}

export interface RefundFacts {
  pickupAt: Date;
  paymentMethod: string;
  isPaid: boolean;
  /** What the customer paid (the booking's fare). */
  paid: number;
}

export interface Refund {
  /** The share of the payment given back, 0 to 100. */
  percent: number;
  /** The amount given back, in the booking's currency, rounded to the penny. */
  amount: number;
}

/**
 * The refund tiers rule (rules: refund-tiers): a paid booking cancelled more than a tier's hours before pick-up gets
 * that tier's share of what was paid back; an unpaid or cash booking, or a method without tiers, gets nothing.
 * Rounded to the penny, half up, so the app shows what the gateway is asked for.
 */
export function refundFor(facts: RefundFacts, now: Date, policy: WireBookingPolicy | undefined): Refund {
  const none = { percent: 0, amount: 0 };
  if (!policy || !facts.isPaid || !(facts.paid > 0)) return none;
  const tiers = policy.refunds[methodKey(facts.paymentMethod)];
  if (!tiers) return none;
  const tier = tierAt(tiers, hoursBefore(facts.pickupAt, now));
  if (!tier) return none;
  const pennies = Math.round(facts.paid * 100);
  return { percent: tier.percent, amount: Math.round((pennies * tier.percent) / 100) / 100 };
}

export const CHANGE_CLOSED = (hours: number) =>
  `This booking can no longer be changed online: changes close ${hours} hours before pick-up. Please call us.`;

/** The change cut-off rule (rules: change-cutoff): a booking may be changed until `changeuntilhours` before pick-up. */
export function changeAllowed(pickupAt: Date, now: Date, policy: WireBookingPolicy | undefined): boolean {
  if (!policy) return false;
  return hoursBefore(pickupAt, now) > policy.changeuntilhours;
}

const PAID_BY: Record<string, string> = { card: 'Card', paypal: 'PayPal', cash: 'Cash', account: 'Account' };

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/**
 * The policy in words, one line each, for the terms note and the booking detail; with `method`, the refund line of
 * that payment method alone (a cash booking has nothing to give back, so it gets the change line only).
 */
export function policyLines(policy: WireBookingPolicy | undefined, method?: string): string[] {
  if (!policy) return [];
  const lines = [`Changes can be made online until ${hoursText(policy.changeuntilhours)} before pick-up.`];
  const methods = Object.entries(policy.refunds).filter(([key]) => method === undefined || key === methodKey(method));
  for (const [method, tiers] of methods) {
    const sorted = [...tiers].sort((a, b) => b.hoursbefore - a.hoursbefore);
    const parts = sorted.map(
      (tier) =>
        `${tier.percent === 100 ? 'a full refund' : `${tier.percent}% back`} if cancelled more than ${hoursText(tier.hoursbefore)} before pick-up`,
    );
    const by = PAID_BY[method] ?? method;
    lines.push(
      parts.length
        ? `Paid by ${by}: ${parts.join(', ')}; no refund after that.`
        : `Paid by ${by}: no refund on cancelling.`,
    );
  }
  return lines;
}
