import { act, renderHook } from '@testing-library/react';
import { emptyDraft } from '../model/draft';
import { heathrow, kingsCross, towerBridge } from '../model/testFixtures';
import { addVia, chooseAddress, goToStep, moveVia, removeVia, setPickupTime, setReturnKind } from './actions';
import { booking, persistBooking } from './bookingStore';
import { isPaymentReturn, useBookingSession } from './useBookingSession';

beforeEach(() => {
  Object.assign(booking, emptyDraft());
  sessionStorage.clear();
});

describe('booking actions', () => {
  it('adds, reorders and removes via stops', () => {
    addVia();
    addVia();
    chooseAddress({ kind: 'via', index: 0 }, towerBridge);
    chooseAddress({ kind: 'via', index: 1 }, kingsCross);
    moveVia(1, -1);
    expect(booking.via).toEqual([kingsCross, towerBridge]);
    moveVia(0, -1);
    expect(booking.via).toEqual([kingsCross, towerBridge]);
    removeVia(0);
    expect(booking.via).toEqual([towerBridge]);
  });

  it('clears a drop-off equal to the pick-up and keeps the pick-up', () => {
    chooseAddress({ kind: 'pickUp' }, heathrow);
    booking.dropOff = kingsCross;
    expect(chooseAddress({ kind: 'dropOff' }, heathrow)).toMatchObject({ ok: false, clear: true });
    expect(booking.dropOff).toBeNull();
    expect(booking.pickUp).toEqual(heathrow);
  });

  it('goes to a step by name', () => {
    goToStep('customer');
    expect(booking.step).toBe('customer');
  });

  it('sets Now and Later from the picker and forgets the return date without a return', () => {
    setPickupTime({ mode: 'later', time: '2026-07-01T12:00:00+01:00' });
    expect(booking.time).toMatchObject({ pickUpType: 'later', time: '2026-07-01T12:00:00+01:00' });
    setPickupTime({ mode: 'asap', time: '2026-07-01T10:00:00+01:00' });
    expect(booking.time).toMatchObject({ pickUpType: 'now', time: '' });
    setReturnKind('return');
    booking.returnDate = '2026-07-02T12:00:00+01:00';
    setReturnKind('waitAndReturn');
    expect(booking.returnDate).toBe('');
  });
});

describe('the stored booking (3.1, 4.11)', () => {
  it('comes back after a reload without its return date, and a payment return shows the payment', async () => {
    const stop = persistBooking();
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
    const { result } = renderHook(() => useBookingSession());
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
    vi.resetModules();
    const store = await import('./bookingStore');
    const stop = store.persistBooking();
    Object.assign(store.booking, { pickUp: kingsCross, step: 'payment' });
    await Promise.resolve();
    stop();
    Object.assign(store.booking, emptyDraft());
    store.updateBookingEverywhere((draft) => ({ step: draft.step === 'payment' ? 'customer' : draft.step }));
    expect(store.booking.step).toBe('journey');
    expect(stored()).toMatchObject({ step: 'customer', pickUp: kingsCross });
    store.restoreBookingOnce();
    expect(store.booking).toMatchObject({ step: 'customer', pickUp: kingsCross });
  });

  it('changes the booking in memory and saves it once the page has restored it', async () => {
    vi.resetModules();
    const store = await import('./bookingStore');
    store.restoreBookingOnce();
    Object.assign(store.booking, { pickUp: towerBridge, step: 'payment' });
    store.updateBookingEverywhere(() => ({ step: 'customer' }));
    expect(store.booking.step).toBe('customer');
    expect(stored()).toMatchObject({ step: 'customer', pickUp: towerBridge });
  });
});
