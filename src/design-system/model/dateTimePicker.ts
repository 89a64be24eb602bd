import { DateTime } from 'luxon';
import { formatDateTime } from './dates';
import { sourceText, type Translate } from './sourceText';

/** The defaults rule (rules: defaults): the operator's zone unless configured otherwise; never the browser's. */
export const DEFAULT_TIME_ZONE = 'Europe/London';
export const QUICK_MINUTES = [15, 30, 60] as const;
export type QuickMinutes = (typeof QUICK_MINUTES)[number];
/** The picker limits rule (rules: picker-limits): minute step options; 0 means no step (every minute). */
export const MINUTE_STEP_OPTIONS = [0, 15, 30, 60] as const;
export type MinuteStep = 0 | 1 | 15 | 30 | 60;
export const WAITING_MINUTES_MAX = 180;
export const WAITING_MINUTES_STEP = 15;
export const DEFAULT_WAITING_MINUTES = 60;
/** The source's words; the picker shows `t('design.picker.waitingTime')`. */
export const WAITING_TIME_LABEL = sourceText('design.picker.waitingTime');

export type PickupMode = 'asap' | 'later';

/** What the picker reports: times travel as ISO strings with the operator's offset (DESIGN rule 8). */
export interface DateTimeValue {
  mode: PickupMode;
  time: string | null;
  /** Minutes after landing; only when the waiting-time selector is shown. */
  waitingMinutes?: number;
}

export interface DateTimePickerState {
  value: DateTimeValue;
  /** The quick button whose time is currently set, shown as active. */
  activeQuick: QuickMinutes | null;
  open: boolean;
}

