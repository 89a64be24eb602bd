import { describe, expect, it } from 'vitest';
import { emptyContact, type BookingContact } from './draft';
import {
  bookersCustomerOf,
  bookingStartFromPromotion,
  peopleFromPromotion,
  promotionContact,
  promotionPage,
  promotionPlace,
  withPromotionPlaces,
} from './promotionLink';

const customer = {
  id: 42,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '7700900123',
  dialingCode: '+44',
};
const booker = { ...customer, id: 7, bookerId: 3 };
const linkContact = {
  code: 1,
  firstname: ' Grace ',
  surname: 'Hopper',
  email: 'grace@example.com',
  phone: '07700 900456',
} as const;
const people = (contact: Partial<BookingContact> = {}) => ({
  contact: { ...emptyContact(), ...contact },
  customer: null,
});

describe('promotion links (3.15)', () => {
  it('open the journey they name, fixed only when changes are not allowed', () => {
    expect(
      bookingStartFromPromotion({
        code: 1,
        pickupaddress: ' Kings  Cross ',
        pickname: 'ignored',
        doffname: 'Tower Bridge',
        vehtypeid: 4,
        changesallowed: false,
        promocode: ' WELCOME10 ',
      }),
    ).toEqual({
      request: {
        pickUp: 'Kings Cross',
        dropOff: 'Tower Bridge',
        via: [],
        when: null,
        vehicleTypeId: 4,
        passengers: null,
      },
      locked: true,
      promoCode: 'WELCOME10',
    });
    expect(bookingStartFromPromotion({ code: 1, vehtypeid: 0 })).toMatchObject({
      request: { pickUp: '', dropOff: '', vehicleTypeId: null },
      locked: false,
    });
    expect(bookingStartFromPromotion({ code: 1, changesallowed: true }).locked).toBe(false);
  });
});

const savoyToHeathrow = {
  code: 1,
  pickupaddress: 'The Savoy (river entrance), Savoy Place',
  pickpostcode: 'WC2R 0EZ',
  picklat: 51.5104,
  picklng: -0.1204,
  pickcategory: 'Hotel',
  dropoffaddress: 'Heathrow Airport Terminal 5',
  droppostcode: 'TW6 2GA',
  dofflat: 51.4723,
  dofflng: -0.488,
  doffcategory: 'Air',
  vehtypeid: 2,
};

