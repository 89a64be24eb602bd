import { isAirportCategory, mapAddress, mapBookingSummary, mapFlight, mapQuotation, mapVehicleType } from './mappers';

describe('mapAddress', () => {
  const heathrow = {
    id: 17,
    name: 'Heathrow Terminal 5',
    line1: 'Wallis Rd',
    line2: '',
    category: 'Air',
    postcode: ' TW6 2GA ',
    latitude: '51.4723',
    longitude: -0.4877,
    placename: '',
    fulladdress: 'Heathrow Terminal 5, TW6 2GA',
    iconpath: 'air.svg',
    icao: 'EGLL',
    order: 1,
    placeid: 'p17',
    country: 'GB',
    Title: 'T5',
    Valid: true,
    Code: 'LHR',
  };

  it('maps every field to camelCase with numbers as numbers', () => {
    expect(mapAddress(heathrow)).toEqual({
      id: '17',
      name: 'Heathrow Terminal 5',
      line1: 'Wallis Rd',
      line2: '',
      category: 'Air',
      postcode: 'TW6 2GA',
      latitude: 51.4723,
      longitude: -0.4877,
      placeName: '',
      fullAddress: 'Heathrow Terminal 5, TW6 2GA',
      iconPath: 'air.svg',
      icao: 'EGLL',
      order: 1,
      placeId: 'p17',
      country: 'GB',
      title: 'T5',
      valid: true,
      code: 'LHR',
      isAirport: true,
    });
  });

  it('fills missing fields with empty values and no id', () => {
    const address = mapAddress({ name: 'Somewhere' });
    expect(address).not.toHaveProperty('id');
    expect(address).toMatchObject({
      name: 'Somewhere',
      postcode: '',
      latitude: 0,
      longitude: 0,
      valid: true,
      isAirport: false,
    });
  });

  it.each([
    ['Air', true],
    ['AIRPORT', true],
    ['Heliair pad', true],
    ['Station', false],
    ['', false],
    [undefined, false],
  ])('category %s counts as an airport: %s', (category, expected) => {
    expect(isAirportCategory(category)).toBe(expected);
    expect(mapAddress({ category }).isAirport).toBe(expected);
  });
});

