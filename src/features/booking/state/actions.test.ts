import { act, renderHook } from '@testing-library/react';
import { emptyDraft } from '../model/draft';
import { heathrow, kingsCross, towerBridge } from '../model/testFixtures';
import { addVia, chooseAddress, goToStep, moveVia, removeVia, setPickupTime, setReturnKind } from './actions';
import {
  createBookingStore,
  persistBooking,
  restoreBookingOnce,
  updateBookingEverywhere,
  type BookingStore,
} from './bookingStore';
import { saveFlight } from './customerActions';
import { isPaymentReturn, useBookingSession } from './useBookingSession';

let store: BookingStore;
let booking: BookingStore['draft'];
beforeEach(() => {
  store = createBookingStore({ persist: true });
  booking = store.draft;
  sessionStorage.clear();
});

describe('booking actions', () => {
  it('adds, reorders and removes via stops', () => {
    addVia(store);
    addVia(store);
    chooseAddress(store, { kind: 'via', index: 0 }, towerBridge);
    chooseAddress(store, { kind: 'via', index: 1 }, kingsCross);
    moveVia(store, 1, -1);
    expect(booking.via).toEqual([kingsCross, towerBridge]);
    moveVia(store, 0, -1);
    expect(booking.via).toEqual([kingsCross, towerBridge]);
    removeVia(store, 0);
    expect(booking.via).toEqual([towerBridge]);
  });

  it('clears a drop-off equal to the pick-up and keeps the pick-up', () => {
    chooseAddress(store, { kind: 'pickUp' }, heathrow);
    booking.dropOff = kingsCross;
    expect(chooseAddress(store, { kind: 'dropOff' }, heathrow)).toMatchObject({ ok: false, clear: true });
    expect(booking.dropOff).toBeNull();
    expect(booking.pickUp).toEqual(heathrow);
  });

  it('goes to a step by name', () => {
    goToStep(store, 'customer');
    expect(booking.step).toBe('customer');
  });

  it('sets Now and Later from the picker and forgets the return date without a return', () => {
    setPickupTime(store, { mode: 'later', time: '2026-07-01T12:00:00+01:00' });
    expect(booking.time).toMatchObject({ pickUpType: 'later', time: '2026-07-01T12:00:00+01:00' });
    setPickupTime(store, { mode: 'asap', time: '2026-07-01T10:00:00+01:00' });
    expect(booking.time).toMatchObject({ pickUpType: 'now', time: '' });
    setReturnKind(store, 'return');
    booking.returnDate = '2026-07-02T12:00:00+01:00';
    setReturnKind(store, 'waitAndReturn');
    expect(booking.returnDate).toBe('');
  });
});

describe('the stored booking (3.1, 4.11)', () => {
  it('comes back after a reload without its return date, and a payment return shows the payment', async () => {
    const stop = persistBooking(store);
    Object.assign(booking, {
      pickUp: kingsCross,
      dropOff: heathrow,
      returnKind: 'return',
      returnDate: '2026-07-02T12:00:00+01:00',
      step: 'vehicle',
    });
    await Promise.resolve();
    stop();
    Object.assign(booking, emptyDraft());
    window.history.replaceState(null, '', '/booking.html?paymentreturn=1');
    const { result } = renderHook(() => useBookingSession(store));
    await act(async () => undefined);
    expect(result.current).toBe(true);
    expect(booking.pickUp).toEqual(kingsCross);
    expect(booking.returnKind).toBe('return');
    expect(booking.returnDate).toBe('');
    expect(booking.step).toBe('payment');
    expect(isPaymentReturn('?paymentreturn')).toBe(true);
    expect(isPaymentReturn('?sandbox=true')).toBe(false);
  });
});

describe('changing the booking from another page (sign-out, 4.5)', () => {
  const stored = () => JSON.parse(sessionStorage.getItem('tb:booking') ?? 'null')?.value;

  it('changes only the stored copy before the booking page has restored it, and the restore then brings the change', async () => {
    const stop = persistBooking(store);
    Object.assign(booking, { pickUp: kingsCross, step: 'payment' });
    await Promise.resolve();
    stop();
    // The page is loaded anew: a new page store, not yet restored.
    const page = createBookingStore({ persist: true });
    updateBookingEverywhere(page, (draft) => ({ step: draft.step === 'payment' ? 'customer' : draft.step }));
    expect(page.draft.step).toBe('journey');
    expect(stored()).toMatchObject({ step: 'customer', pickUp: kingsCross });
    restoreBookingOnce(page);
    expect(page.draft).toMatchObject({ step: 'customer', pickUp: kingsCross });
  });

  it('changes the booking in memory and saves it once the page has restored it', () => {
    restoreBookingOnce(store);
    Object.assign(booking, { pickUp: towerBridge, step: 'payment' });
    updateBookingEverywhere(store, () => ({ step: 'customer' }));
    expect(booking.step).toBe('customer');
    expect(stored()).toMatchObject({ step: 'customer', pickUp: towerBridge });
  });
});

