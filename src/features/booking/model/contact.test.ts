import { emptyContact } from './draft';
import {
  contactAfterSignOut,
  contactForProfile,
  contactSummaryLines,
  detailsFromProfile,
  emptyCustomerValues,
  isContactLocked,
  normalisePhone,
  passengerFromCustomer,
  validateContact,
  validateStoredContact,
  type ContactValues,
  type CustomerProfile,
} from './contact';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const t = sourceTranslator().t;

const customer: CustomerProfile = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
  dialingCode: '+44',
};
const booker: CustomerProfile = { ...customer, id: 9, bookerId: 3 };
const blank: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dialingCode: '+44',
  asAccount: false,
  password: '',
};
const filled: ContactValues = { ...blank, firstName: 'Grace', phone: '7700900123', email: 'grace@example.com' };
const messages = (result: ReturnType<typeof validateContact>) => result.errors.map((e) => e.message);

describe('contact validation (5.2)', () => {
  it('a guest needs first name, phone and, when guests may book, an e-mail', () => {
    const result = validateContact(blank, null, { profile: undefined, allowGuest: true, t });
    expect(messages(result)).toEqual(['First name is required', 'Phone is required', 'Email is required']);
    expect(result.tab).toBe('passenger');
    expect(result.errors.map((e) => e.fieldId)).toEqual(['passenger-firstName', 'passenger-phone', 'passenger-email']);
    expect(result.errors.map((e) => e.path)).toEqual(['contact.firstName', 'contact.phone', 'contact.email']);
  });

  it('the e-mail is optional when guests are not allowed, but must match the pattern if given', () => {
    expect(
      messages(validateContact({ ...filled, email: '' }, null, { profile: undefined, allowGuest: false, t })),
    ).toEqual([]);
    expect(
      messages(validateContact({ ...filled, email: 'grace@' }, null, { profile: undefined, allowGuest: false, t })),
    ).toEqual(['Email is invalid']);
  });

  it('phone must be digits without a leading 0 and pass the international check when given one', () => {
    expect(
      messages(validateContact({ ...filled, phone: '07700' }, null, { profile: undefined, allowGuest: true, t })),
    ).toEqual(['Phone is invalid']);
    const strict = {
      profile: undefined,
      allowGuest: true,
      t,
      isValidInternational: (e164: string) => e164 === '+447700900123',
    };
    expect(messages(validateContact(filled, null, strict))).toEqual([]);
    expect(messages(validateContact({ ...filled, phone: '123' }, null, strict))).toEqual(['Phone is invalid']);
  });

  it('a guest creating an account needs a password of 6 to 20 characters', () => {
    const rules = { profile: undefined, allowGuest: true, t };
    expect(messages(validateContact({ ...filled, asAccount: true }, null, rules))).toEqual(['Password is required']);
    expect(messages(validateContact({ ...filled, asAccount: true, password: 'abc' }, null, rules))).toEqual([
      'Password must be at least 6 characters long',
    ]);
    expect(messages(validateContact({ ...filled, asAccount: true, password: 'secret1' }, null, rules))).toEqual([]);
  });

  it('no check applies to the locked contact of a signed-in customer', () => {
    expect(validateContact(blank, null, { profile: customer, allowGuest: true, t })).toEqual({ errors: [], tab: null });
  });

  it('a booker also needs the customer first name and phone, and a valid customer e-mail if given; the customer tab fails first', () => {
    const result = validateContact(
      blank,
      { ...emptyCustomerValues(), email: 'nope' },
      { profile: booker, allowGuest: true, t },
    );
    expect(messages(result)).toEqual([
      'Customer first name is required',
      'Customer phone is required',
      'Customer email is invalid',
      'First name is required',
      'Phone is required',
    ]);
    expect(result.tab).toBe('customer');
    const onlyPassenger = validateContact(
      blank,
      { ...emptyCustomerValues(), firstName: 'Bob', phone: '2071234567' },
      { profile: booker, allowGuest: true, t },
    );
    expect(onlyPassenger.tab).toBe('passenger');
  });

  it("a booker whose account requires a cost centre is asked for it with the customer's details", () => {
    const customerDone = { ...emptyCustomerValues(), firstName: 'Bob', phone: '2071234567' };
    const passengerDone = { ...blank, firstName: 'Zoe', phone: '2071234567' };
    const strict = { profile: { ...booker, costCentreRequired: true }, allowGuest: true, t };
    const result = validateContact(passengerDone, customerDone, strict);
    expect(result.errors).toEqual([
      expect.objectContaining({ fieldId: 'customer-costCentre', message: 'Cost centre is required' }),
    ]);
    expect(result.tab).toBe('customer');
    expect(validateContact(passengerDone, { ...customerDone, costCentre: 'EV-9' }, strict).errors).toEqual([]);
    expect(validateContact(passengerDone, customerDone, { profile: booker, allowGuest: true, t }).errors).toEqual([]);
  });

  it('checks the stored contact with a password hash standing for the typed password', () => {
    const stored = { ...emptyContact(), firstName: 'G', phone: '7700900123', email: 'g@example.com', asAccount: true };
    expect(
      validateStoredContact(stored, null, { profile: undefined, allowGuest: true, t }).errors.map((e) => e.message),
    ).toEqual(['Password is required']);
    expect(
      validateStoredContact({ ...stored, passwordHash: 'ab12' }, null, { profile: undefined, allowGuest: true, t })
        .errors,
    ).toEqual([]);
  });
});

