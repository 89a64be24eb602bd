/** Time left until a pick-up, for the next-trip card (beyond the spec). */
import type { MessageId, MessageValues } from '@/i18n';

/** The page's `t` (`useT()`). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the time has come. */
  due: boolean;
}

export function countdown(targetMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    due: left === 0,
  };
}

/**
 * "2 days 3 hours 4 minutes" in the page's words (each unit an ICU plural), seconds only in the last hour; "Due
 * now" once due.
 */
export function describeCountdown(c: Countdown, t: Translate): string {
  if (c.due) return t('account.countdown.due');
  const parts: string[] = [];
  if (c.days) parts.push(t('account.countdown.days', { count: c.days }));
  if (c.days || c.hours) parts.push(t('account.countdown.hours', { count: c.hours }));
  parts.push(t('account.countdown.minutes', { count: c.minutes }));
  if (!c.days && !c.hours) parts.push(t('account.countdown.seconds', { count: c.seconds }));
  return parts.join(' ');
}
