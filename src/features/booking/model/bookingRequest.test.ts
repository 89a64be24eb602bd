import type { Quotation } from '@/api';
import { emptyContact, emptyDraft, type BookingDraft } from './draft';
import { buildBookingRequest } from './bookingRequest';
import { place } from './customerStep.fixtures';
import type { CustomerProfile } from './contact';

const quotation = {
  code: 1,
  fare: 50,
  totalFare: 100,
  returnFare: 50,
  gbpFare: 40,
  gbpTotalFare: 80,
  currencyCode: 'EUR',
  travelTime: 35,
  returnTravelTime: 40,
  routeDistance: 18.2,
  routePath: [{ lat: 1, lng: 1 }],
  priceTiers: [
    { vehicleTypeId: 1, vehicleType: 'Saloon', fare: 50, totalFare: 100, returnFare: 50, currencyCode: 'EUR' },
    { vehicleTypeId: 2, vehicleType: 'Executive', fare: 75, totalFare: 150, returnFare: 75, currencyCode: 'EUR' },
  ],
} as unknown as Quotation;
const config = { currencyCode: 'GBP', defaultPaymentMethod: 'cash' as const, timeZone: 'Europe/London' };
const guest = {
  ...emptyContact(),
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+44 07700 900123',
};

function draft(changes: Partial<BookingDraft> = {}): BookingDraft {
  return {
    ...emptyDraft(),
    step: 'payment',
    pickUp: place('Heathrow T5', 'Air'),
    dropOff: place('Canary Wharf'),
    via: [place('Bank'), null],
    vehicleId: 2,
    quotation,
    contact: guest,
    note: ' Gate B ',
    requestId: 'req-1',
    extras: { ...emptyDraft().extras, Passengers: '2', SmallChilds: '1', Luggages: '3', Equipment: '1' },
    ...changes,
  };
}

describe('buildBookingRequest (7.6)', () => {
  it('a guest booking ASAP: chosen vehicle fares, GBP at the quotation rate, passenger as customer, phone digits only', () => {
    const body = buildBookingRequest(draft(), config, undefined, '2026-11-22T09:00:00+00:00');
    expect(body).toMatchObject({
      note: 'Gate B',
      rtntype: '',
      source: 8,
      isasap: true,
      bookingdate: '2026-11-22T09:00:00+00:00',
      paymentmethod: 'cash',
      vehtype: 'Executive',
      vehtypeid: 2,
      fare: 75,
      totalfare: 150,
      gbpfare: 60,
      gbptotalfare: 120,
      returnfare: 75,
      currencycode: 'EUR',
      passengers: 3,
      smallchildseats: 1,
      luggages: 3,
      equipment: 1,
      pickupaddress: 'Heathrow T5, London',
      pickcategory: 'Air',
      traveltime: 35,
      routedistance: 18.2,
      passengername: 'Grace Hopper',
      passengerphone: '7700900123',
      passengerdialingcode: '+44',
      custfirstname: 'Grace',
      custsurname: 'Hopper',
      custphone: '7700900123',
      custemail: 'grace@example.com',
      requestid: 'req-1',
    });
    expect(body.viaaddresses).toEqual([
      { address: 'Bank, London', postcode: 'E1 6AN', lat: 51.5, lng: -0.1, category: 'Address' },
    ]);
    expect(body).not.toHaveProperty('custid');
    expect(body).not.toHaveProperty('passwordhash');
    // A booking stored before "other equipment" existed sends none.
    const { Equipment: _none, ...olderExtras } = draft().extras;
    expect(
      buildBookingRequest(draft({ extras: olderExtras }), config, undefined, '2026-11-22T09:00:00+00:00').equipment,
    ).toBe(0);
  });

  it('a later return with flights, promo and a guest account carries them all', () => {
    const body = buildBookingRequest(
      draft({
        time: {
          time: '2026-11-23T10:00:00+00:00',
          earliestTime: '',
          isValid: true,
          isShow: false,
          pickUpType: 'later',
        },
        returnKind: 'return',
        returnDate: '2026-11-25T18:00:00+00:00',
        paymentType: 'card',
        flight: {
          number: 'BA117',
          airportCode: 'JFK',
          airportText: 'New York JFK',
          arrivingFromTime: '',
          landingTime: '2026-11-23T09:20:00+00:00',
          landingTimeWait: 45,
          isFlightDetail: false,
        },
        returnFlight: {
          number: '',
          airportCode: '',
          airportText: '',
          arrivingFromTime: '',
          landingTime: '',
          landingTimeWait: 60,
          isFlightDetail: true,
        },
        promo: { code: 'SAVE10', promoCodeId: 4, value: 10, message: '' },
        contact: { ...guest, asAccount: true, passwordHash: 'f00d' },
      }),
      config,
      undefined,
    );
    expect(body).toMatchObject({
      // The onward pick-up at Heathrow: the driver's sign shows the passenger (issue 12).
      note: 'Gate B\nMeet and greet sign: Grace Hopper',
      isasap: false,
      bookingdate: '2026-11-23T10:00:00+00:00',
      rtntype: 'rtn',
      returndate: '2026-11-25T18:00:00+00:00',
      returntraveltime: 40,
      paymentmethod: 'card',
      flightno: 'BA117',
      exparrival: '2026-11-23T09:20:00+00:00',
      waitingtime: 45,
      arrivingfromairportcode: 'JFK',
      arrivingfromairportname: 'New York JFK',
      isflightdetail: false,
      returnisflightdetail: true,
      promocodeid: 4,
      promocode: 'SAVE10',
      passwordhash: 'f00d',
    });
    expect(body).not.toHaveProperty('returnflightno');
  });

  it('a signed-in customer books as themselves; a booker for the customer tab with Our Ref', () => {
    const profile: CustomerProfile = {
      id: 7,
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@example.com',
      phone: '7700900123',
      dialingCode: '+44',
    };
    expect(
      buildBookingRequest(draft({ contact: { ...guest, passwordHash: 'x', asAccount: true } }), config, profile, 'now'),
    ).toMatchObject({ custid: 7 });
    expect(buildBookingRequest(draft(), config, profile, 'now')).not.toHaveProperty('passwordhash');
    const booker = { ...profile, bookerId: 3 };
    const customer = {
      ...emptyContact(),
      firstName: 'Cy',
      lastName: 'Client',
      phone: '020 7123 4567',
      email: 'cy@example.com',
      customerId: 55,
      ourRef: 'PO-9',
      costCentre: ' SALES-01 ',
    };
    expect(buildBookingRequest(draft({ customer }), config, booker, 'now')).toMatchObject({
      bookerid: 3,
      custid: 55,
      custfirstname: 'Cy',
      custphone: '2071234567',
      bookerref: 'PO-9',
      costcentre: 'SALES-01',
      passengername: 'Grace Hopper',
    });
    const withoutCentre = buildBookingRequest(
      draft({ customer: { ...customer, costCentre: '' } }),
      config,
      booker,
      'now',
    );
    expect(withoutCentre.costcentre).toBeUndefined();
  });
});
