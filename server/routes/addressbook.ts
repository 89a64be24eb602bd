import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { WireAddressBookFields } from '../../src/api/wire/addressbook';
import { ClientError } from '../lib/errors';
import { latitude, longitude, objectSchema, postcode, queryId, text } from '../lib/schemas';
import { requireOwnIds, type SessionUser } from '../lib/session';
import { addAddress, addressBook, changeAddress, removeAddress } from '../services/addressBook';
import { bodyId } from './accountSchemas';

export const ADDRESS_REQUIRED = 'Address is required';

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
  // The place fields rule (rules: place-fields): placename is home or work; anything else is one of the other places.
  placename: { type: 'string', pattern: '^(?:[Hh][Oo][Mm][Ee]|[Ww][Oo][Rr][Kk])?$' },
  fulladdress: text(),
};
const requiredFields = ['custid', 'latitude', 'longitude'];

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

/** The address book rule (rules: address-book): the address book. Every entry belongs to the signed-in customer; someone else's id is "not found". */
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
      return { id: await addAddress(db, session.customerId, row), code: 1, message: '' };
    },
  );

  api.put<{ Body: Fields & { id: number | string } }>(
    '/addressbook',
    { schema: { body: objectSchema({ ...fieldProperties, id: bodyId }, [...requiredFields, 'id']) } },
    async (request) => {
      const session = signedIn(await requireOwnIds(db, request, now(), { custid: request.body.custid }));
      const row = values(request.body);
      return { id: await changeAddress(db, session.customerId, Number(request.body.id), row), code: 1, message: '' };
    },
  );

  api.delete<{ Querystring: { id: string } }>(
    '/addressbook',
    { schema: { querystring: objectSchema({ id: queryId }, ['id']) } },
    async (request) => {
      const session = signedIn(await requireOwnIds(db, request, now(), {}));
      return { id: await removeAddress(db, session.customerId, Number(request.query.id)), code: 1, message: '' };
    },
  );
}