describe('mapQuotation', () => {
  const path = [
    { lat: 51.47, lng: -0.45 },
    { lat: 51.5, lng: -0.2 },
    { lat: 51.53, lng: -0.12 },
  ];
  const tier = (vehtypeid: number, fare: number) => ({
    fare,
    vehtype: `Type ${vehtypeid}`,
    vehtypeid,
    totalfare: fare,
    returnfare: fare * 2,
    currencycode: 'GBP',
  });
  const wire = {
    code: 1,
    message: '',
    fare: '62.50',
    totalfare: 62.5,
    returnfare: 120,
    gbpfare: 62.5,
    gbptotalfare: 62.5,
    gbpreturnfare: 120,
    OnwardFare: 62.5,
    currencycode: 'EUR',
    traveltime: 48,
    JourneyTime: 50,
    returntraveltime: 47,
    ReturnJourneyTime: 49,
    routedistance: 17.2,
    returnroutedistance: 17.4,
    picklat: 51.47,
    picklng: -0.45,
    dofflat: 51.53,
    dofflng: -0.12,
    routepath: path,
    returnroutepath: [...path].reverse(),
    additionalprices: [tier(1, 50), tier(2, 62.5), tier(3, 80), tier(4, 95)],
    nearestdriver: { traveltime: 12 },
  };

  it('maps fares to numbers and keeps route paths, measures and coordinates', () => {
    const quotation = mapQuotation(wire);
    expect(quotation).toMatchObject({
      code: 1,
      fare: 62.5,
      totalFare: 62.5,
      returnFare: 120,
      onwardFare: 62.5,
      currencyCode: 'EUR',
      travelTime: 48,
      journeyTime: 50,
      returnTravelTime: 47,
      returnJourneyTime: 49,
      routeDistance: 17.2,
      returnRouteDistance: 17.4,
      pickup: { lat: 51.47, lng: -0.45 },
      dropoff: { lat: 51.53, lng: -0.12 },
      nearestDriverTravelTime: 12,
      isValid: true,
    });
    expect(quotation.routePath).toEqual(path);
    expect(quotation.returnRoutePath[0]).toEqual(path[2]);
  });

  it('keeps the first 3 price tiers with the second as the default', () => {
    const quotation = mapQuotation(wire);
    expect(quotation.priceTiers.map((priceTier) => priceTier.vehicleTypeId)).toEqual([1, 2, 3]);
    expect(quotation.priceTiers[1]).toEqual({
      vehicleTypeId: 2,
      vehicleType: 'Type 2',
      fare: 62.5,
      totalFare: 62.5,
      returnFare: 125,
      currencyCode: 'GBP',
    });
    expect(quotation.defaultPriceTierIndex).toBe(1);
  });

  it('defaults to the only tier, or to none', () => {
    expect(mapQuotation({ ...wire, additionalprices: [tier(7, 40)] }).defaultPriceTierIndex).toBe(0);
    expect(mapQuotation({ ...wire, additionalprices: undefined })).toMatchObject({
      priceTiers: [],
      defaultPriceTierIndex: -1,
    });
  });

  it('is invalid without a positive fare or without a route path (5.2)', () => {
    expect(mapQuotation({ ...wire, fare: 0 }).isValid).toBe(false);
    expect(mapQuotation({ ...wire, fare: 'n/a' }).isValid).toBe(false);
    expect(mapQuotation({ ...wire, routepath: [] }).isValid).toBe(false);
    expect(mapQuotation({ ...wire, routepath: null }).isValid).toBe(false);
  });

  it('drops malformed route points and defaults the currency to GBP', () => {
    const quotation = mapQuotation({
      fare: 10,
      routepath: [{ lat: 51.5, lng: -0.1 }, { lat: 'x', lng: 1 }, null, [51.6, -0.2]],
    });
    expect(quotation.routePath).toEqual([
      { lat: 51.5, lng: -0.1 },
      { lat: 51.6, lng: -0.2 },
    ]);
    expect(quotation.currencyCode).toBe('GBP');
    expect(quotation).not.toHaveProperty('pickup');
    expect(quotation.nearestDriverTravelTime).toBeUndefined();
  });
});

describe('mapVehicleType', () => {
  it('maps capacities to numbers, from numbers or strings', () => {
    expect(
      mapVehicleType({
        vehtypeid: '3',
        typename: 'Estate',
        description: 'Estate car',
        image: 'estate.png',
        noofhandbags: 4,
        noofluggeges: '3',
        noofpassengers: '4',
        maxluggage: 4,
      }),
    ).toEqual({
      id: 3,
      name: 'Estate',
      description: 'Estate car',
      image: 'estate.png',
      handBags: 4,
      luggage: 3,
      passengers: 4,
      maxLuggage: 4,
    });
  });

  it('reads missing or garbled capacities as 0', () => {
    expect(mapVehicleType({ vehtypeid: 1, typename: 'Saloon', noofpassengers: 'four' })).toMatchObject({
      passengers: 0,
      luggage: 0,
      handBags: 0,
      maxLuggage: 0,
      description: '',
      image: '',
    });
  });
});

