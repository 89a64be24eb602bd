import { DateTime } from 'luxon';
import { emptyDraft, type BookingDraft } from './draft';
import { FIELD_IDS, standingErrors, journeyErrors, vehicleErrors, type StepContext } from './steps';
import { heathrow, kingsCross, quotation, towerBridge } from './testFixtures';
import { isBookingValid, isQuotationValid } from './validity';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const t = sourceTranslator().t;

const zone = 'Europe/London';
const nowMs = DateTime.fromISO('2026-07-01T10:00:00', { zone }).toMillis();
const context: StepContext = { t, nowMs, zone, vehicleWithJourney: false, flightInline: false, allowFlightNull: true };

function draft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return { ...emptyDraft(), pickUp: kingsCross, dropOff: heathrow, ...overrides };
}

describe('journey checks (4.4)', () => {
  it('lists every failure in the order of the spec, each naming its field', () => {
    const errors = journeyErrors(
      {
        ...emptyDraft(),
        via: [null],
        time: {
          time: '2026-07-01T10:30:00+01:00',
          earliestTime: '2026-07-01T11:00:00+01:00',
          isValid: false,
          isShow: false,
          pickUpType: 'later',
        },
        returnKind: 'return',
      },
      { ...context, vehicleWithJourney: true },
    );
    expect(errors).toEqual([
      { fieldId: FIELD_IDS.pickUp, message: 'Pick-up is required' },
      { fieldId: FIELD_IDS.dropOff, message: 'Drop-off is required' },
      { fieldId: FIELD_IDS.via(0), message: 'Via stop 1 is required' },
      {
        fieldId: FIELD_IDS.time,
        message: 'The earliest time we can pickup from this address is Wed 1 Jul 2026, 11:00',
      },
      { fieldId: FIELD_IDS.returnDate, message: 'Return date is required' },
      { fieldId: FIELD_IDS.vehicle, message: 'Vehicle is required' },
    ]);
  });

  it('passes a complete journey for Now', () => {
    expect(journeyErrors(draft({ via: [towerBridge] }), context)).toEqual([]);
  });

  it('holds the server message against the pick-up (codes 3 or 6)', () => {
    expect(journeyErrors(draft(), { ...context, pickUpError: 'Outside our area' })).toEqual([
      { fieldId: FIELD_IDS.pickUp, message: 'Outside our area' },
    ]);
  });

  it('asks for a time when Later has none', () => {
    const errors = journeyErrors(draft({ time: { ...emptyDraft().time, pickUpType: 'later', time: '' } }), context);
    expect(errors).toEqual([{ fieldId: FIELD_IDS.time, message: 'Pick-up time is required' }]);
  });

  it('refuses a return before the outbound time plus the journey time, naming the earliest return', () => {
    const base = draft({
      time: {
        time: '2026-07-01T14:00:00+01:00',
        earliestTime: '2026-07-01T11:00:00+01:00',
        isValid: true,
        isShow: false,
        pickUpType: 'later',
      },
      quotation: quotation({ journeyTime: 50 }),
      returnKind: 'return',
    });
    expect(journeyErrors({ ...base, returnDate: '2026-07-01T14:30:00+01:00' }, context)).toEqual([
      { fieldId: FIELD_IDS.returnDate, message: 'The earliest possible return date is Wed 1 Jul 2026, 14:50.' },
    ]);
    expect(journeyErrors({ ...base, returnDate: '2026-07-01T15:00:00+01:00' }, context)).toEqual([]);
  });

  it('for ASAP counts the return from the earliest pick-up (now plus the lead time), as the operator does', () => {
    // 07:23:40 with a 60-minute lead time: ASAP means 08:23:40, and a 28-minute journey ends at 08:51:40.
    const at = DateTime.fromISO('2026-11-23T07:23:40', { zone }).toMillis();
    const asap = draft({ quotation: quotation({ travelTime: 5, journeyTime: 28 }), returnKind: 'return' });
    const withLead = { ...context, nowMs: at, minLeadTime: 60 };
    expect(journeyErrors({ ...asap, returnDate: '2026-11-23T08:30:00+00:00' }, withLead)).toEqual([
      { fieldId: FIELD_IDS.returnDate, message: 'The earliest possible return date is Mon 23 Nov 2026, 08:52.' },
    ]);
    expect(journeyErrors({ ...asap, returnDate: '2026-11-23T08:51:00+00:00' }, withLead)).toHaveLength(1);
    expect(journeyErrors({ ...asap, returnDate: '2026-11-23T08:52:00+00:00' }, withLead)).toEqual([]);
  });

  it('needs no return date for wait-and-return', () => {
    expect(journeyErrors(draft({ returnKind: 'waitAndReturn' }), context)).toEqual([]);
  });

  it('checks the vehicle with the journey only in the 2- and 3-step variants', () => {
    expect(journeyErrors(draft(), { ...context, vehicleWithJourney: true }).map((e) => e.fieldId)).toEqual([
      FIELD_IDS.vehicle,
    ]);
    expect(journeyErrors(draft(), context)).toEqual([]);
  });

  it('requires flights only when inline and not optional, for an airport pick-up and an airport drop-off on a return', () => {
    const airport = draft({ pickUp: heathrow, dropOff: kingsCross });
    expect(journeyErrors(airport, { ...context, flightInline: true, allowFlightNull: true })).toEqual([]);
    expect(journeyErrors(airport, { ...context, flightInline: false, allowFlightNull: false })).toEqual([]);
    expect(journeyErrors(airport, { ...context, flightInline: true, allowFlightNull: false })).toEqual([
      { fieldId: FIELD_IDS.flight, message: 'Flight is required' },
    ]);
    const declined = {
      number: '',
      airportCode: '',
      airportText: '',
      arrivingFromTime: '',
      landingTime: '',
      landingTimeWait: 60,
      isFlightDetail: true,
    };
    expect(
      journeyErrors({ ...airport, flight: declined }, { ...context, flightInline: true, allowFlightNull: false }),
    ).toEqual([]);
    const toAirport = draft({ returnKind: 'waitAndReturn' });
    expect(journeyErrors(toAirport, { ...context, flightInline: true, allowFlightNull: false })).toEqual([
      { fieldId: FIELD_IDS.returnFlight, message: 'Return flight is required' },
    ]);
  });
});

