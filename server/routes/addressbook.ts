import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { WireAddressBookEntry, WireAddressBookFields } from '../../src/api/wire/addressbook';
import { ClientError } from '../lib/errors';
import { latitude, longitude, objectSchema, postcode, queryId, text } from '../lib/schemas';
import { requireOwnIds, type SessionUser } from '../lib/session';
import { bodyId } from './accountSchemas';

/** Spec 9: the address book always has these two, in this order, before the other places. */
export const FIXED_PLACES = ['home', 'work'] as const;
/** Enough for any real customer; stops one account from filling the database. */
export const ADDRESS_BOOK_LIMIT = 100;
export const ADDRESS_REQUIRED = 'Address is required';
export const ADDRESS_NOT_FOUND = 'Address not found.';

interface AddressRow {
  id: string | number;
  customer_id: string | number;
  name: string;
  line1: string;
  line2: string;
  postcode: string;
  category: string;
  latitude: number | null;
  longitude: number | null;
  placename: string;
  fulladdress: string;
}

type Fields = Omit<WireAddressBookFields, 'custid'> & { custid: number | string };

const fieldProperties = {
  custid: bodyId,
  name: text(),
  line1: text(),
  line2: text(),
  postcode,
  category: text(50),
  latitude,
  longitude,
  // 3.4: placename is home or work; anything else is one of the other places.
  placename: { type: 'string', pattern: '^(?:[Hh][Oo][Mm][Ee]|[Ww][Oo][Rr][Kk])?$' },
  fulladdress: text(),
};
const requiredFields = ['custid', 'latitude', 'longitude'];

function toWire(row: AddressRow): WireAddressBookEntry {
  return {
    id: Number(row.id),
    custid: Number(row.customer_id),
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    postcode: row.postcode,
    category: row.category,
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
    placename: row.placename,
    fulladdress: row.fulladdress,
  };
}

/** An unsaved home or work entry: id 0, every field empty. Saving it (POST) creates the row. */
function emptyFixed(customerId: number, placename: string): WireAddressBookEntry {
  return {
    id: 0,
    custid: customerId,
    name: '',
    line1: '',
    line2: '',
    postcode: '',
    category: '',
    latitude: 0,
    longitude: 0,
    placename,
    fulladdress: '',
  };
}

export async function addressBook(db: Db, customerId: number): Promise<WireAddressBookEntry[]> {
  const { rows } = await db.query<AddressRow>('SELECT * FROM address_book WHERE customer_id = $1 ORDER BY id', [
    customerId,
  ]);
  const fixed = FIXED_PLACES.map((place) => {
    const row = rows.find((r) => r.placename === place);
    return row ? toWire(row) : emptyFixed(customerId, place);
  });
  const others = rows.filter((r) => !FIXED_PLACES.includes(r.placename as (typeof FIXED_PLACES)[number])).map(toWire);
  return [...fixed, ...others];
}

function values(body: Fields): unknown[] {
  const clean = (value: string | undefined) => (value ?? '').trim();
  const hasAddress = [body.fulladdress, body.line1, body.name].some((value) => clean(value) !== '');
  if (!hasAddress) throw new ClientError(400, ADDRESS_REQUIRED);
  return [
    clean(body.name),
    clean(body.line1),
    clean(body.line2),
    clean(body.postcode).toUpperCase(),
    clean(body.category),
    body.latitude,
    body.longitude,
    clean(body.placename).toLowerCase(),
    clean(body.fulladdress),
  ];
}

function signedIn(session: SessionUser | null): SessionUser {
  if (!session) throw new ClientError(401, 'Please sign in again.');
  return session;
}

/** Spec 7.2: the address book. Every entry belongs to the signed-in customer; someone else's id is "not found". */
export function registerAddressBookRoutes(api: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const { db, now } = deps;

  api.get<{ Querystring: { custid: string } }>(
    '/addressbook',
    { schema: { querystring: objectSchema({ custid: queryId }, ['custid']) } },
    async (request) => {
      const session = signedIn(await requireOwnIds(db, request, now(), { custid: request.query.custid }));
      return { code: 1, message: '', addresses: await addressBook(db, session.customerId) };
    },
  );

  api.post<{ Body: Fields }>(
    '/addressbook',
    { schema: { body: objectSchema(fieldProperties, requiredFields) } },
    async (request) => {
      const session = signedIn(await requireOwnIds(db, request, now(), { custid: request.body.custid }));
      const row = values(request.body);
      const placename = row[7] as string;
      return db.transaction(async (tx) => {
        // Home and work exist once each: saving one again replaces it.
        if (placename) {
          const { rows } = await tx.query<{ id: string }>(
            `UPDATE address_book SET name = $3, line1 = $4, line2 = $5, postcode = $6, category = $7, latitude = $8,
               longitude = $9, placename = $10, fulladdress = $11
             WHERE customer_id = $1 AND placename = $2 RETURNING id`,
            [session.customerId, placename, ...row],
          );
          if (rows[0]) return { id: Number(rows[0].id), code: 1, message: '' };
        }
        const { rows: count } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM address_book WHERE customer_id = $1',
          [session.customerId],
        );
        if (count[0].n >= ADDRESS_BOOK_LIMIT)
          throw new ClientError(400, `The address book holds at most ${ADDRESS_BOOK_LIMIT} places.`);
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO address_book (customer_id, name, line1, line2, postcode, category, latitude, longitude, placename, fulladdress)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [session.customerId, ...row],
        );
        return { id: Number(rows[0].id), code: 1, message: '' };
      });
    },
  );

  api.put<{ Body: Fields & { id: number | string } }>(
    '/addressbook',
    { schema: { body: objectSchema({ ...fieldProperties, id: bodyId }, [...requiredFields, 'id']) } },
    async (request) => {
      const session = signedIn(await requireOwnIds(db, request, now(), { custid: request.body.custid }));
      const row = values(request.body);
      const placename = row[7] as string;
      return db.transaction(async (tx) => {
        if (placename) {
          // Making this entry home (or work) turns the previous one into an ordinary place.
          await tx.query(
            "UPDATE address_book SET placename = '' WHERE customer_id = $1 AND placename = $2 AND id <> $3",
            [session.customerId, placename, Number(request.body.id)],
          );
        }
        const { rows } = await tx.query<{ id: string }>(
          `UPDATE address_book SET name = $3, line1 = $4, line2 = $5, postcode = $6, category = $7, latitude = $8,
             longitude = $9, placename = $10, fulladdress = $11
           WHERE id = $1 AND customer_id = $2 RETURNING id`,
          [Number(request.body.id), session.customerId, ...row],
        );
        if (!rows[0]) throw new ClientError(404, ADDRESS_NOT_FOUND);
        return { id: Number(rows[0].id), code: 1, message: '' };
      });
    },
  );

  api.delete<{ Querystring: { id: string } }>(
    '/addressbook',
    { schema: { querystring: objectSchema({ id: queryId }, ['id']) } },
    async (request) => {
      const session = signedIn(await requireOwnIds(db, request, now(), {}));
      const { rows } = await db.query<{ id: string }>(
        'DELETE FROM address_book WHERE id = $1 AND customer_id = $2 RETURNING id',
        [Number(request.query.id), session.customerId],
      );
      if (!rows[0]) throw new ClientError(404, ADDRESS_NOT_FOUND);
      return { id: Number(rows[0].id), code: 1, message: '' };
    },
  );
}
