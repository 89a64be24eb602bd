/**
 * The contact step's people (the customer profile, locked contact, contact fields and roles rules, rules: customer-profile, contact-locked, contact-fields, roles): who travels (the main passenger, `contact`) and, for a
 * booker, the customer booked for (`customer`). Validation, locking and copying rules live here.
 */
import { validateText } from '@/design-system';
import { isBooker, type CustomerProfile } from '@/shared';
import { emptyContact, type BookingContact } from './draft';
import type { Translate } from './messages';

export type { CustomerProfile };
/** The booking's name for the kernel's rule: a booker books for others (the roles rule, rules: roles). */
export const isBookerProfile = isBooker;

/** The contact dialog's tabs (contact types of the small records rule (rules: other-entities): customer, passenger). */
export type ContactSection = 'customer' | 'passenger';

/** What the contact dialog edits; the password is typed here and only its hash is kept in the booking. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dialingCode: string;
  asAccount: boolean;
  password: string;
}

export interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dialingCode: string;
  ourRef: string;
  /** Beyond the spec (issue 15): the booker's cost centre or expense code, printed on the booker's invoices. */
  costCentre: string;
}

export interface ContactError {
  section: ContactSection;
  /** The id of the field's control, for the error summary link. */
  fieldId: string;
  /** The form path of the field, e.g. "contact.phone". */
  path: string;
  message: string;
}

export interface ContactRules {
  profile: CustomerProfile | undefined;
  allowGuest: boolean;
  /** International check of "+<dial code><digits>" (libphonenumber), when loaded. */
  isValidInternational?: (e164: string) => boolean;
  /** The page's words (useT()): titles and messages in the page's language. */
  t: Translate;
}

/** Field titles (message ids): each is its label and the {title} of its messages (the required text rule, rules: required-text). */
export const CONTACT_TITLES = {
  firstName: 'booking.contact.firstName',
  lastName: 'booking.contact.lastName',
  email: 'booking.contact.email',
  phone: 'booking.contact.phone',
  password: 'booking.contact.password',
} as const;

export const CUSTOMER_TITLES = {
  firstName: 'booking.contact.customerFirstName',
  lastName: 'booking.contact.customerLastName',
  email: 'booking.contact.customerEmail',
  phone: 'booking.contact.customerPhone',
  ourRef: 'booking.contact.ourRef',
  costCentre: 'booking.contact.costCentre',
} as const;

/** Control ids; "passenger-" keeps them apart from the home page's contact form on the same page. */
export const contactFieldId = (section: ContactSection, field: string) => `${section}-${field}`;

/**
 * The hidden-tab rule (issue 28, GOV.UK's error summary): a booker's summary names the tab a field is on, since one
 * of the two is always hidden, e.g. "First name is required on the Main Passenger tab".
 */
export function messageOnTab(t: Translate, message: string, section: ContactSection): string {
  return t('booking.message.onTab', { message, tab: section });
}
export const contactFieldPath = (section: ContactSection, field: string) =>
  `${section === 'customer' ? 'customer' : 'contact'}.${field}`;

/** The locked contact rule (rules: contact-locked): a signed-in non-booker has the contact fields locked and filled from the profile. */
export function isContactLocked(profile: CustomerProfile | undefined): boolean {
  return Boolean(profile) && !isBooker(profile);
}

const dialDigits = (dialingCode: string) => dialingCode.replace(/\D/g, '') || '44';

/**
 * The contact fields rule (rules: contact-fields) contact rules. Order follows the wizard steps rule (rules: wizard-steps): a booker's customer first, then the contact. No check applies to
 * locked fields. The first failing section is the tab to show.
 */
export function validateContact(
  contact: ContactValues,
  customer: CustomerValues | null,
  rules: ContactRules,
): { errors: ContactError[]; tab: ContactSection | null } {
  const errors: ContactError[] = [];
  const add = (section: ContactSection, field: string, message: string) => {
    if (message)
      errors.push({
        section,
        fieldId: contactFieldId(section, field),
        path: contactFieldPath(section, field),
        message,
      });
  };
  const booker = isBookerProfile(rules.profile);
  const { t } = rules;

  if (booker) {
    const c = customer ?? emptyCustomerValues();
    add(
      'customer',
      'firstName',
      validateText(c.firstName, { title: t(CUSTOMER_TITLES.firstName), required: true }, t).message,
    );
    add('customer', 'phone', phoneMessage(c.phone, c.dialingCode, t(CUSTOMER_TITLES.phone), rules));
    add('customer', 'email', validateText(c.email, { title: t(CUSTOMER_TITLES.email), type: 'email' }, t).message);
    // Asked here rather than refused at Book Now (the API's check, server/domain/bookingRules.ts).
    if (rules.profile?.costCentreRequired)
      add(
        'customer',
        'costCentre',
        validateText(c.costCentre, { title: t(CUSTOMER_TITLES.costCentre), required: true }, t).message,
      );
  }

  if (!isContactLocked(rules.profile)) {
    add(
      'passenger',
      'firstName',
      validateText(contact.firstName, { title: t(CONTACT_TITLES.firstName), required: true }, t).message,
    );
    add('passenger', 'phone', phoneMessage(contact.phone, contact.dialingCode, t(CONTACT_TITLES.phone), rules));
    const emailRequired = !rules.profile && rules.allowGuest;
    add(
      'passenger',
      'email',
      validateText(contact.email, { title: t(CONTACT_TITLES.email), type: 'email', required: emailRequired }, t)
        .message,
    );
    if (!rules.profile && contact.asAccount) {
      add(
        'passenger',
        'password',
        validateText(contact.password, { title: t(CONTACT_TITLES.password), type: 'password', required: true }, t)
          .message,
      );
    }
  }
  return { errors, tab: errors[0]?.section ?? null };
}

