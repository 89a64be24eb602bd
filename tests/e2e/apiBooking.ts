import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A booking made through the API (quotation, then createbookingTest) for specs whose subject is what happens after
 * booking: the booking screens are covered by their own specs, so going through them here would only cost time.
 */
export const KINGS_CROSS = {
  address: "King's Cross Station, London",
  postcode: 'N1 9AL',
  lat: 51.5308,
  lng: -0.1238,
  category: 'Station',
};
export const HEATHROW_T5 = {
  address: 'Heathrow Airport Terminal 5',
  postcode: 'TW6 2GA',
  lat: 51.4723,
  lng: -0.488,
  category: 'Air',
};

export type ApiPlace = typeof KINGS_CROSS;

export type ApiAnswer = Record<string, unknown> & { code?: number; Code?: number };

/** POSTs JSON and fails the test on a 5xx, with the answer in the message. */
export async function postJson(request: APIRequestContext, url: string, data: unknown): Promise<ApiAnswer> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(500);
  return (await response.json()) as ApiAnswer;
}

interface ApiQuoteOptions {
  /** The server's origin when it is not the test's baseURL. */
  baseUrl?: string;
  paymentmethod?: 'cash' | 'card';
  /** The journey's ends: King's Cross to Heathrow T5 unless given. */
  from?: ApiPlace;
  to?: ApiPlace;
  vias?: ApiPlace[];
  /** Extra quotation fields (e.g. bookerid, bookingdate, rtntype). */
  quote?: Record<string, unknown>;
}

interface ApiBookingOptions extends ApiQuoteOptions {
  /** Extra or overriding booking fields: passenger, customer, booker, requestid, nonce. */
  booking?: Record<string, unknown>;
}

/** The quotation's answer, with the fields a booking repeats. */
export type ApiQuote = ApiAnswer & {
  quoteid: number;
  fare: number;
  totalfare: number;
  gbpfare: number;
  gbptotalfare: number;
  returnfare: number;
  currencycode: string;
  traveltime: number;
  routedistance: number;
};

/** A quotation as the wizard asks it (King's Cross to Heathrow T5 by default); fails the test unless it is priced. */
export async function quoteThroughApi(request: APIRequestContext, options: ApiQuoteOptions = {}): Promise<ApiQuote> {
  const { baseUrl = '', paymentmethod = 'cash', from: pick = KINGS_CROSS, to: drop = HEATHROW_T5 } = options;
  const quote = await postJson(request, `${baseUrl}/api/quotation`, {
    rtntype: '',
    source: 8,
    recalcroute: true,
    recalcnearestdriver: true,
    viaaddresses: options.vias ?? [],
    currencyCode: 'GBP',
    paymentmethod,
    pick: pick.address,
    picklat: pick.lat,
    picklng: pick.lng,
    pickpostcode: pick.postcode,
    pickcategory: pick.category,
    doff: drop.address,
    dofflat: drop.lat,
    dofflng: drop.lng,
    droppostcode: drop.postcode,
    doffcategory: drop.category,
    bookingdate: '',
    vehtypeid: 1,
    ...options.quote,
  });
  expect(quote.code, JSON.stringify(quote)).toBe(1);
  return quote as ApiQuote;
}

/** The createbookingTest body for a quote: an ASAP saloon at the quoted fare, the wizard's fields, one passenger. */
export function bookingBodyFor(quote: ApiQuote, options: ApiBookingOptions = {}): Record<string, unknown> {
  const { paymentmethod = 'cash', from: pick = KINGS_CROSS, to: drop = HEATHROW_T5 } = options;
  return {
    note: '',
    rtntype: '',
    source: 8,
    vehtype: 'Saloon',
    vehtypeid: 1,
    viaaddresses: options.vias ?? [],
    paymentmethod,
    currencycode: quote.currencycode,
    bookingdate: '',
    isasap: true,
    fare: quote.fare,
    totalfare: quote.totalfare,
    gbpfare: quote.gbpfare,
    gbptotalfare: quote.gbptotalfare,
    returnfare: quote.returnfare,
    passengers: 1,
    luggages: 1,
    pickupaddress: pick.address,
    pickcategory: pick.category,
    pickpostcode: pick.postcode,
    picklat: pick.lat,
    picklng: pick.lng,
    dropoffaddress: drop.address,
    doffcategory: drop.category,
    droppostcode: drop.postcode,
    dofflat: drop.lat,
    dofflng: drop.lng,
    traveltime: quote.traveltime,
    routedistance: quote.routedistance,
    passengerdialingcode: '+44',
    custdialingcode: '+44',
    quoteid: quote.quoteid,
    requestid: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    ...options.booking,
  };
}

/** An ASAP saloon booking (King's Cross to Heathrow T5 by default) at the server's own fare; returns the quote and answer. */
export async function bookThroughApi(request: APIRequestContext, options: ApiBookingOptions = {}) {
  const quote = await quoteThroughApi(request, options);
  const booked = await postJson(
    request,
    `${options.baseUrl ?? ''}/api/createbookingTest`,
    bookingBodyFor(quote, options),
  );
  expect(booked.Code, JSON.stringify(booked)).toBe(1);
  return { quote, booked };
}

/** A card nonce from the sandbox gateway, as the payments adapter gets one (src/adapters/payments/sandbox). */
export async function tokenise(request: APIRequestContext, cardnumber: string, name = 'Ada Lovelace'): Promise<string> {
  const answer = await postJson(request, '/sandbox-gateway/tokenize', {
    cardnumber,
    expirymonth: 12,
    expiryyear: new Date().getFullYear() + 2,
    cvc: '123',
    name,
    postcode: 'N1C 4AG',
  });
  expect(typeof answer.nonce, JSON.stringify(answer)).toBe('string');
  return answer.nonce as string;
}

export const hash = (password: string) => createHash('sha256').update(password).digest('hex');

/** Signs in through the API (the page's request context shares its cookies) and stores the profile as the app does. */
export async function signInByApi(page: Page, email: string): Promise<ApiAnswer> {
  const profile = await postJson(page.request, '/api/signIn', {
    email,
    passwordhash: hash('Demo1234'),
    rememberme: true,
  });
  expect(profile.Code, JSON.stringify(profile)).toBe(1);
  await page.addInitScript((p) => {
    localStorage.setItem(
      'tb:profile',
      JSON.stringify({
        version: 1,
        value: {
          id: p.custid,
          firstName: p.firstname,
          lastName: p.surname,
          email: p.email,
          phone: p.phone,
          dialingCode: p.dialingcode,
          bookerId: p.bookerid,
        },
      }),
    );
  }, profile);
  return profile;
}
