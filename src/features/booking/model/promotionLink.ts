/**
 * Promotion links (the small records and promo calls rules (rules: other-entities, call-promo) GET /api/promotion?token=): an operator's link that opens the booking with a
 * journey, and says whether the customer may change it. Pure.
 */
import { isSameAddress } from './address';
import { mapAddress, type Address, type WirePromotion } from '@/api';
import { isValidPostcode } from '@/design-system';
import type { BookingStart, BookingStartRequest } from './bookingStart';
import { isBookerProfile, normalisePhone, type CustomerProfile } from './contact';
import { emptyContact, type BookingContact } from './draft';

/** The URL parameter of a promotion link's token (docs/embedding.md). */
export const PROMOTION_PARAM = 'promotion';

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, 255) : '';
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The promotion place rule (the small records rule, rules: other-entities): an end of the journey the link gives in full (its address or name, a valid
 * postcode as the postcode format and address selection rules (rules: postcode-format, address-selection) ask of any chosen address, and a latitude and longitude in range, not 0,0) is taken as it
 * is, with its category, without a search. An end missing any of them, or with one that is no such value, is null:
 * its text (if any) is then searched for as before.
 */
export function promotionPlace(link: WirePromotion, end: 'pick' | 'doff'): Address | null {
  const [address, name, postcode, lat, lng, category] =
    end === 'pick'
      ? [link.pickupaddress, link.pickname, link.pickpostcode, link.picklat, link.picklng, link.pickcategory]
      : [link.dropoffaddress, link.doffname, link.droppostcode, link.dofflat, link.dofflng, link.doffcategory];
  const label = text(address) || text(name);
  const code = text(postcode);
  if (!label || !code || !isValidPostcode(code)) return null;
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180) || (lat === 0 && lng === 0)) return null;
  // The app's one mapping of a place, as a search answer would give it: its defaults and the airport rule.
  return mapAddress({
    name: text(name) || label,
    line1: label,
    category: text(category).slice(0, 50),
    postcode: code,
    latitude: lat,
    longitude: lng,
    fulladdress: label,
  });
}

/**
 * The ends a link gives in full (promotionPlace) in place of what the search found for its texts. A drop-off that is
 * the pick-up is left for the customer to choose, as the form refuses one (the same-place rule).
 */
export function withPromotionPlaces(start: BookingStart, link: WirePromotion): BookingStart {
  const pickUp = promotionPlace(link, 'pick') ?? start.pickUp;
  const dropOff = promotionPlace(link, 'doff') ?? start.dropOff;
  return { ...start, pickUp, dropOff: isSameAddress(pickUp, dropOff) ? null : dropOff };
}

/** The journey a promotion link opens, found by its addresses (else the places' names), and whether it is fixed. */
export function bookingStartFromPromotion(link: WirePromotion): {
  request: BookingStartRequest;
  locked: boolean;
  promoCode: string;
} {
  const vehicle = Number(link.vehtypeid);
  // An end given in full needs no search (withPromotionPlaces puts it in).
  const searched = (end: 'pick' | 'doff', ...texts: unknown[]) =>
    promotionPlace(link, end) ? '' : (texts.map(text).find(Boolean) ?? '');
  return {
    request: {
      pickUp: searched('pick', link.pickupaddress, link.pickname),
      dropOff: searched('doff', link.dropoffaddress, link.doffname),
      via: [],
      when: null,
      vehicleTypeId: Number.isInteger(vehicle) && vehicle > 0 ? vehicle : null,
      passengers: null,
    },
    // The small records rule (rules: other-entities) "changes allowed": only an explicit no (false, or "false", "no", "0" as a stored link may spell it) fixes it.
    locked: ['false', 'no', '0'].includes(String(link.changesallowed).trim().toLowerCase()),
    promoCode: text(link.promocode).slice(0, 50),
  };
}

/** Pages a promotion link's mode (the small records rule, rules: other-entities) can open: the lite booking (the shell rule (rules: shell): no header, menu or footer), the quick
 * booking, or the full booking page. */
