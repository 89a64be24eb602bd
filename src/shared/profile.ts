/**
 * The signed-in customer's profile as the app keeps it (the customer profile rule, rules: customer-profile): the account feature stores it, the booking
 * feature books with it, the shell greets with it.
 */
export interface CustomerProfile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dialingCode: string;
  bookerId?: number;
  /** A booker whose account requires a cost centre on every booking (issue 15; the API refuses one without). */
  costCentreRequired?: boolean;
  smsMailingList?: boolean;
  emailMailingList?: boolean;
  /** The language the customer chose (the profile language rule, issue 34), a code of LOCALES; absent until chosen. */
  language?: string;
}

/** A booker books for others (the roles rule, rules: roles): the profile carries a booker id. */
export function isBooker(profile: CustomerProfile | undefined): boolean {
  return Boolean(profile?.bookerId);
}
