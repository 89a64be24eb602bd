import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { bookingWarnings, terminalNamed, type CheckFacts } from './bookingChecks';
import { airlineByCode, flightByNumber, heathrowTerminal, landingOf, routeOf } from './flightSchedule';

const NOW = new Date('2026-11-22T08:00:00Z');
const HEATHROW_T5 = { address: 'Heathrow Airport Terminal 5', category: 'Air', lat: 51.4723, lng: -0.488 };
const GATWICK = { address: 'Gatwick Airport North Terminal', category: 'Air', lat: 51.1604, lng: -0.1766 };
const KINGS_CROSS = { address: "King's Cross Station, London", category: 'Station', lat: 51.5308, lng: -0.1238 };

/** A British Airways flight number the simulated schedule flies into the airport. */
function numberInto(iata: string): number {
  const airline = airlineByCode('BA')!;
  for (let number = 1; number < 2000; number++) if (routeOf(airline, number)?.destination.iata === iata) return number;
  throw new Error(`no BA flight into ${iata}`);
}

/** The landing of BA{number} nearest the time. */
function landing(number: number, near: Date): Date {
  const flight = flightByNumber(airlineByCode('BA')!, number, DateTime.fromJSDate(near), NOW)!;
  return new Date(landingOf(flight));
}

const base = (change: Partial<CheckFacts> = {}): CheckFacts => ({
  pickup: HEATHROW_T5,
  dropoff: KINGS_CROSS,
  pickupAt: new Date('2026-11-23T12:00:00Z'),
  others: [],
  ...change,
});
const codes = (facts: CheckFacts) => bookingWarnings(facts, 'Europe/London', NOW).map((w) => w.code);

describe('the booking checks rule', () => {
  it('warns when the flight lands at another airport than the pick-up', () => {
    const intoGatwick = numberInto('LGW');
    const pickupAt = new Date(landing(intoGatwick, base().pickupAt).getTime() + 45 * 60_000);
    const [warning] = bookingWarnings(base({ flightNumber: `BA${intoGatwick}`, pickupAt }), 'Europe/London', NOW);
    expect(warning.code).toBe('flight-airport');
    expect(warning.message).toMatch(
      new RegExp(`^Flight BA${intoGatwick} lands at .*Gatwick.*, but the pick-up is at .*Heathrow`),
    );
    expect(codes(base({ flightNumber: `BA${intoGatwick}`, pickupAt, pickup: GATWICK }))).toEqual([]);
  });

  it('checks the return journey’s flight against the drop-off it is picked up at, marked as the return’s', () => {
    const intoGatwick = numberInto('LGW');
    const returnAt = new Date(landing(intoGatwick, new Date('2026-11-25T12:00:00Z')).getTime() + 45 * 60_000);
    const homeToHeathrow = base({ pickup: KINGS_CROSS, dropoff: HEATHROW_T5 });
    const [warning] = bookingWarnings(
      { ...homeToHeathrow, returnFlight: { flightNumber: `BA${intoGatwick}`, pickupAt: returnAt } },
      'Europe/London',
      NOW,
    );
    expect(warning).toMatchObject({ code: 'flight-airport', leg: 'return' });
    expect(warning.message).toMatch(/, but the pick-up is at .*Heathrow/);
    const intoHeathrow = numberInto('LHR');
    const backAt = new Date(landing(intoHeathrow, returnAt).getTime() + 45 * 60_000);
    expect(codes({ ...homeToHeathrow, returnFlight: { flightNumber: `BA${intoHeathrow}`, pickupAt: backAt } })).toEqual(
      [],
    );
  });

  it('warns when the pick-up is before the landing, and not after it', () => {
    const intoHeathrow = numberInto('LHR');
    const lands = landing(intoHeathrow, base().pickupAt);
    const before = new Date(lands.getTime() - 60_000);
    expect(codes(base({ flightNumber: `BA${intoHeathrow}`, pickupAt: before }))).toEqual(['flight-landing']);
    expect(codes(base({ flightNumber: `BA${intoHeathrow}`, pickupAt: lands }))).toEqual([]);
  });

  it('checks no flight for a pick-up that is not at an airport, or a flight the schedule does not know', () => {
    expect(codes(base({ flightNumber: `BA${numberInto('LGW')}`, pickup: KINGS_CROSS, dropoff: HEATHROW_T5 }))).toEqual(
      [],
    );
    expect(codes(base({ flightNumber: 'ZZ9' }))).toEqual([]);
  });

  it('warns of the same journey booked for about the same time, naming the other booking', () => {
    const pickupAt = base().pickupAt;
    const twin = { jobpartid: 812, pickupaddress: HEATHROW_T5.address, dropoffaddress: KINGS_CROSS.address, pickupAt };
    const [warning] = bookingWarnings(
      base({ others: [{ ...twin, pickupAt: new Date(pickupAt.getTime() + 30 * 60_000) }] }),
      'Europe/London',
      NOW,
    );
    expect(warning).toEqual({
      code: 'duplicate',
      message: 'You already have booking 812 for this journey at about this time. Please check that you need both.',
    });
    expect(codes(base({ others: [{ ...twin, pickupAt: new Date(pickupAt.getTime() + 31 * 60_000) }] }))).toEqual([]);
    expect(codes(base({ others: [{ ...twin, dropoffaddress: 'Trafalgar Square, London' }] }))).toEqual([]);
  });
  it('warns when a Heathrow flight arrives at another terminal than the pick-up address names', () => {
    const intoHeathrow = numberInto('LHR');
    const pickupAt = new Date(landing(intoHeathrow, base().pickupAt).getTime() + 45 * 60_000);
    const terminal3 = { ...HEATHROW_T5, address: 'Heathrow Airport Terminal 3', lat: 51.4714, lng: -0.4545 };
    const [warning] = bookingWarnings(
      base({ flightNumber: `BA${intoHeathrow}`, pickupAt, pickup: terminal3 }),
      'Europe/London',
      NOW,
    );
    expect(warning).toEqual({
      code: 'flight-terminal',
      message: `Flight BA${intoHeathrow} arrives at Heathrow Terminal 5, but the pick-up is at Terminal 3. Please check the flight or the pick-up address.`,
    });
    expect(codes(base({ flightNumber: `BA${intoHeathrow}`, pickupAt }))).toEqual([]);
    const noTerminal = { ...terminal3, address: 'Heathrow Airport' };
    expect(codes(base({ flightNumber: `BA${intoHeathrow}`, pickupAt, pickup: noTerminal }))).toEqual([]);
  });

  it('reads a terminal from the address, and leaves an airline without a known terminal unchecked', () => {
    expect(terminalNamed('Heathrow Airport Terminal 5')).toBe(5);
    expect(terminalNamed('Heathrow T3 arrivals')).toBe(3);
    expect(terminalNamed('Heathrow Terminals 2 and 3 Station')).toBeUndefined();
    expect(terminalNamed('King’s Cross Station')).toBeUndefined();
    expect(heathrowTerminal('ba')).toBe(5);
    expect(heathrowTerminal('VS')).toBe(3);
    expect(heathrowTerminal('ZZ')).toBeUndefined();
  });
});