export interface SelectOption {
  value: number;
  label: string;
  /** The option lies before the earliest allowed time (shown marked, still selectable). */
  beforeEarliest?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toZoned(iso: string | null | undefined, zone: string, fallback: DateTime): DateTime {
  const parsed = iso ? DateTime.fromISO(iso, { setZone: true }) : null;
  return (parsed?.isValid ? parsed : fallback).setZone(zone);
}

function startOfMinute(time: DateTime): DateTime {
  return time.set({ second: 0, millisecond: 0 });
}

export function initialPickerState(value: DateTimeValue): DateTimePickerState {
  return { value, activeQuick: null, open: false };
}

/** Choosing Now confirms at once (the pick-up time rule, rules: pickup-time). */
export function chooseNow(state: DateTimePickerState, now: DateTime): DateTimePickerState {
  return { value: { ...state.value, mode: 'asap', time: startOfMinute(now).toISO() }, activeQuick: null, open: false };
}

/** Quick buttons set now + N minutes, close the panel and mark that button active (the pick-up time rule, rules: pickup-time). */
export function applyQuickButton(
  state: DateTimePickerState,
  minutes: QuickMinutes,
  now: DateTime,
): DateTimePickerState {
  const time = startOfMinute(now).plus({ minutes }).toISO();
  return { value: { ...state.value, mode: 'later', time }, activeQuick: minutes, open: false };
}

/** A quick button (the minimum lead time rule, rules: lead-time) and whether its time can be met: now + N is not before the earliest time. */
export interface QuickButton {
  minutes: QuickMinutes;
  meetable: boolean;
}

/**
 * The quick buttons of the shared widgets rule (rules: shared-widgets) (15, 30 and 60 minutes from now), each marked whether it can be met. One inside the lead
 * time is shown disabled with the reason (the quick-button rule, docs/architecture.md): pressing "+15 min" must not
 * set a time 60 minutes away, nor one the booking will refuse.
 */
export function quickButtons(now: DateTime, earliest: string | null | undefined): QuickButton[] {
  const minimum = earliest ? DateTime.fromISO(earliest) : null;
  return QUICK_MINUTES.map((minutes) => ({
    minutes,
    meetable: !minimum?.isValid || !isBefore(startOfMinute(now).plus({ minutes }), startOfMinute(minimum)),
  }));
}

/** The minutes of the quick buttons that can be met. */
export function meetableQuickMinutes(now: DateTime, earliest: string | null | undefined): QuickMinutes[] {
  return quickButtons(now, earliest)
    .filter((button) => button.meetable)
    .map((button) => button.minutes);
}

/**
 * The opening time rule (issue 28): a picker with no time set opens on the first time on the operator's minute step
 * that is neither past nor before the earliest time, never on "now" marked too early and off the step.
 */
export function openingTime(
  now: DateTime,
  earliest: string | null | undefined,
  step: MinuteStep,
  zone: string,
): DateTime {
  const minimum = earliest ? DateTime.fromISO(earliest) : null;
  const from = startOfMinute((minimum?.isValid && minimum > now ? minimum : now).setZone(zone));
  const every = step <= 1 ? 1 : step;
  return from.set({ minute: 0 }).plus({ minutes: Math.ceil(from.minute / every) * every });
}

/** Later (the shared widgets rule, rules: shared-widgets): a set time, the one already chosen or else the opening time; the panel stays open to choose it. */
export function chooseLater(state: DateTimePickerState, opening: DateTime): DateTimePickerState {
  const keep = state.value.mode === 'later' && state.value.time;
  return {
    value: { ...state.value, mode: 'later', time: keep ? state.value.time : opening.toISO() },
    activeQuick: null,
    open: true,
  };
}

function setParts(
  state: DateTimePickerState,
  parts: Partial<Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>>,
  zone: string,
  now: DateTime,
): DateTimePickerState {
  const current = toZoned(state.value.time, zone, startOfMinute(now));
  const time = startOfMinute(current.set(parts)).toISO();
  // A hand-set time is no longer "now + N", so the quick button stops being active (the pick-up time rule, rules: pickup-time).
  return { ...state, value: { ...state.value, mode: 'later', time }, activeQuick: null };
}

export function changeHour(state: DateTimePickerState, hour: number, zone: string, now: DateTime) {
  return setParts(state, { hour }, zone, now);
}

export function changeMinute(state: DateTimePickerState, minute: number, zone: string, now: DateTime) {
  return setParts(state, { minute }, zone, now);
}

/** `date` is yyyy-MM-dd in the operator's zone. Invalid input leaves the state alone. */
export function changeDate(state: DateTimePickerState, date: string, zone: string, now: DateTime) {
  const parsed = DateTime.fromISO(date, { zone });
  if (!parsed.isValid) return state;
  return setParts(state, { year: parsed.year, month: parsed.month, day: parsed.day }, zone, now);
}

export function changeWaitingMinutes(state: DateTimePickerState, waitingMinutes: number): DateTimePickerState {
  return { ...state, value: { ...state.value, waitingMinutes } };
}

export function setOpen(state: DateTimePickerState, open: boolean): DateTimePickerState {
  return { ...state, open };
}

function isBefore(candidate: DateTime, earliest: DateTime | null): boolean {
  return earliest !== null && candidate.toMillis() < startOfMinute(earliest).toMillis();
}

export function hourOptions(day: DateTime, earliest: DateTime | null = null): SelectOption[] {
  return Array.from({ length: 24 }, (_, hour) => ({
    value: hour,
    label: pad(hour),
    // The whole hour is early only when its last minute is still before the earliest time.
    beforeEarliest: isBefore(day.set({ hour, minute: 59 }), earliest),
  }));
}

/** Minutes 0..59 by `step` (0 or 1: every minute); a current minute off the step stays selectable. */
export function minuteOptions(
  step: MinuteStep = 1,
  current?: number,
  hourOfDay: DateTime | null = null,
  earliest: DateTime | null = null,
): SelectOption[] {
  const every = step <= 1 ? 1 : step;
  const minutes = new Set<number>();
  for (let minute = 0; minute < 60; minute += every) minutes.add(minute);
  if (current !== undefined && current >= 0 && current < 60) minutes.add(current);
  return [...minutes]
    .sort((a, b) => a - b)
    .map((minute) => ({
      value: minute,
      label: pad(minute),
      beforeEarliest: hourOfDay ? isBefore(hourOfDay.set({ minute }), earliest) : false,
    }));
}

export function waitingTimeOptions(): SelectOption[] {
  const options: SelectOption[] = [];
  for (let minutes = 0; minutes <= WAITING_MINUTES_MAX; minutes += WAITING_MINUTES_STEP) {
    options.push({ value: minutes, label: String(minutes) });
  }
  return options;
}

/** The minimum lead time rule (rules: lead-time) time expiry: the set time is earlier than the earliest time. Asap is never early. */
export function isBeforeEarliestTime(value: DateTimeValue, earliest: string | null | undefined): boolean {
  if (value.mode === 'asap' || !value.time || !earliest) return false;
  const time = DateTime.fromISO(value.time);
  const minimum = DateTime.fromISO(earliest);
  return time.isValid && minimum.isValid && isBefore(startOfMinute(time), minimum);
}

/** The picker's summary in the page's language (`t`, `locale`); the source's without them. */
export function formatPickupTime(
  value: DateTimeValue,
  zone: string,
  t: Translate = sourceText,
  locale?: string,
): string {
  if (value.mode === 'asap') return t('design.picker.asap');
  if (!value.time) return '';
  return formatDateTime(DateTime.fromISO(value.time, { zone }), locale);
}
