/** The contact dialog's form (the locked contact rule, rules: contact-locked) on react-hook-form + yup, with the rules of contact.ts as its one test. */
import * as yup from 'yup';
import type { BookingContact } from './draft';
import {
  contactValuesOf,
  customerValuesOf,
  detailsFromProfile,
  isBookerProfile,
  isContactLocked,
  validateContact,
  type ContactRules,
  type ContactValues,
  type CustomerProfile,
  type CustomerValues,
} from './contact';

export interface ContactFormValues {
  contact: ContactValues;
  customer: CustomerValues;
}

/** Where the dialog starts: the booking's people, the profile's data in locked fields (the locked contact rule, rules: contact-locked). */
export function contactFormDefaults(
  contact: BookingContact,
  customer: BookingContact | null,
  profile: CustomerProfile | undefined,
): ContactFormValues {
  const values = { contact: contactValuesOf(contact), customer: customerValuesOf(customer) };
  if (profile && isContactLocked(profile))
    values.contact = { ...values.contact, ...detailsFromProfile(profile), asAccount: false, password: '' };
  return values;
}

/** A yup schema whose one test runs validateContact, so the rules stay pure and in one place. */
export function contactFormSchema(rules: () => ContactRules) {
  return yup
    .object({ contact: yup.object().required(), customer: yup.object().required() })
    .test('contact-rules', '', function check(value) {
      const current = rules();
      const values = value as unknown as ContactFormValues;
      const { errors } = validateContact(
        values.contact,
        isBookerProfile(current.profile) ? values.customer : null,
        current,
      );
      if (errors.length === 0) return true;
      return new yup.ValidationError(
        errors.map((error) => this.createError({ path: error.path, message: error.message })),
      );
    });
}