export type PromotionPage = 'litebooking' | 'quickbooking' | 'booking';

const PROMOTION_MODES: Record<string, PromotionPage> = {
  lite: 'litebooking',
  litebooking: 'litebooking',
  quick: 'quickbooking',
  quickbooking: 'quickbooking',
  booking: 'booking',
  full: 'booking',
};

/** The page a link's mode selects; null (stay where the link was opened) for none or one this app does not know. */
export function promotionPage(link: Pick<WirePromotion, 'mode'>): PromotionPage | null {
  return PROMOTION_MODES[text(link.mode).toLowerCase()] ?? null;
}

/** The passenger a link names (the small records rule (rules: other-entities) phone, e-mail and names); only what the link gives. */
export function promotionContact(link: WirePromotion): Partial<BookingContact> {
  const dialingCode = /^\+\d{1,4}$/.test(text(link.dialingcode)) ? text(link.dialingcode) : '';
  const phone = normalisePhone(text(link.phone).slice(0, 20), dialingCode || '+44');
  const given: Partial<BookingContact> = {
    firstName: text(link.firstname).slice(0, 100),
    lastName: text(link.surname).slice(0, 100),
    email: text(link.email),
    phone,
    dialingCode: phone ? dialingCode || '+44' : '',
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== '')) as Partial<BookingContact>;
}

/**
 * The booker's customer a link names by custid, filled into the booker's Customer section: only when the server
 * vouched for them (`customer`, served to the booker the link names, for a customer whose account that booker
 * opened). Their account id is not put in the booking: it would be a custid other than the booker's own, which
 * the server refuses; the server files the booking under that customer by their e-mail, as for any booker's customer.
 */
export function bookersCustomerOf(link: WirePromotion, current: BookingContact | null): BookingContact | null {
  const named = link.customer;
  const custid = String(link.custid ?? '').trim();
  if (!named || custid === '' || String(named.custid).trim() !== custid) return null;
  const details = promotionContact({
    code: 1,
    firstname: named.firstname,
    surname: named.surname,
    email: named.email,
    phone: named.phone,
    dialingcode: named.dialingcode,
  });
  // The booker's own reference and cost centre stay as typed; the person is the link's.
  return {
    ...emptyContact(),
    ourRef: current?.ourRef,
    costCentre: current?.costCentre,
    ...details,
  };
}

const sameId = (linkId: unknown, sessionId: number | undefined) =>
  sessionId !== undefined && sessionId > 0 && String(linkId ?? '').trim() === String(sessionId);

/**
 * The booking's people once a link opened it. The link's contact fills the passenger, except for a signed-in
 * customer whose contact is their profile (the locked contact rule, rules: contact-locked). Its booker and customer ids count only when they name the signed-in
 * account: a link can never make a guest or another account book as someone else (the server checks again).
 */
export function peopleFromPromotion(
  link: WirePromotion,
  people: { contact: BookingContact; customer: BookingContact | null },
  profile: CustomerProfile | undefined,
): { contact: BookingContact; customer: BookingContact | null } {
  if (!profile) {
    // A guest carries no account's ids, whatever the link names.
    const { customerId: _customerId, bookerId: _bookerId, ...guest } = people.contact;
    return { contact: { ...guest, ...promotionContact(link) }, customer: people.customer };
  }
  if (isBookerProfile(profile)) {
    const theirs = sameId(link.bookerid, profile.bookerId);
    const bookerId = theirs ? { bookerId: profile.bookerId } : {};
    const customer = theirs ? bookersCustomerOf(link, people.customer) : null;
    return {
      contact: { ...people.contact, ...promotionContact(link), ...bookerId },
      customer: customer ?? people.customer,
    };
  }
  const customerId = sameId(link.custid, profile.id) ? { customerId: profile.id } : {};
  return { contact: { ...people.contact, ...customerId }, customer: people.customer };
}