describe('the promotion place rule (3.15 lat/lng, postcodes, categories)', () => {
  it('takes an end given in full as it is, airport and all, and searches for nothing', () => {
    expect(promotionPlace(savoyToHeathrow, 'pick')).toMatchObject({
      fullAddress: 'The Savoy (river entrance), Savoy Place',
      postcode: 'WC2R 0EZ',
      latitude: 51.5104,
      longitude: -0.1204,
      category: 'Hotel',
      isAirport: false,
    });
    expect(promotionPlace(savoyToHeathrow, 'doff')).toMatchObject({ category: 'Air', isAirport: true });
    expect(bookingStartFromPromotion(savoyToHeathrow).request).toMatchObject({
      pickUp: '',
      dropOff: '',
      vehicleTypeId: 2,
    });
  });

  it('searches for the text of an end whose position or postcode is missing or no such value', () => {
    const broken = [
      { picklat: undefined },
      { picklat: 91 },
      { picklng: Number.NaN },
      { picklat: 0, picklng: 0 },
      { picklat: '51.5' as unknown as number },
      { pickpostcode: '' },
      { pickpostcode: 'WC2R 0EZ!' },
      { pickpostcode: 'TOOLONGPOSTCODE' },
      { pickupaddress: '' },
    ];
    for (const change of broken) {
      const link = { ...savoyToHeathrow, ...change };
      expect(promotionPlace(link, 'pick'), JSON.stringify(change)).toBeNull();
      expect(bookingStartFromPromotion(link).request.pickUp).toBe(text(link.pickupaddress));
    }
  });

  it('puts the full ends in place of what the search found, and leaves a drop-off that is the pick-up unfilled', () => {
    const searched = { pickUp: null, dropOff: null, via: [], when: null, vehicleTypeId: 2, passengers: null };
    const start = withPromotionPlaces(searched, savoyToHeathrow);
    expect(start.pickUp?.fullAddress).toBe('The Savoy (river entrance), Savoy Place');
    expect(start.dropOff?.fullAddress).toBe('Heathrow Airport Terminal 5');
    const same = withPromotionPlaces(searched, { ...savoyToHeathrow, dofflat: 51.5104, dofflng: -0.1204 });
    expect(same.dropOff).toBeNull();
  });

  it('fixes the journey only for an explicit no, however the stored link spells it', () => {
    for (const no of [false, 'false', 'No', '0']) {
      expect(bookingStartFromPromotion({ code: 1, changesallowed: no as boolean }).locked).toBe(true);
    }
    for (const yes of [true, undefined, 'true']) {
      expect(bookingStartFromPromotion({ code: 1, changesallowed: yes as boolean }).locked).toBe(false);
    }
  });
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

describe("a promotion link's mode (3.15)", () => {
  it('selects the lite, quick or full booking page; none or an unknown one keeps the page the link opened', () => {
    expect(promotionPage({ mode: 'lite' })).toBe('litebooking');
    expect(promotionPage({ mode: ' Quick ' })).toBe('quickbooking');
    expect(promotionPage({ mode: 'booking' })).toBe('booking');
    expect(promotionPage({})).toBeNull();
    expect(promotionPage({ mode: 'toString' })).toBeNull();
  });
});

describe("a promotion link's contact and ids (3.15, 4.8, 6)", () => {
  it("gives the passenger's names, e-mail and phone as the booking keeps them, and nothing it does not name", () => {
    expect(promotionContact(linkContact)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '7700900456',
      dialingCode: '+44',
    });
    expect(promotionContact({ code: 1, phone: '+33 6 12 34 56 78', dialingcode: '+33' })).toEqual({
      phone: '612345678',
      dialingCode: '+33',
    });
    expect(promotionContact({ code: 1, phone: '', dialingcode: 'x' })).toEqual({});
  });

  it("fills a guest's contact, and never lets the link's ids make a guest book as an account", () => {
    const { contact } = peopleFromPromotion(
      { ...linkContact, custid: 42, bookerid: 3 },
      people({ email: 'typed@example.com', customerId: 42, bookerId: 3 }),
      undefined,
    );
    expect(contact).toMatchObject({ firstName: 'Grace', email: 'grace@example.com', phone: '7700900456' });
    expect(contact.customerId).toBeUndefined();
    expect(contact.bookerId).toBeUndefined();
  });

  it("keeps a signed-in customer's own contact, taking the customer id only when it is theirs", () => {
    const own = people({ firstName: 'Ada', email: 'ada@example.com', customerId: 42 });
    expect(peopleFromPromotion({ ...linkContact, custid: 42 }, own, customer).contact).toEqual(own.contact);
    const stranger = peopleFromPromotion({ ...linkContact, custid: 99 }, people({ firstName: 'Ada' }), customer);
    expect(stranger.contact).toEqual(people({ firstName: 'Ada' }).contact);
    expect(peopleFromPromotion({ code: 1, custid: '42' }, people(), customer).contact.customerId).toBe(42);
  });

  it("fills a booker's passenger, taking the booker id only when it is the signed-in booker's", () => {
    const matching = peopleFromPromotion({ ...linkContact, bookerid: 3 }, people(), booker).contact;
    expect(matching).toMatchObject({ firstName: 'Grace', bookerId: 3 });
    const other = peopleFromPromotion({ ...linkContact, bookerid: 4, custid: 7 }, people(), booker).contact;
    expect(other).toMatchObject({ firstName: 'Grace' });
    expect(other.bookerId).toBeUndefined();
    expect(other.customerId).toBeUndefined();
  });

  it("fills the booker's Customer with the booker's customer the link names, when the server vouched for them", () => {
    // The server adds `customer` only for the booker the link names and a customer whose account they opened.
    const zara = { custid: 55, firstname: 'Zara', surname: 'Okafor', email: 'zara@example.com', phone: '02079460333' };
    const link = { ...linkContact, bookerid: 3, custid: 55, customer: zara };
    const typed = people();
    const withRef = { ...typed, customer: { ...emptyContact(), firstName: 'Old', ourRef: 'PO-9', costCentre: 'OPS' } };
    expect(peopleFromPromotion(link, withRef, booker).customer).toEqual({
      ...emptyContact(),
      firstName: 'Zara',
      lastName: 'Okafor',
      email: 'zara@example.com',
      phone: '2079460333',
      dialingCode: '+44',
      ourRef: 'PO-9',
      costCentre: 'OPS',
    });
    // Never the customer's account id: the booking's custid is the booker's own (the server files it by e-mail).
    expect(peopleFromPromotion(link, typed, booker).customer?.customerId).toBeUndefined();
    // Another booker's link, a customer the link does not name, none vouched for, or not a booker: ignored.
    expect(peopleFromPromotion({ ...link, bookerid: 4 }, typed, booker).customer).toBeNull();
    expect(peopleFromPromotion({ ...link, custid: 56 }, typed, booker).customer).toBeNull();
    expect(peopleFromPromotion({ ...link, customer: undefined }, typed, booker).customer).toBeNull();
    expect(peopleFromPromotion(link, typed, customer).customer).toBeNull();
    expect(peopleFromPromotion(link, typed, undefined).customer).toBeNull();
    expect(bookersCustomerOf({ code: 1, customer: zara }, null)).toBeNull();
    expect(bookersCustomerOf({ code: 1, custid: '55', customer: { ...zara, custid: '55' } }, null)).toMatchObject({
      firstName: 'Zara',
    });
  });
});
