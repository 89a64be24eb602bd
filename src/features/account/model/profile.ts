import type { CustomerProfile } from '@/shared';

export { isBooker } from '@/shared';

/** The menus rule (rules: menus): the signed-in menu shows the first name. */
export function menuName(profile: CustomerProfile): string {
  return profile.firstName.trim() || profile.email;
}

export function isProfile(value: unknown): value is CustomerProfile {
  if (!value || typeof value !== 'object') return false;
  const p = value as Partial<CustomerProfile>;
  return typeof p.id === 'number' && typeof p.firstName === 'string' && typeof p.email === 'string';
}

interface ProfileFields {
  custid?: number | string;
  Id?: number | string;
  bookerid?: number | string;
  BookerId?: number | string;
  costcentrerequired?: boolean;
  email?: string;
  surname?: string;
  LastName?: string;
  firstname?: string;
  phone?: string;
  dialingcode?: string;
  smsmailinglist?: boolean;
  emailmailinglist?: boolean;
  language?: string;
}

/** Sign-in and sign-up answer "Id plus profile fields" (the customer profile rule, rules: customer-profile); servers spell some fields two ways. */
export function profileFromWire(wire: ProfileFields): CustomerProfile | undefined {
  const id = Number(wire.Id ?? wire.custid);
  if (!Number.isFinite(id) || id <= 0) return undefined;
  const bookerId = Number(wire.BookerId ?? wire.bookerid);
  return {
    id,
    firstName: wire.firstname ?? '',
    lastName: wire.surname ?? wire.LastName ?? '',
    email: wire.email ?? '',
    phone: wire.phone ?? '',
    dialingCode: wire.dialingcode || '+44',
    bookerId: Number.isFinite(bookerId) && bookerId > 0 ? bookerId : undefined,
    ...(wire.costcentrerequired === true ? { costCentreRequired: true } : {}),
    smsMailingList: wire.smsmailinglist,
    emailMailingList: wire.emailmailinglist,
    ...(wire.language ? { language: wire.language } : {}),
  };
}
