import { emptyContact, emptyDraft, type BookingDraft } from './draft';
import { draftAfterSignOut, nextTarget, peopleAfterSignIn, signInHandoff } from './signInHandoff';
import type { CustomerProfile } from './contact';
import { place } from './customerStep.fixtures';

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
const context = { profile, flightInline: false, allowGuest: false };

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
