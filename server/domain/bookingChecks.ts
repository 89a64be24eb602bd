/**
 * Checks before the driver finds out (the booking checks rule, rules: booking-checks): a booking that goes through
 * but looks wrong answers warnings beside its success, so the customer can still fix it. Pure: the caller hands in
 * the customer's bookings around the same time; the flight comes from the simulated schedule, itself pure.
 * Heathrow flights carry their airline's terminal (flightSchedule.ts heathrowTerminal), checked against a pick-up
 * address that names one.
 */
import { DateTime } from 'luxon';
import type { WireWarning } from '../../src/api/wire/booking';
import { airlineByCode, flightByNumber, heathrowTerminal, landingOf, parseFlightNumber } from './flightSchedule';
import { distanceKm } from './flightRoutes';
import { ukAirports } from './airports';

export interface CheckedPlace {
  address: string;
  category?: string;
  lat: number;
  lng: number;
}

export interface OtherBooking {
  jobpartid: number;
  pickupaddress: string;
  dropoffaddress: string;
  pickupAt: Date;
}

export interface CheckFacts {
  pickup: CheckedPlace;
  dropoff: CheckedPlace;
  pickupAt: Date;
  flightNumber?: string;
  /** A return journey's flight and pick-up time: its pick-up is the drop-off (checked like the onward flight). */
  returnFlight?: { flightNumber: string; pickupAt: Date };
  /** The same customer's (or e-mail address's) live bookings around the pick-up time. */
  others: OtherBooking[];
}

/** Two pick-ups this close together are "the same time" for the duplicate check. */
export const SAME_TIME_MINUTES = 30;
/** An airport pick-up this far from the flight's airport is at another airport. */
const SAME_AIRPORT_KM = 8;

const isAirport = (place: CheckedPlace) => /^air/i.test(place.category ?? '');
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The UK airport a pick-up place is at, by position. */
function airportAt(place: CheckedPlace) {
  let best: { iata: string; name: string; km: number } | null = null;
  for (const airport of ukAirports()) {
    const km = distanceKm(place, airport);
    if (km <= SAME_AIRPORT_KM && (!best || km < best.km)) best = { iata: airport.iata, name: airport.airport, km };
  }
  return best;
}

/** The terminal an address names ("Heathrow Airport Terminal 5", "Heathrow T3"); undefined when it names none. */
export function terminalNamed(address: string): number | undefined {
  const match = /\b(?:terminal|T)\s?([1-5])\b/i.exec(address);
  return match ? Number(match[1]) : undefined;
}

function flightWarnings(facts: CheckFacts, timezone: string, now: Date): WireWarning[] {
  const parsed = facts.flightNumber ? parseFlightNumber(facts.flightNumber) : undefined;
  const airline = parsed ? airlineByCode(parsed.code) : undefined;
  if (!parsed || !airline || !isAirport(facts.pickup)) return [];
  const flight = flightByNumber(airline, parsed.number, DateTime.fromJSDate(facts.pickupAt), now);
  if (!flight) return [];
  const warnings: WireWarning[] = [];
  const airport = airportAt(facts.pickup);
  if (airport && flight.destination !== airport.iata) {
    warnings.push({
      code: 'flight-airport',
      message: `Flight ${facts.flightNumber} lands at ${flight.destinationName}, but the pick-up is at ${airport.name}. Please check the flight or the pick-up address.`,
    });
  }
  const terminal = flight.destination === 'LHR' ? heathrowTerminal(airline.iata ?? parsed.code) : undefined;
  const named = terminalNamed(facts.pickup.address);
  if (terminal && named && named !== terminal && (!airport || airport.iata === 'LHR')) {
    warnings.push({
      code: 'flight-terminal',
      message: `Flight ${facts.flightNumber} arrives at Heathrow Terminal ${terminal}, but the pick-up is at Terminal ${named}. Please check the flight or the pick-up address.`,
    });
  }
  const landing = DateTime.fromISO(landingOf(flight));
  if (landing.isValid && facts.pickupAt.getTime() < landing.toMillis()) {
    warnings.push({
      code: 'flight-landing',
      message: `The pick-up time is before flight ${facts.flightNumber} lands (${landing.setZone(timezone).toFormat('HH:mm')}). Please check the pick-up time.`,
    });
  }
  return warnings;
}

function duplicateWarnings(facts: CheckFacts): WireWarning[] {
  const twin = facts.others.find(
    (other) =>
      sameText(other.pickupaddress, facts.pickup.address) &&
      sameText(other.dropoffaddress, facts.dropoff.address) &&
      Math.abs(other.pickupAt.getTime() - facts.pickupAt.getTime()) <= SAME_TIME_MINUTES * 60_000,
  );
  if (!twin) return [];
  return [
    {
      code: 'duplicate',
      message: `You already have booking ${twin.jobpartid} for this journey at about this time. Please check that you need both.`,
    },
  ];
}

/** The return journey's flight, checked against its pick-up (the onward drop-off) and time, marked `leg: return`. */
function returnFlightWarnings(facts: CheckFacts, timezone: string, now: Date): WireWarning[] {
  if (!facts.returnFlight?.flightNumber.trim()) return [];
  const back = { ...facts, pickup: facts.dropoff, dropoff: facts.pickup, ...facts.returnFlight };
  return flightWarnings(back, timezone, now).map((warning) => ({ ...warning, leg: 'return' as const }));
}

/** Every warning for a booking, flight checks first (onward, then return). */
export function bookingWarnings(facts: CheckFacts, timezone: string, now: Date): WireWarning[] {
  return [
    ...flightWarnings(facts, timezone, now),
    ...returnFlightWarnings(facts, timezone, now),
    ...duplicateWarnings(facts),
  ];
}
