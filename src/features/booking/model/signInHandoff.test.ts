import { emptyContact, emptyDraft, type BookingDraft } from './draft';
import {
  draftAfterSignOut,
  followTarget,
  nextTarget,
  peopleAfterSignIn,
  signInHandoff,
  targetAfter,
} from './signInHandoff';
import type { CustomerProfile } from './contact';
import { place } from './customerStep.fixtures';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const t = sourceTranslator().t;

const profile: CustomerProfile = {
  id: 7,
  firstName: 'Ada',
  lastName: 'L',
  email: 'a@example.com',
  phone: '07700900123',
  dialingCode: '+44',
};
const booker: CustomerProfile = { ...profile, bookerId: 3 };
const base = (changes: Partial<BookingDraft> = {}): BookingDraft => ({
  ...emptyDraft(),
  step: 'customer',
  pickUp: place('Home'),
  dropOff: place('Office'),
  signInTarget: 'CONFIRM_BOOKING',
  ...changes,
});
const context = { profile, flightInline: false, allowGuest: false, t };

describe('sign-in hand-off (4.7)', () => {
  it('clears the contact password, AsAccount and hash and takes the profile', () => {
    const draft = base({ contact: { ...emptyContact(), firstName: 'Guest', asAccount: true, passwordHash: 'abc' } });
    expect(peopleAfterSignIn(draft, profile).contact).toMatchObject({
      firstName: 'Ada',
      asAccount: false,
      passwordHash: '',
      phone: '7700900123',
      customerId: 7,
    });
    expect(peopleAfterSignIn(draft, booker)).toMatchObject({
      contact: { firstName: 'Guest', passwordHash: '', bookerId: 3 },
      customer: { firstName: '', bookerId: 3 },
    });
  });

  it('does nothing without a pending target', () => {
    expect(signInHandoff(base({ signInTarget: '' }), context)).toEqual({ kind: 'none' });
  });

  it("flags a booker's invalid customer, then an invalid contact", () => {
    const draft = base({ ...peopleAfterSignIn(base(), booker) });
    expect(signInHandoff(draft, { ...context, profile: booker })).toMatchObject({ kind: 'contact', tab: 'customer' });
    const customerOk = { ...draft, customer: { ...emptyContact(), firstName: 'Cy', phone: '2071234567' } };
    expect(signInHandoff(customerOk, { ...context, profile: booker })).toMatchObject({
      kind: 'contact',
      tab: 'passenger',
    });
  });

  it('opens a needed flight dialog with the target CONFIRM_BOOKING unless flights are inline', () => {
    const draft = base({ ...peopleAfterSignIn(base(), profile), pickUp: place('Heathrow', 'Air') });
    expect(signInHandoff(draft, context)).toEqual({ kind: 'flight', flight: 'onward', target: 'CONFIRM_BOOKING' });
    expect(signInHandoff(draft, { ...context, flightInline: true })).toEqual({ kind: 'continue' });
  });

  it("otherwise continues (where to is the template definition's: model/flow.ts)", () => {
    expect(signInHandoff(base({ ...peopleAfterSignIn(base(), profile) }), context)).toEqual({ kind: 'continue' });
  });

  it('follows the target chain: flight, return flight, edit contact, note to driver, confirm booking', () => {
    const both = base({ pickUp: place('Heathrow', 'Air'), dropOff: place('Gatwick', 'Air'), returnKind: 'return' });
    const popupsOn = { contact: true, noteToDriver: true };
    expect(nextTarget('FLIGHT', both, popupsOn)).toBe('RETURN_FLIGHT');
    expect(nextTarget('RETURN_FLIGHT', both, popupsOn)).toBe('EDIT_CONTACT');
    expect(nextTarget('EDIT_CONTACT', both, popupsOn)).toBe('NOTE_TO_DRIVER');
    expect(nextTarget('FLIGHT', both, { contact: false, noteToDriver: false })).toBe('RETURN_FLIGHT');
    expect(nextTarget('RETURN_FLIGHT', both, { contact: false, noteToDriver: false })).toBe('CONFIRM_BOOKING');
  });
});