function phoneMessage(phone: string, dialingCode: string, title: string, rules: ContactRules): string {
  return validateText(
    phone,
    {
      title,
      type: 'phone',
      required: true,
      dialCode: dialDigits(dialingCode),
      isValidInternational: rules.isValidInternational,
    },
    rules.t,
  ).message;
}

/**
 * The booking's stored contact checked by the same rules, for the step check of 4.4. A password typed in
 * the dialog is kept only as a hash, so a hash stands for it here.
 */
export function validateStoredContact(
  contact: BookingContact,
  customer: BookingContact | null,
  rules: ContactRules,
): { errors: ContactError[]; tab: ContactSection | null } {
  return validateContact(
    contactValuesOf(contact, contact.passwordHash ? 'stored-hash' : ''),
    customer ? customerValuesOf(customer) : null,
    rules,
  );
}

export function emptyCustomerValues(): CustomerValues {
  return { firstName: '', lastName: '', email: '', phone: '', dialingCode: '+44', ourRef: '', costCentre: '' };
}

export function contactValuesOf(contact: BookingContact, password = ''): ContactValues {
  const { firstName, lastName, email, phone, dialingCode, asAccount } = contact;
  return { firstName, lastName, email, phone, dialingCode, asAccount, password };
}

export function customerValuesOf(customer: BookingContact | null): CustomerValues {
  if (!customer) return emptyCustomerValues();
  const { firstName, lastName, email, phone, dialingCode } = customer;
  return {
    firstName,
    lastName,
    email,
    phone,
    dialingCode,
    ourRef: customer.ourRef ?? '',
    costCentre: customer.costCentre ?? '',
  };
}

/** Phone as the booking keeps it (the phone digits rule, rules: phone-digits): digits only, no leading 0, the dialing code removed where it leads. */
export function normalisePhone(phone: string, dialingCode: string): string {
  const digits = phone.replace(/\D/g, '');
  const dial = dialingCode.replace(/\D/g, '');
  const local =
    dial && (phone.trim().startsWith('+') || digits.startsWith(`00${dial}`) || digits.startsWith(dial))
      ? digits.replace(new RegExp(`^(00)?${dial}`), '')
      : digits;
  return local.replace(/^0+/, '');
}

/**
 * The roles and locked contact rules (rules: roles, contact-locked): profile data overrides the contact details and the password is blanked. For a
 * booker the profile names the booker (BookerId); the passenger stays as typed.
 */
export function contactForProfile(contact: BookingContact, profile: CustomerProfile): BookingContact {
  const blanked = { ...contact, asAccount: false, passwordHash: '' };
  if (isBookerProfile(profile)) return { ...blanked, bookerId: profile.bookerId };
  return {
    ...blanked,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: normalisePhone(profile.phone, profile.dialingCode || '+44'),
    dialingCode: profile.dialingCode || '+44',
    customerId: profile.id,
    bookerId: undefined,
  };
}

/** "Use my details" (the locked contact rule, rules: contact-locked): the signed-in user's own details copied into the form. */
export function detailsFromProfile(profile: CustomerProfile): Omit<CustomerValues, 'ourRef' | 'costCentre'> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: normalisePhone(profile.phone, profile.dialingCode || '+44'),
    dialingCode: profile.dialingCode || '+44',
  };
}

/** "Use customer details" (the locked contact rule, rules: contact-locked): the booker's customer copied into the main passenger. */
export function passengerFromCustomer(customer: CustomerValues, contact: ContactValues): ContactValues {
  const { firstName, lastName, email, phone, dialingCode } = customer;
  return { ...contact, firstName, lastName, email, phone, dialingCode };
}

/** The locked contact rule (rules: contact-locked): sign-out clears a locked contact; a contact typed by a guest or for a booker stays. */
export function contactAfterSignOut(contact: BookingContact, wasLocked: boolean): BookingContact {
  return wasLocked ? emptyContact() : { ...contact, customerId: undefined, bookerId: undefined };
}

/** The contact as the summary shows it: the name, else nothing yet. */
export function contactName(contact: Pick<BookingContact, 'firstName' | 'lastName'>): string {
  return [contact.firstName, contact.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The lines of a person's summary in the details: name, phone and e-mail, and for a booker's customer the booker's
 * own reference and cost centre, so the booker sees before booking what the statement and invoices will carry.
 * Nothing until the person has a name.
 */
export function contactSummaryLines(
  person: Pick<BookingContact, 'firstName' | 'lastName' | 'phone' | 'dialingCode' | 'email' | 'ourRef' | 'costCentre'>,
  t: Translate,
): string[] {
  const name = contactName(person);
  if (!name) return [];
  const labelled = (title: (typeof CUSTOMER_TITLES)[keyof typeof CUSTOMER_TITLES], value?: string) =>
    value?.trim() ? t('booking.contact.summaryLine', { title: t(title), value: value.trim() }) : '';
  return [
    name,
    person.phone ? `${person.dialingCode} ${person.phone}` : '',
    person.email,
    labelled(CUSTOMER_TITLES.ourRef, person.ourRef),
    labelled(CUSTOMER_TITLES.costCentre, person.costCentre),
  ].filter(Boolean);
}