describe('mapBookingSummary', () => {
  const record = {
    jobpartid: 1001,
    status: 'Confirmed',
    bookerref: 'PO-7',
    ispaid: 'true',
    paymentmethod: 'card',
    flightnumber: 'BA117',
    arrivingfromairportname: 'New York JFK',
    arrivingfromairportcode: 'JFK',
    expflightarrival: '2030-06-01T07:10:00+01:00',
    totalfare: '62.5',
    gbptotalfare: 62.5,
    currencycode: 'GBP',
    pickupdatetime: '2030-06-01T07:40:00+01:00',
    now: '2030-05-30T12:00:00+01:00',
    passengername: 'Ann Lee',
    passengerphone: '7700900123',
    passengeremail: 'ann@example.com',
    passengerdialingcode: '+44',
    custname: 'Bob Lee',
    custphone: '7700900456',
    custemail: 'bob@example.com',
    custcountryalpha2code: 'GB',
    picklat: 51.47,
    picklng: -0.45,
    pickpostcode: 'TW6 2GA',
    pickupaddress: 'Heathrow T5',
    pickcategory: 'Air',
    dofflat: '51.53',
    dofflng: '-0.12',
    droppostcode: 'N1 9AL',
    dropoffaddress: 'Kings Cross',
    doffcategory: 'Station',
    vehtypeid: 2,
    vehicletype: 'Executive',
    suitcases: 2,
    passengers: 3,
    vialocations: [{ address: 'Hammersmith', postcode: 'W6 9YA', lat: 51.49, lng: -0.22 }, 'Paddington'],
    notes: 'Meet at arrivals',
    photo: '',
  };

  it('maps the booking response fields of 3.2', () => {
    expect(mapBookingSummary(record)).toEqual({
      jobPartId: 1001,
      status: 'Confirmed',
      bookerRef: 'PO-7',
      isPaid: true,
      paymentMethod: 'card',
      flightNumber: 'BA117',
      arrivingFromAirportName: 'New York JFK',
      arrivingFromAirportCode: 'JFK',
      expectedFlightArrival: '2030-06-01T07:10:00+01:00',
      totalFare: 62.5,
      gbpTotalFare: 62.5,
      currencyCode: 'GBP',
      pickupDateTime: '2030-06-01T07:40:00+01:00',
      serverNow: '2030-05-30T12:00:00+01:00',
      passenger: { name: 'Ann Lee', phone: '7700900123', email: 'ann@example.com', dialingCode: '+44' },
      customer: { name: 'Bob Lee', phone: '7700900456', email: 'bob@example.com', countryAlpha2Code: 'GB' },
      pickup: { address: 'Heathrow T5', postcode: 'TW6 2GA', category: 'Air', lat: 51.47, lng: -0.45, isAirport: true },
      dropoff: {
        address: 'Kings Cross',
        postcode: 'N1 9AL',
        category: 'Station',
        lat: 51.53,
        lng: -0.12,
        isAirport: false,
      },
      vehicleTypeId: 2,
      vehicleType: 'Executive',
      suitcases: 2,
      passengers: 3,
      via: [
        { address: 'Hammersmith', postcode: 'W6 9YA', category: '', lat: 51.49, lng: -0.22, isAirport: false },
        { address: 'Paddington', postcode: '', category: '', lat: 0, lng: 0, isAirport: false },
      ],
      notes: 'Meet at arrivals',
      photo: '',
      extras: { smallChildSeats: 0, largeChildSeats: 0, smallPets: 0, otherPets: 0, equipment: 0, handBags: 0 },
      promo: null,
      refund: null,
      warnings: [],
      returnLeg: null,
    });
  });

  it("maps the return leg the onward record carries (the booking record rule's HasReturn, ReturnDate, ReturnFlight)", () => {
    const leg = {
      hasreturn: true,
      returnjobpartid: 1002,
      returndate: '2030-06-03T18:00:00+01:00',
      returnearliesttime: '2030-06-01T08:40:00+01:00',
      waitandreturn: false,
      returnflightnumber: 'BA118 ',
    };
    expect(mapBookingSummary({ ...record, ...leg }).returnLeg).toEqual({
      jobPartId: 1002,
      pickupDateTime: '2030-06-03T18:00:00+01:00',
      earliestTime: '2030-06-01T08:40:00+01:00',
      waitAndReturn: false,
      flightNumber: 'BA118',
    });
    expect(mapBookingSummary({ ...record, hasreturn: false }).returnLeg).toBeNull();
  });

  it('maps the refund and the warnings the reference API adds (the refund tiers and booking checks rules)', () => {
    const booked = mapBookingSummary({
      ...record,
      refundamount: 25.09,
      refundstatus: 'failed',
      warnings: [{ code: 'duplicate', message: 'You already have booking 812.' }, { code: 'x' }],
    });
    expect(booked.refund).toEqual({ amount: 25.09, status: 'failed' });
    expect(booked.warnings).toEqual(['You already have booking 812.']);
    expect(mapBookingSummary({ ...record, refundamount: 4, refundstatus: 'refunded' }).refund?.status).toBe('refunded');
  });

  it('maps the extras as booked and the promo with its discount that the reference API adds', () => {
    const booked = mapBookingSummary({
      ...record,
      smallchildseats: 1,
      largechildseats: '2',
      smallpets: 1,
      otherpets: 0,
      equipment: 1,
      handbags: 3,
      promocode: 'WELCOME10',
      discount: '6.25',
    });
    expect(booked.extras).toEqual({
      smallChildSeats: 1,
      largeChildSeats: 2,
      smallPets: 1,
      otherPets: 0,
      equipment: 1,
      handBags: 3,
    });
    expect(booked.promo).toEqual({ code: 'WELCOME10', discount: 6.25 });
    expect(mapBookingSummary({ ...record, promocode: 'WELCOME10', discount: 0 }).promo).toBeNull();
  });

  it('has no driver until one is assigned, then the driver of 3.12 with the car in one line', () => {
    expect(mapBookingSummary(record)).not.toHaveProperty('driver');
    expect(mapBookingSummary({ ...record, drivername: ' ', vehiclemake: 'Toyota' })).not.toHaveProperty('driver');
    const assigned = {
      ...record,
      drivername: 'Sam Okafor',
      drivermobile: '7700900555',
      vehiclemake: 'Toyota',
      vehiclemodel: 'Prius',
      vehiclecolour: 'silver',
      vehicleregistration: 'ab12 cde',
    };
    expect(mapBookingSummary(assigned).driver).toEqual({
      name: 'Sam Okafor',
      mobile: '7700900555',
      vehicle: 'Toyota Prius, silver',
      registration: 'AB12 CDE',
    });
    expect(mapBookingSummary({ ...record, drivername: 'Sam' }).driver).toEqual({
      name: 'Sam',
      mobile: '',
      vehicle: '',
      registration: '',
    });
  });

  it('copes with an almost empty record', () => {
    expect(mapBookingSummary({ jobpartid: '9', ispaid: 0, vialocations: 'none' })).toMatchObject({
      jobPartId: 9,
      isPaid: false,
      currencyCode: 'GBP',
      via: [],
      passenger: { name: '' },
      pickup: { address: '', isAirport: false },
    });
  });
});

