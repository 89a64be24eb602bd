import { emptyContact, emptyDraft, type BookingDraft } from './draft';
import { checkCustomerStep, inlineContactErrors, missingFlight } from './customerStep';
import type { CustomerProfile } from './contact';
import { place } from './customerStep.fixtures';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const t = sourceTranslator().t;

const guestContact = { ...emptyContact(), firstName: 'Grace', phone: '7700900123', email: 'grace@example.com' };
const profile: CustomerProfile = {
  id: 7,
  firstName: 'Ada',
  lastName: 'L',
  email: 'a@example.com',
  phone: '7700900123',
  dialingCode: '+44',
};
const draft = (changes: Partial<BookingDraft> = {}): BookingDraft => ({
  ...emptyDraft(),
  pickUp: place('Home'),
  dropOff: place('Office'),
  contact: guestContact,
  ...changes,
});
const context = { profile: undefined, allowGuest: true, flightInline: false, t };
const noDetails = {
  number: '',
  airportCode: '',
  airportText: '',
  arrivingFromTime: '',
  landingTime: '',
  landingTimeWait: 60,
  isFlightDetail: true,
};

describe('customer step checks in order (4.4)', () => {
  it('opens sign-in first when guests are not allowed and nobody is signed in', () => {
    expect(checkCustomerStep(draft({ contact: emptyContact() }), { ...context, allowGuest: false, t })).toEqual({
      kind: 'signIn',
    });
    expect(checkCustomerStep(draft(), { ...context, allowGuest: false, profile })).toEqual({ kind: 'ok' });
  });

  it("then a booker's customer, on the Customer tab", () => {
    const result = checkCustomerStep(draft(), { ...context, profile: { ...profile, bookerId: 3 } });
    expect(result).toMatchObject({ kind: 'contact', tab: 'customer' });
  });

  it('then the contact, on its tab', () => {
    const result = checkCustomerStep(draft({ contact: emptyContact(), pickUp: place('LHR', 'Air') }), context);
    expect(result).toMatchObject({ kind: 'contact', tab: 'passenger' });
    if (result.kind === 'contact') expect(result.errors[0].message).toBe('First name is required');
  });

  it('then, unless flights are inline, the flight dialog for an airport pick-up with no flight given or declined', () => {
    const airport = draft({ pickUp: place('Heathrow', 'Air') });
    expect(checkCustomerStep(airport, context)).toEqual({ kind: 'flight', flight: 'onward' });
    expect(checkCustomerStep(airport, { ...context, flightInline: true })).toEqual({ kind: 'ok' });
    expect(checkCustomerStep({ ...airport, flight: noDetails }, context)).toEqual({ kind: 'ok' });
  });

  it('and the return flight when a return exists and the drop-off is an airport', () => {
    const toAirport = draft({ dropOff: place('Gatwick', 'Airport'), returnKind: 'return' });
    expect(checkCustomerStep(toAirport, context)).toEqual({ kind: 'flight', flight: 'return' });
    expect(checkCustomerStep({ ...toAirport, returnKind: 'none' }, context)).toEqual({ kind: 'ok' });
    expect(
      missingFlight({
        ...toAirport,
        returnFlight: { ...noDetails, isFlightDetail: false, number: 'BA1', airportText: 'JFK' },
      }),
    ).toBeNull();
  });
});

describe('the contact in the page (its popup off, 4.7)', () => {
  it('is checked by the page, field by field in the order shown, so the step check opens no contact dialog', () => {
    const empty = draft({ contact: emptyContact() });
    expect(checkCustomerStep(empty, { ...context, contactInline: true })).toEqual({ kind: 'ok' });
    expect(inlineContactErrors(empty, context)).toEqual([
      { fieldId: 'passenger-firstName', message: 'First name is required' },
      { fieldId: 'passenger-email', message: 'Email is required' },
      { fieldId: 'passenger-phone', message: 'Phone is required' },
    ]);
    expect(inlineContactErrors(draft(), context)).toEqual([]);
  });

  it("puts a booker's customer first, and asks nothing while a sign-in is due", () => {
    const booker = { ...profile, bookerId: 3 };
    expect(inlineContactErrors(draft(), { profile: booker, allowGuest: true, t })[0]).toEqual({
      fieldId: 'customer-firstName',
      message: 'Customer first name is required',
    });
    expect(
      inlineContactErrors(draft({ contact: emptyContact() }), { profile: undefined, allowGuest: false, t }),
    ).toEqual([]);
  });
});
