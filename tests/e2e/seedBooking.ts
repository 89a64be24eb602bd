import type { Page } from '@playwright/test';

/** Two real places of the seeded gazetteer would do as well; the step only needs a journey with a fare. */
const place = (name: string, lat: number, lng: number, postcode: string) => ({
  name,
  line1: name,
  line2: '',
  category: 'Address',
  postcode,
  latitude: lat,
  longitude: lng,
  placeName: '',
  fullAddress: `${name}, London ${postcode}`,
  iconPath: '',
  icao: '',
  order: 0,
  placeId: '',
  country: 'GB',
  title: name,
  valid: true,
  code: '',
  isAirport: false,
});

/** A booking at the vehicle or customer step (a journey quoted, a vehicle chosen), in the session-storage envelope of src/adapters/storage (key tb:booking; the version bookingStore.ts declares). */
export async function seedBookingAtStep(page: Page, step: 'vehicle' | 'customer' = 'customer') {
  await page.addInitScript(
    ({ step, pickUp, dropOff, now }) => {
      // Seed once: a reload keeps what the test did.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      const tier = {
        vehicleTypeId: 1,
        vehicleType: 'Saloon',
        fare: 48,
        totalFare: 48,
        returnFare: 0,
        currencyCode: 'GBP',
      };
      const draft = {
        step,
        pickUp,
        dropOff,
        via: [],
        time: { time: '', earliestTime: '', isValid: true, isShow: false, pickUpType: 'now' },
        returnKind: 'none',
        returnDate: '',
        returnEarliestTime: '',
        vehicleId: 1,
        priceTier: 1,
        extras: {
          HandBags: '0',
          Luggages: '0',
          SmallPets: '0',
          OtherPets: '0',
          Passengers: '1',
          SmallChilds: '0',
          LargeChilds: '0',
        },
        quotation: {
          code: 1,
          message: '',
          fare: 48,
          totalFare: 48,
          returnFare: 0,
          gbpFare: 48,
          gbpTotalFare: 48,
          gbpReturnFare: 0,
          onwardFare: 48,
          currencyCode: 'GBP',
          travelTime: 30,
          journeyTime: 30,
          returnTravelTime: 0,
          returnJourneyTime: 0,
          routeDistance: 9,
          returnRouteDistance: 0,
          routePath: [
            { lat: pickUp.latitude, lng: pickUp.longitude },
            { lat: dropOff.latitude, lng: dropOff.longitude },
          ],
          returnRoutePath: [],
          priceTiers: [tier, tier, tier],
          defaultPriceTierIndex: 1,
          isValid: true,
        },
        quotedAt: now,
        contact: {
          firstName: '',
          lastName: '',
          email: '',
          phone: '',
          dialingCode: '+44',
          asAccount: false,
          passwordHash: '',
        },
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
      };
      sessionStorage.setItem('tb:booking', JSON.stringify({ version: 3, value: draft }));
    },
    {
      step,
      pickUp: place('Tower Bridge', 51.5055, -0.0754, 'SE1 2UP'),
      dropOff: place('Kings Cross Station', 51.5308, -0.1238, 'N1 9AL'),
      now: Date.now(),
    },
  );
}
