/**
 * The working booking (the booking state rule, rules: booking-state): what the customer has chosen so far, in every template.
 * Times are ISO strings with the operator's offset (DESIGN rule 8); money is in the quotation's currency.
 * This is the contract between the booking panels, the payment step and the account pages (repeat, return).
 */
import type { Address, PriceTier, Quotation } from '@/api';
import type { StepName } from './flow';

export type PickUpType = 'now' | 'later' | 'unknown';

export interface BookingTime {
  /** The chosen pick-up time (ISO with offset); '' while Now or unset. */
  time: string;
  /** Now plus the quoted travel time, raised to the minimum lead time (the minimum lead time rule, rules: lead-time); '' before a quote. */
  earliestTime: string;
  isValid: boolean;
  isShow: boolean;
  pickUpType: PickUpType;
}

/** Extras (the extras rule, rules: extras): counts held as strings, default "0" (passengers from "1"). */
export interface BookingExtras {
  HandBags: string;
  Luggages: string;
  SmallPets: string;
  OtherPets: string;
  Passengers: string;
  SmallChilds: string;
  LargeChilds: string;
  /**
   * Other equipment (a wheelchair, a bicycle...): shown by the "show other equipment" switch (the operator configuration rule, rules: configuration) and sent as the
   * booking's `equipment` count (the booking call rule, rules: call-booking). Optional: a booking stored before it existed has none.
   */
  Equipment?: string;
}

/** Flight on a booking (the flight fields rule, rules: flight-fields). isFlightDetail true means the customer has no flight details. */
export interface BookingFlight {
  number: string;
  airportCode: string;
  airportText: string;
  arrivingFromTime: string;
  landingTime: string;
  /** Minutes after landing the driver waits (0 to 180, step 15, default 60). */
  landingTimeWait: number;
  isFlightDetail: boolean;
  /**
   * Beyond the spec (issue 12): the name on the driver's meet-and-greet sign, sent in the booking's note. Absent:
   * the passenger's name.
   */
  signText?: string;
}

/** Passenger or customer contact (the customer profile rule, rules: customer-profile). */
export interface BookingContact {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only, no leading 0, without the dialing code (the phone digits rule, rules: phone-digits). */
  phone: string;
  dialingCode: string;
  /** A guest asking for an account with this booking; the password is only ever held as a hash. */
  asAccount: boolean;
  passwordHash: string;
  customerId?: number;
  bookerId?: number;
  /** The booker's own reference (Our Ref), customers only. */
  ourRef?: string;
  /** The booker's cost centre or expense code (issue 15), customers only. */
  costCentre?: string;
}

export interface BookingPromo {
  code: string;
  promoCodeId: number;
  /** What the code takes off (the promo calls rule (rules: call-promo) Value), for the fare it was checked against. */
  value: number;
  message: string;
  /** The fare the value was given for; a different fare needs the code checked again. */
  price?: number;
}

export type ReturnKind = 'none' | 'return' | 'waitAndReturn';