describe('a store per booking instance', () => {
  it('keeps two instances apart, and only a persisting one touches session storage', async () => {
    const other = createBookingStore();
    chooseAddress(other, { kind: 'pickUp' }, heathrow);
    expect(other.draft.pickUp).toEqual(heathrow);
    expect(booking.pickUp).toBeNull();
    persistBooking(other);
    addVia(other);
    await Promise.resolve();
    expect(sessionStorage.getItem('tb:booking')).toBeNull();
  });

  it('starts a seeded store from its seed, which the stored booking does not overwrite', async () => {
    const stop = persistBooking(store);
    chooseAddress(store, { kind: 'pickUp' }, kingsCross);
    await Promise.resolve();
    stop();
    const seeded = createBookingStore({ persist: true, draft: { ...emptyDraft(), pickUp: towerBridge } });
    restoreBookingOnce(seeded);
    expect(seeded.draft.pickUp).toEqual(towerBridge);
  });
});

describe('a flight saved (issue 12)', () => {
  const flight = {
    number: 'BA117',
    airportCode: 'JFK',
    airportText: 'New York JFK',
    arrivingFromTime: '',
    landingTime: '2026-07-03T13:25:00Z',
    landingTimeWait: 45,
    isFlightDetail: false,
  };
  const now = Date.parse('2026-07-03T08:00:00Z');
  const settings = { zone: 'Europe/London', minLeadTime: 60 };

  it('moves an ASAP or other pick-up to its landing plus the waiting time, and a return date likewise', () => {
    saveFlight(store, 'onward', flight, settings, now);
    expect(booking.flight).toEqual(flight);
    expect(booking.time).toMatchObject({ pickUpType: 'later', time: '2026-07-03T15:10:00+01:00' });
    setReturnKind(store, 'return');
    saveFlight(store, 'return', { ...flight, landingTime: '2026-07-10T18:00:00Z', landingTimeWait: 60 }, settings, now);
    expect(booking.returnDate).toBe('2026-07-10T20:00:00+01:00');
  });

  // The minimum lead time rule (issue 28): at 06:00 with a 60-minute lead time, BA285 landed at 05:30.
  describe('a flight that has landed or lands within the lead time', () => {
    const six = Date.parse('2026-11-27T06:00:00Z');
    const landed = { ...flight, landingTime: '2026-11-27T05:30:00Z', landingTimeWait: 60 };

    it('leaves an ASAP pick-up ASAP, never landing plus waiting inside the lead time', () => {
      saveFlight(store, 'onward', landed, settings, six);
      expect(booking.flight).toEqual(landed);
      expect(booking.time.pickUpType).toBe('now');
    });

    it("raises a set pick-up to the earliest bookable time, on the timeline's 5 minutes", () => {
      setPickupTime(store, { mode: 'later', time: '2026-11-27T09:00:00+00:00' });
      saveFlight(store, 'onward', landed, settings, six + 90_000);
      expect(booking.time).toMatchObject({ pickUpType: 'later', time: '2026-11-27T07:05:00+00:00' });
      saveFlight(
        store,
        'onward',
        { ...landed, landingTime: '2026-11-27T06:45:00Z', landingTimeWait: 0 },
        settings,
        six,
      );
      expect(booking.time.time).toBe('2026-11-27T07:00:00+00:00');
    });

    it('keeps landing plus waiting when that is after the lead time', () => {
      saveFlight(store, 'onward', { ...landed, landingTime: '2026-11-27T06:30:00Z' }, settings, six);
      expect(booking.time).toMatchObject({ pickUpType: 'later', time: '2026-11-27T07:30:00+00:00' });
    });
  });

  it('leaves the times alone for a flight without a landing, and a wait-and-return has no return date to move', () => {
    setPickupTime(store, { mode: 'later', time: '2026-07-03T12:00:00+01:00' });
    saveFlight(store, 'onward', { ...flight, landingTime: '' }, settings, now);
    expect(booking.time.time).toBe('2026-07-03T12:00:00+01:00');
    setReturnKind(store, 'waitAndReturn');
    saveFlight(store, 'return', flight, settings, now);
    expect(booking.returnFlight).toEqual(flight);
    expect(booking.returnDate).toBe('');
  });
});
