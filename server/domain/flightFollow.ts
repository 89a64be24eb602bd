/**
 * Beyond the spec (issue 12): an airport pick-up follows its flight. When the simulated schedule's landing time of
 * the booked flight differs from the one the booking knows, the pick-up moves to the new landing plus the waiting
 * time the customer chose ("minutes after flight has landed"), and the booking keeps the new landing.
 */
import { DateTime } from 'luxon';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { airlineByCode, flightByNumber, landingOf, parseFlightNumber } from './flightSchedule';

export interface StoredFlight {
  flightno: string;
  exparrival: string;
  code: string;
  name: string;
  unavailable: boolean;
}

export interface StoredFlights {
  onward: StoredFlight;
  return: StoredFlight | null;
  waitingtime: number;
}

const iso = (time: DateTime, zone: string) => time.setZone(zone).toISO({ suppressMilliseconds: true }) ?? '';

/** The flight's landing as the schedule has it now, for the flight expected near `near`; undefined if unknown. */
export function currentLanding(flightno: string, near: DateTime, now: Date): DateTime | undefined {
  const parsed = parseFlightNumber(flightno);
  const airline = parsed && airlineByCode(parsed.code);
  if (!parsed || !airline) return undefined;
  const flight = flightByNumber(airline, parsed.number, near, now);
  return flight ? DateTime.fromISO(landingOf(flight)) : undefined;
}

interface LegChange {
  record: WireBookingRecord;
  flight: StoredFlight;
  pickupAt: DateTime | null;
}

/**
 * One leg's follow-up: a flight whose landing is first known is noted (the customer's pick-up stays); a known
 * landing that has moved moves the pick-up to the new landing plus the waiting time. Only while the journey is
 * still upcoming and its pick-up has not come.
 */
export function followLeg(
  record: WireBookingRecord,
  flight: StoredFlight | null,
  waitingMinutes: number,
  now: Date,
  zone: string,
): LegChange | null {
  if (!flight || flight.unavailable || !flight.flightno.trim()) return null;
  const pickup = DateTime.fromISO(record.pickupdatetime);
  if (!pickup.isValid || pickup.toJSDate() <= now) return null;
  const known = flight.exparrival ? DateTime.fromISO(flight.exparrival) : null;
  const landing = currentLanding(flight.flightno, known?.isValid ? known : pickup, now);
  if (!landing) return null;
  if (known?.isValid && known.toMillis() === landing.toMillis()) return null;
  const expflightarrival = iso(landing, zone);
  const moved = known?.isValid ? landing.plus({ minutes: waitingMinutes }) : null;
  return {
    record: { ...record, expflightarrival, ...(moved ? { pickupdatetime: iso(moved, zone) } : {}) },
    flight: { ...flight, exparrival: expflightarrival },
    pickupAt: moved,
  };
}