export interface BookingDraft {
  /** Where the customer is: the first step of the screen on show, by name, so any template finds its screen. */
  step: StepName;
  pickUp: Address | null;
  dropOff: Address | null;
  via: (Address | null)[];
  time: BookingTime;
  returnKind: ReturnKind;
  /** Required when returnKind is 'return'; never restored on reload (the storage rule, rules: storage). */
  returnDate: string;
  returnEarliestTime: string;
  vehicleId: number | null;
  /** Index into the quotation's price tiers (the quotation rule, rules: quotation); the second is the default. */
  priceTier: number;
  extras: BookingExtras;
  quotation: Quotation | null;
  /** When the current quotation was received (epoch ms), for the 60 s reuse window and the expiry counter (the quote lifecycle rule, rules: quote-lifecycle). */
  quotedAt: number;
  contact: BookingContact;
  /** The customer a booker books for (bookers only). */
  customer: BookingContact | null;
  note: string;
  pickupNote: string;
  dropoffNote: string;
  flight: BookingFlight | null;
  returnFlight: BookingFlight | null;
  promo: BookingPromo | null;
  paymentType: 'card' | 'cash' | 'paypal' | 'stripe' | 'account' | '';
  /** Set once the booking exists on the server (the booking state rule (rules: booking-state) Bref, ReturnRef). */
  bref: number;
  returnRef: number;
  isPaid: boolean;
  /** Idempotency key of the booking submission: a repeated submission returns the same booking. */
  requestId: string;
  /** Where the booking continues once the customer signs in (the sign-in hand-off rule, rules: sign-in-handoff); '' when nothing waits on a sign-in. */
  signInTarget: SignInTarget | '';
  /**
   * A promotion link that allows no changes (the small records rule, rules: other-entities) opened this booking: its pick-up, drop-off and vehicle stay as
   * the link gave them. Absent in bookings stored before promotion links (read as unlocked).
   */
  locked?: boolean;
  /** The promo code a promotion link offered (the small records rule, rules: other-entities), filled into the promo dialog; '' or absent when none. */
  offeredPromoCode?: string;
  /**
   * The mailing lists a promotion link named (the small records rule, rules: other-entities), offered to a signed-in customer as unticked boxes
   * (components/customer/MailingListOffer). Absent or empty when none.
   */
  offeredMailingLists?: ('email' | 'sms')[];
  /** Every vehicle type's fare from the quotation's additionalprices (the quotation rule, rules: quotation), for the vehicle panel. */
  vehicleFares: PriceTier[];
  /** The inputs (model/quote.ts quoteInputsKey) the current quotation was quoted for; '' when none. */
  quoteKey: string;
  /** The server's message against the pick-up (quotation codes 3 or 6, 8.1); '' when none. */
  pickUpError: string;
  /** The names of the quotation's price tiers (the quotation rule, rules: quotation), in order, e.g. Economy, Standard, Premium. */
  priceTierNames: string[];
  /** The server's id of the current quote (quoteid), which the booking names so its fare is checked; 0 when none. */
  quoteId: number;
}

/** Pending navigation targets of a sign-in started from the booking (the sign-in hand-off rule, rules: sign-in-handoff). */
export type SignInTarget =
  'HOME' | 'ADD_PROMO' | 'EDIT_CONTACT' | 'FLIGHT' | 'RETURN_FLIGHT' | 'NOTE_TO_DRIVER' | 'CONFIRM_BOOKING';

export const emptyExtras = (): BookingExtras => ({
  HandBags: '0',
  Luggages: '0',
  SmallPets: '0',
  OtherPets: '0',
  Passengers: '1',
  SmallChilds: '0',
  LargeChilds: '0',
  Equipment: '0',
});

export const emptyContact = (): BookingContact => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dialingCode: '+44',
  asAccount: false,
  passwordHash: '',
});

export function emptyDraft(): BookingDraft {
  return {
    step: 'journey',
    pickUp: null,
    dropOff: null,
    via: [],
    time: { time: '', earliestTime: '', isValid: true, isShow: false, pickUpType: 'now' },
    returnKind: 'none',
    returnDate: '',
    returnEarliestTime: '',
    vehicleId: null,
    priceTier: 1,
    extras: emptyExtras(),
    quotation: null,
    quotedAt: 0,
    contact: emptyContact(),
    customer: null,
    note: '',
    pickupNote: '',
    dropoffNote: '',
    flight: null,
    returnFlight: null,
    promo: null,
    paymentType: '',
    bref: 0,
    returnRef: 0,
    isPaid: false,
    requestId: '',
    signInTarget: '',
    locked: false,
    offeredPromoCode: '',
    offeredMailingLists: [],
    vehicleFares: [],
    quoteKey: '',
    pickUpError: '',
    priceTierNames: [],
    quoteId: 0,
  };
}