describe('vehicle checks (4.4)', () => {
  it('requires a vehicle', () => {
    expect(vehicleErrors(draft(), t)).toEqual([{ fieldId: FIELD_IDS.vehicle, message: 'Vehicle is required' }]);
    expect(vehicleErrors(draft({ vehicleId: 2 }), t)).toEqual([]);
  });
});

describe('validity (5.2)', () => {
  it('accepts a quotation only with a fare over 0 and a route', () => {
    expect(isQuotationValid(quotation())).toBe(true);
    expect(isQuotationValid(quotation({ fare: 0 }))).toBe(false);
    expect(isQuotationValid(quotation({ routePath: [] }))).toBe(false);
    expect(isQuotationValid(null)).toBe(false);
  });

  it('accepts a booking with both ends, a vehicle, a valid time, a total fare over 0 and every via filled', () => {
    const complete = draft({ vehicleId: 1, quotation: quotation() });
    expect(isBookingValid(complete)).toBe(true);
    expect(isBookingValid({ ...complete, vehicleId: null })).toBe(false);
    expect(isBookingValid({ ...complete, quotation: quotation({ totalFare: 0 }) })).toBe(false);
    expect(isBookingValid({ ...complete, via: [null] })).toBe(false);
    expect(isBookingValid({ ...complete, dropOff: null })).toBe(false);
    expect(isBookingValid({ ...complete, time: { ...complete.time, pickUpType: 'unknown' } })).toBe(false);
  });
});

describe('errors while the customer corrects a failed step', () => {
  const required = { fieldId: FIELD_IDS.pickUp, message: 'Pick-up is required' };
  const dropOff = { fieldId: FIELD_IDS.dropOff, message: 'Drop-off is required' };
  const outside = {
    fieldId: FIELD_IDS.pickUp,
    message:
      'The selected address cannot be used as it falls outside our service area. Please select an alternative address',
  };

  it('drops the error of a field put right and keeps the others in their order', () => {
    expect(standingErrors([required, dropOff], [dropOff])).toEqual([dropOff]);
    expect(standingErrors([required, dropOff], [])).toEqual([]);
  });

  it("shows a field's current problem in place of the one found at Next", () => {
    expect(standingErrors([required, dropOff], [outside, dropOff])).toEqual([outside, dropOff]);
  });

  it('adds nothing the last check did not report', () => {
    const via = { fieldId: FIELD_IDS.via(0), message: 'Via stop 1 is required' };
    expect(standingErrors([dropOff], [required, via, dropOff])).toEqual([dropOff]);
  });
});