describe('signed-in customers (6, 4.8)', () => {
  it('locks the contact for a signed-in non-booker only', () => {
    expect(isContactLocked(undefined)).toBe(false);
    expect(isContactLocked(customer)).toBe(true);
    expect(isContactLocked(booker)).toBe(false);
  });

  it('profile data overrides the contact and the password is blanked', () => {
    const typed = {
      ...emptyContact(),
      firstName: 'Typed',
      email: 'typed@example.com',
      asAccount: true,
      passwordHash: 'h',
    };
    expect(contactForProfile(typed, customer)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '7700900123',
      customerId: 7,
      asAccount: false,
      passwordHash: '',
    });
  });

  it('a booker keeps the typed passenger but loses the password and gains the booker id', () => {
    const typed = { ...emptyContact(), firstName: 'Pat', passwordHash: 'h', asAccount: true };
    expect(contactForProfile(typed, booker)).toMatchObject({
      firstName: 'Pat',
      passwordHash: '',
      asAccount: false,
      bookerId: 3,
    });
  });

  it('Use my details and Use customer details copy the values', () => {
    expect(detailsFromProfile(customer)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '7700900123',
      dialingCode: '+44',
    });
    const copied = passengerFromCustomer(
      { ...emptyCustomerValues(), firstName: 'Cy', phone: '2071234567', ourRef: 'R1' },
      { ...blank, asAccount: true },
    );
    expect(copied).toMatchObject({ firstName: 'Cy', phone: '2071234567', asAccount: true });
  });

  it('sign-out clears a locked contact and keeps a typed one', () => {
    const locked = contactForProfile(emptyContact(), customer);
    expect(contactAfterSignOut(locked, true)).toEqual(emptyContact());
    const typed = { ...emptyContact(), firstName: 'Guest', customerId: 7 };
    expect(contactAfterSignOut(typed, false)).toMatchObject({ firstName: 'Guest', customerId: undefined });
  });
});

describe('phone numbers (5.1)', () => {
  it('removes the dialing code where the number begins with it, non-digits and a leading 0', () => {
    expect(normalisePhone('+44 7700 900123', '+44')).toBe('7700900123');
    expect(normalisePhone('0044 7700 900123', '+44')).toBe('7700900123');
    expect(normalisePhone('447700900123', '+44')).toBe('7700900123');
    expect(normalisePhone('07700-900-123', '+44')).toBe('7700900123');
    expect(normalisePhone('2125550100', '+1')).toBe('2125550100');
  });
});

describe('contactSummaryLines', () => {
  const person = { ...emptyContact(), firstName: 'Cy', lastName: 'Ng', dialingCode: '+44', phone: '2071234567' };

  it('is empty until the person has a name', () => {
    expect(contactSummaryLines({ ...person, firstName: ' ', lastName: '' }, t)).toEqual([]);
  });

  it("shows a booker's Our Ref and cost centre after the name, phone and e-mail, and leaves out what is blank", () => {
    expect(
      contactSummaryLines({ ...person, email: 'cy@example.com', ourRef: ' PO-9 ', costCentre: 'OPS-12' }, t),
    ).toEqual(['Cy Ng', '+44 2071234567', 'cy@example.com', 'Our Ref: PO-9', 'Cost centre: OPS-12']);
    expect(contactSummaryLines({ ...person, email: '', ourRef: '', costCentre: '  ' }, t)).toEqual([
      'Cy Ng',
      '+44 2071234567',
    ]);
  });
});
