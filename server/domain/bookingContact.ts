/**
 * The passenger's and a booker's customer's e-mail and phone on a booking, checked by the server as the contact step
 * checks them (the phone digits and contact fields rules, rules: phone-digits, contact-fields): e-mail against the simple address pattern, phone as digits without a leading 0 that
 * make a valid international number with the dialing code (libphonenumber, the library the client's phone box uses).
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { BookingInput } from './bookingsRecord';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS = /^[1-9][0-9]{3,14}$/;
const DIALING_CODE = /^\+?[1-9][0-9]{0,3}$/;
/** The defaults rule (rules: defaults): the dialing code defaults to +44. */
const DEFAULT_DIALING_CODE = '+44';

/** The required text rule (rules: required-text): "{title} is invalid", with the contact step's titles (features/booking/model/contact.ts). */
export const invalid = (title: string) => `${title} is invalid`;
export const TITLES = {
  email: 'Email',
  phone: 'Phone',
  customerEmail: 'Customer email',
  customerPhone: 'Customer phone',
} as const;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * Digits only, no leading 0 (the phone digits rule, rules: phone-digits), and a real number for the dialing code's country. `international: false` checks
 * the digits only: for a signed-in customer whose contact is locked to their profile (the locked contact and contact fields rules (rules: contact-locked, contact-fields): no check applies to
 * locked fields), which they cannot correct on the booking.
 */
export function isValidPhone(digits: string, dialingCode: string | undefined, international = true): boolean {
  const code = (dialingCode ?? '').trim() || DEFAULT_DIALING_CODE;
  if (!PHONE_DIGITS.test(digits) || !DIALING_CODE.test(code)) return false;
  return !international || isValidPhoneNumber(`+${code.replace('+', '')}${digits}`);
}

/** The first contact problem of the booking, in the contact step's order (a booker's customer first), or null. */
export function contactProblem(input: BookingInput, options: { lockedToProfile: boolean }): string | null {
  const international = !options.lockedToProfile;
  const customerEmail = (input.custemail ?? '').trim();
  const customerPhone = (input.custphone ?? '').trim();
  if (customerPhone && !isValidPhone(customerPhone, input.custdialingcode, international))
    return invalid(TITLES.customerPhone);
  if (customerEmail && !isValidEmail(customerEmail)) return invalid(TITLES.customerEmail);
  if (!isValidPhone(input.passengerphone.trim(), input.passengerdialingcode, international))
    return invalid(TITLES.phone);
  const email = (input.passengeremail ?? '').trim();
  if (email && !isValidEmail(email)) return invalid(TITLES.email);
  return null;
}