describe('following a pending target (4.7, the 360 variant and the target chain)', () => {
  const on = { contact: true, noteToDriver: true };
  const off = { contact: false, noteToDriver: false };
  const airports = base({ pickUp: place('Heathrow', 'Air'), dropOff: place('Gatwick', 'Air'), returnKind: 'return' });
  const roads = base();

  it('opens the popup the target names, or confirms the booking', () => {
    expect(followTarget('FLIGHT', airports, on)).toEqual({ kind: 'flight', flight: 'onward', target: 'FLIGHT' });
    expect(followTarget('RETURN_FLIGHT', airports, on)).toEqual({
      kind: 'flight',
      flight: 'return',
      target: 'RETURN_FLIGHT',
    });
    expect(followTarget('EDIT_CONTACT', roads, on)).toEqual({ kind: 'contact', target: 'EDIT_CONTACT' });
    expect(followTarget('NOTE_TO_DRIVER', roads, on)).toEqual({ kind: 'note', target: 'NOTE_TO_DRIVER' });
    expect(followTarget('ADD_PROMO', roads, off)).toEqual({ kind: 'promo', target: 'ADD_PROMO' });
    expect(followTarget('CONFIRM_BOOKING', roads, on)).toEqual({ kind: 'confirm' });
    expect(followTarget('HOME', roads, on)).toEqual({ kind: 'none' });
    expect(followTarget('', roads, on)).toEqual({ kind: 'none' });
  });

  it('passes over a flight the journey does not need and a popup that is off', () => {
    expect(followTarget('FLIGHT', roads, on)).toEqual({ kind: 'contact', target: 'EDIT_CONTACT' });
    expect(followTarget('FLIGHT', roads, off)).toEqual({ kind: 'confirm' });
    expect(followTarget('EDIT_CONTACT', roads, { contact: false, noteToDriver: true })).toEqual({
      kind: 'note',
      target: 'NOTE_TO_DRIVER',
    });
    expect(followTarget('NOTE_TO_DRIVER', roads, off)).toEqual({ kind: 'confirm' });
  });

  it('walks the chain after each popup is saved: flight, return flight, edit contact, note to driver, confirm', () => {
    const walk = (popups: typeof on, draft: BookingDraft) => {
      const seen: string[] = [];
      let action = followTarget('FLIGHT', draft, popups);
      while (action.kind !== 'confirm' && action.kind !== 'none' && seen.length < 10) {
        seen.push(action.target);
        action = targetAfter(action.target, draft, popups);
      }
      return [...seen, action.kind];
    };
    expect(walk(on, airports)).toEqual(['FLIGHT', 'RETURN_FLIGHT', 'EDIT_CONTACT', 'NOTE_TO_DRIVER', 'confirm']);
    expect(walk(off, airports)).toEqual(['FLIGHT', 'RETURN_FLIGHT', 'confirm']);
    expect(walk(on, roads)).toEqual(['EDIT_CONTACT', 'NOTE_TO_DRIVER', 'confirm']);
    // A flight already answered is not asked again on the way.
    const answered = {
      ...airports,
      returnFlight: {
        number: '',
        airportCode: '',
        airportText: '',
        arrivingFromTime: '',
        landingTime: '',
        landingTimeWait: 60,
        isFlightDetail: true,
      },
    };
    expect(targetAfter('FLIGHT', answered, off)).toEqual({ kind: 'confirm' });
    expect(targetAfter('ADD_PROMO', roads, on)).toEqual({ kind: 'none' });
  });
});

describe('sign-out (4.5, 4.8)', () => {
  const signedIn = base({
    ...peopleAfterSignIn(base(), profile),
    step: 'payment',
    signInTarget: '',
    promo: { code: 'SAVE5', promoCodeId: 2, value: 5, message: '' },
    requestId: 'req-1',
    bref: 1001,
    returnRef: 1002,
  });

  it('clears the locked contact, the promo and the payment attempt, and goes back to the customer step', () => {
    expect(draftAfterSignOut(signedIn, profile)).toEqual({
      contact: emptyContact(),
      customer: null,
      promo: null,
      signInTarget: '',
      requestId: '',
      bref: 0,
      returnRef: 0,
      isPaid: false,
      step: 'customer',
      quoteKey: '',
    });
  });

  it("keeps a booker's typed passenger without the booker's ids, and drops the booker's customer", () => {
    const draft = base({
      ...peopleAfterSignIn(base({ contact: { ...emptyContact(), firstName: 'Pat' } }), booker),
      step: 'vehicle',
    });
    const after = draftAfterSignOut(draft, booker);
    expect(after.contact).toMatchObject({ firstName: 'Pat', bookerId: undefined, customerId: undefined });
    expect(after.customer).toBeNull();
    expect(after.step).toBe('vehicle');
  });
});
