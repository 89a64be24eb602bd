/**
 * A booking started from outside (issue 11 item 4): the licence host's stored booking parameters (the licence host rule, rules: licence-host) or a
 * quick-booking link's URL parameters, as the journey the booking opens with. Pure: the page resolves the address
 * texts to places and the page's store takes the result as a seed (model/seed.ts).
 */
import { DateTime } from 'luxon';
import type { Address, WireBookingParamsResponse } from '@/api';
import type { BookingSeed } from './seed';
import { DEFAULT_TIME_ZONE } from './time';

/** When the journey starts: as soon as possible, at a time (ISO with the operator's offset), or not said. */
export type StartWhen = { asap: true } | { asap: false; time: string } | null;

/** The journey as the link or the stored parameters give it: addresses as texts still to be found. */
export interface BookingStartRequest {
  pickUp: string;
  dropOff: string;
  via: string[];
  when: StartWhen;
  vehicleTypeId: number | null;
  passengers: number | null;
}

/** The same journey once its texts are places (a text no place matched is null, or left out of the vias). */
export interface BookingStart {
  pickUp: Address | null;
  dropOff: Address | null;
  via: Address[];
  when: StartWhen;
  vehicleTypeId: number | null;
  passengers: number | null;
}

/** The URL parameters a quick-booking or lite-booking link may carry (docs/configuration.md). */
export const BOOKING_START_PARAMS = {
  /** The licence host's stored booking parameters (the licence host rule, rules: licence-host), by the token it handed out. */
  id: 'id',
  pickUp: 'pickup',
  dropOff: 'dropoff',
  /** Repeated for several stops, in order. */
  via: 'via',
  /** An ISO date-time; without an offset it is read in the operator's time zone. */
  dateTime: 'datetime',
  /** `asap`, `asap=true` or `asap=1` (also spelt `isASAP`, as the licence host rule (rules: licence-host) stores it); wins over a date-time. */
  asap: 'asap',
  vehicle: 'vehtypeid',
  passengers: 'passengers',
} as const;

/** The field limits rule (rules: field-limits): text max length 255; a stop is an address, never a paragraph. */
const TEXT_MAX = 255;
/** The journey panel offers a handful of stops; a link cannot ask for more. */
const VIA_MAX = 5;
/** A sanity bound only: the booking's own capacity rules (the wizard steps rule, rules: wizard-steps) judge the real count. */
const PASSENGERS_MAX = 99;

function cleanText(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX);
}

function positiveInteger(value: unknown, max = Number.MAX_SAFE_INTEGER): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[0-9]{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

function isYes(value: string | null): boolean {
  return value !== null && ['', 'true', '1', 'yes'].includes(value.trim().toLowerCase());
}

/** A date-time text as an ISO time in the operator's zone; null when it is no date-time. */
export function startTime(text: string | null | undefined, zone = DEFAULT_TIME_ZONE): string | null {
  const value = cleanText(text);
  if (!value) return null;
  const parsed = DateTime.fromISO(value, { zone, setZone: true });
  return parsed.isValid ? parsed.setZone(zone).startOf('minute').toISO({ suppressMilliseconds: true }) : null;
}

/** Reads a quick-booking link's query string; anything missing or malformed is simply not given. */
export function bookingStartFromSearch(search: string, zone = DEFAULT_TIME_ZONE): BookingStartRequest {
  const params = new URLSearchParams(search);
  const names = BOOKING_START_PARAMS;
  const asap = isYes(params.get(names.asap)) || isYes(params.get('isASAP'));
  const time = startTime(params.get(names.dateTime), zone);
  return {
    pickUp: cleanText(params.get(names.pickUp)),
    dropOff: cleanText(params.get(names.dropOff)),
    via: params.getAll(names.via).map(cleanText).filter(Boolean).slice(0, VIA_MAX),
    when: asap ? { asap: true } : time ? { asap: false, time } : null,
    vehicleTypeId: positiveInteger(params.get(names.vehicle)),
    passengers: positiveInteger(params.get(names.passengers), PASSENGERS_MAX),
  };
}

/**
 * Reads the licence host's stored booking parameters (the licence host rule (rules: licence-host): pickup, dropoff, datetime, vehtypeid, vehicleid, isASAP).
 * The vehicle is the stored vehicle type; without one, the stored vehicle id (the booking state rule's (rules: booking-state) VehicleId: the vehicle type the
 * booking had chosen), so a hand-over that names only the vehicle still opens with it chosen.
 */
export function bookingStartFromParams(
  stored: Partial<WireBookingParamsResponse>,
  zone = DEFAULT_TIME_ZONE,
): BookingStartRequest {
  const time = startTime(stored.datetime, zone);
  return {
    pickUp: cleanText(stored.pickup),
    dropOff: cleanText(stored.dropoff),
    via: [],
    when: stored.isASAP === true ? { asap: true } : time ? { asap: false, time } : null,
    vehicleTypeId: positiveInteger(stored.vehtypeid) ?? positiveInteger(stored.vehicleid),
    passengers: null,
  };
}

/** The stored parameters first; whatever the link's own parameters say as well fills in or overrides. */
export function mergeBookingStarts(base: BookingStartRequest, link: BookingStartRequest): BookingStartRequest {
  return {
    pickUp: link.pickUp || base.pickUp,
    dropOff: link.dropOff || base.dropOff,
    via: link.via.length ? link.via : base.via,
    when: link.when ?? base.when,
    vehicleTypeId: link.vehicleTypeId ?? base.vehicleTypeId,
    passengers: link.passengers ?? base.passengers,
  };
}

/** Whether a link says anything about the journey at all (a bare /quickbooking opens an empty booking). */
export function saysAnything(request: BookingStartRequest): boolean {
  return Boolean(
    request.pickUp ||
    request.dropOff ||
    request.via.length ||
    request.when ||
    request.vehicleTypeId ||
    request.passengers,
  );
}

/**
 * Finds each address text with the place search, taking its best match; a text nothing matches stays unfilled for
 * the customer to choose. The searches run side by side.
 */
export async function resolveBookingStart(
  request: BookingStartRequest,
  search: (text: string) => Promise<Address[]>,
): Promise<BookingStart> {
  const find = async (text: string): Promise<Address | null> => {
    // The search autocomplete rule (rules: search-autocomplete): a search needs more than one character.
    if (text.length < 2) return null;
    try {
      return (await search(text))[0] ?? null;
    } catch {
      return null;
    }
  };
  const [pickUp, dropOff, ...via] = await Promise.all([request.pickUp, request.dropOff, ...request.via].map(find));
  return {
    pickUp,
    dropOff,
    via: via.filter((stop): stop is Address => stop !== null),
    when: request.when,
    vehicleTypeId: request.vehicleTypeId,
    passengers: request.passengers,
  };
}

/** The seed (model/seed.ts) a resolved start gives the page's booking. */
export function seedFromStart(start: BookingStart): BookingSeed {
  const { when } = start;
  return {
    pickUp: start.pickUp,
    dropOff: start.dropOff,
    via: [...start.via],
    ...(when ? { time: when.asap ? { mode: 'asap', time: null } : { mode: 'later', time: when.time } } : {}),
    vehicleId: start.vehicleTypeId,
    ...(start.passengers ? { passengers: start.passengers } : {}),
  };
}