describe('mapFlight', () => {
  const flight = {
    ident: 'BAW117',
    origin: 'KJFK',
    destination: 'EGLL',
    destinationName: 'London Heathrow',
    destinationCity: 'London',
    departuretime: '2030-06-01T01:00:00Z',
    arrivaltime: '2030-06-01T07:00:00Z',
    actualarrivaltime: '2030-06-01T06:52:00Z',
    estimatedarrivaltime: '2030-06-01T06:55:00Z',
    filedarrivaltime: '2030-06-01T07:00:00Z',
  };

  it('takes the landing time from the actual arrival first', () => {
    expect(mapFlight(flight)).toMatchObject({
      ident: 'BAW117',
      destinationName: 'London Heathrow',
      landingTime: '2030-06-01T06:52:00Z',
    });
  });

  it('falls back to the estimated, then the filed arrival, then nothing', () => {
    expect(mapFlight({ ...flight, actualarrivaltime: '' }).landingTime).toBe('2030-06-01T06:55:00Z');
    expect(mapFlight({ ...flight, actualarrivaltime: undefined, estimatedarrivaltime: null }).landingTime).toBe(
      '2030-06-01T07:00:00Z',
    );
    expect(mapFlight({ ident: 'X1' }).landingTime).toBe('');
  });
});
