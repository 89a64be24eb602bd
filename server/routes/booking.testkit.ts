/** Test helpers for the booking routes: customers and sessions made directly in the database, and valid requests. */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { SESSION_COOKIE } from '../lib/session';
import { postJson } from '../lib/testing';

export async function createCustomer(db: Db, email: string, options: { bookerId?: number } = {}): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (email, firstname, surname, phone, booker_id, password_hash)
     VALUES ($1, 'Test', 'Customer', '7700900123', $2, 'not-a-real-hash') RETURNING id`,
    [email, options.bookerId ?? null],
  );
  return Number(rows[0].id);
}

/** A signed-in session for the customer, as the cookie header a browser would send. */
export async function sessionCookie(db: Db, customerId: number, now: Date): Promise<{ cookie: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO sessions (token_hash, customer_id, remember, expires_at) VALUES ($1, $2, false, $3)', [
    createHash('sha256').update(token).digest('hex'),
    customerId,
    new Date(now.getTime() + 3_600_000).toISOString(),
  ]);
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** King's Cross Station to Heathrow Terminal 5 (an "Air" place), inside the demo service area. */
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
export const TRAFALGAR = {
  address: 'Trafalgar Square, London',
  postcode: 'WC2N 5DN',
  lat: 51.508,
  lng: -0.1281,
  category: 'Landmark',
};
export const MANCHESTER = {
  address: 'Piccadilly, Manchester',
  postcode: 'M1 1AA',
  lat: 53.4808,
  lng: -2.2426,
  category: 'Street',
};

export function quotationBody(change: Record<string, unknown> = {}) {
  return {
    rtntype: '',
    source: 8,
    recalcroute: true,
    recalcnearestdriver: true,
    viaaddresses: [],
    currencyCode: 'GBP',
    paymentmethod: 'cash',
    pick: KINGS_CROSS.address,
    picklat: KINGS_CROSS.lat,
    picklng: KINGS_CROSS.lng,
    pickpostcode: KINGS_CROSS.postcode,
    doff: HEATHROW_T5.address,
    dofflat: HEATHROW_T5.lat,
    dofflng: HEATHROW_T5.lng,
    droppostcode: HEATHROW_T5.postcode,
    bookingdate: '',
    vehtypeid: 1,
    ...change,
  };
}

export async function quote(
  app: FastifyInstance,
  change: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await postJson(app, '/api/quotation', quotationBody(change), headers);
  return response.json() as Record<string, unknown> & {
    code: number;
    quoteid: number;
    fare: number;
    totalfare: number;
    returnfare: number;
    gbpfare: number;
    gbptotalfare: number;
    currencycode: string;
    additionalprices: { fare: number; totalfare: number; returnfare: number; vehtypeid: number; tier: string }[];
  };
}

type Quote = Awaited<ReturnType<typeof quote>>;
let requestCounter = 0;
export const newRequestId = () => `req-${Date.now()}-${++requestCounter}-${Math.random().toString(36).slice(2, 8)}`;

/** A guest's ASAP cash booking of King's Cross to Heathrow T5 (as quotationBody) at the quoted Standard fare. */
export function bookingBody(q: Quote, change: Record<string, unknown> = {}) {
  return {
    note: 'Please call on arrival',
    rtntype: '',
    source: 8,
    vehtype: 'Saloon',
    vehtypeid: 1,
    viaaddresses: [],
    paymentmethod: 'cash',
    currencycode: q.currencycode,
    bookingdate: '',
    isasap: true,
    fare: q.fare,
    totalfare: q.totalfare,
    gbpfare: q.gbpfare,
    gbptotalfare: q.gbptotalfare,
    returnfare: q.returnfare,
    smallpets: 0,
    handbags: 1,
    luggages: 2,
    equipment: 0,
    passengers: 2,
    largechildseats: 0,
    smallchildseats: 0,
    pickupaddress: KINGS_CROSS.address,
    pickcategory: KINGS_CROSS.category,
    pickpostcode: KINGS_CROSS.postcode,
    picklat: KINGS_CROSS.lat,
    picklng: KINGS_CROSS.lng,
    dropoffaddress: HEATHROW_T5.address,
    doffcategory: HEATHROW_T5.category,
    droppostcode: HEATHROW_T5.postcode,
    dofflat: HEATHROW_T5.lat,
    dofflng: HEATHROW_T5.lng,
    traveltime: 60,
    routedistance: 19,
    passengername: 'Ann Guest',
    passengeremail: 'ann.guest@example.com',
    passengerphone: '2079460123',
    passengerdialingcode: '+44',
    custemail: '',
    custphone: '',
    custfirstname: '',
    custsurname: '',
    custdialingcode: '+44',
    quoteid: q.quoteid,
    requestid: newRequestId(),
    ...change,
  };
}

export type BookingAnswer = {
  Code: number;
  Message?: string;
  Bref?: number;
  ReturnRef?: number;
  BookingCode?: string;
  PaymentResult?: { Code: number; Message?: string; AuthCode?: string };
};

export async function book(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await postJson(app, '/api/createbookingTest', body, headers);
  return { status: response.statusCode, body: response.json() as BookingAnswer };
}

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
} as const;

/** Tokenises a card at the sandbox gateway and returns its nonce. */
export async function tokenize(
  app: FastifyInstance,
  cardnumber: string,
  change: Record<string, unknown> = {},
): Promise<string> {
  const response = await postJson(app, '/sandbox-gateway/tokenize', {
    cardnumber,
    expirymonth: 12,
    expiryyear: 2030,
    cvc: '123',
    name: 'Ann Guest',
    postcode: 'N1 9AL',
    ...change,
  });
  const body = response.json() as { nonce?: string; message?: string };
  if (!body.nonce) throw new Error(`tokenize failed: ${response.statusCode} ${body.message}`);
  return body.nonce;
}

export async function bookingCount(db: Db, requestId?: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    requestId
      ? 'SELECT count(*)::int AS n FROM bookings WHERE request_id = $1'
      : 'SELECT count(*)::int AS n FROM bookings',
    requestId ? [requestId] : [],
  );
  return rows[0].n;
}

/** Pays a booking later (PUT /api/updatebooking) with a fresh nonce of the card, as the payment page does. */
export async function payLater(app: FastifyInstance, booked: BookingAnswer, cardnumber: string) {
  return app.inject({
    method: 'PUT',
    url: '/api/updatebooking',
    payload: {
      transactionid: await tokenize(app, cardnumber),
      jobpartid: booked.Bref,
      transactionstatus: 'succeeded',
      code: booked.BookingCode,
    },
  });
}
