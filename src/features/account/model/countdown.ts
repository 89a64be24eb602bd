/** Time left until a pick-up, for the next-trip card (beyond the spec). */
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

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "2 days 3 hours 4 minutes", seconds only in the last hour; "Due now" once due. */
export function describeCountdown(c: Countdown): string {
  if (c.due) return 'Due now';
  const parts: string[] = [];
  if (c.days) parts.push(unit(c.days, 'day'));
  if (c.days || c.hours) parts.push(unit(c.hours, 'hour'));
  parts.push(unit(c.minutes, 'minute'));
  if (!c.days && !c.hours) parts.push(unit(c.seconds, 'second'));
  return parts.join(' ');
}
