/** The address book's use cases (the address book rule, rules: address-book): one customer's entries, home and work first. */
import type { Db } from '../db';
import { emptyAddressBookEntry, type WireAddressBookEntry } from '../../src/api/wire/addressbook';
import { ClientError } from '../lib/errors';
import {
  addressRows,
  countAddresses,
  deleteAddress,
  insertAddress,
  releasePlace,
  replacePlace,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from '../stores/addressBook';

/** The address book rule (rules: address-book): the address book always has these two, in this order, before the other places. */
export const FIXED_PLACES = ['home', 'work'] as const;
/** Enough for any real customer; stops one account from filling the database. */
export const ADDRESS_BOOK_LIMIT = 100;
export const ADDRESS_NOT_FOUND = 'Address not found.';

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

export async function addressBook(db: Db, customerId: number): Promise<WireAddressBookEntry[]> {
  const rows = await addressRows(db, customerId);
  const fixed = FIXED_PLACES.map((place) => {
    const row = rows.find((r) => r.placename === place);
    return row ? toWire(row) : emptyAddressBookEntry(place, customerId);
  });
  const others = rows.filter((r) => !FIXED_PLACES.includes(r.placename as (typeof FIXED_PLACES)[number])).map(toWire);
  return [...fixed, ...others];
}

/** A new entry (placename at index 7 of the values); its id. */
export function addAddress(db: Db, customerId: number, row: AddressValues): Promise<number> {
  const placename = row[7] as string;
  return db.transaction(async (tx) => {
    // Home and work exist once each: saving one again replaces it.
    if (placename) {
      const id = await replacePlace(tx, customerId, placename, row);
      if (id !== null) return id;
    }
    if ((await countAddresses(tx, customerId)) >= ADDRESS_BOOK_LIMIT)
      throw new ClientError(400, `The address book holds at most ${ADDRESS_BOOK_LIMIT} places.`);
    return insertAddress(tx, customerId, row);
  });
}

/** Changes the customer's entry `id`; 404 when they have none. */
export function changeAddress(db: Db, customerId: number, id: number, row: AddressValues): Promise<number> {
  const placename = row[7] as string;
  return db.transaction(async (tx) => {
    // Making this entry home (or work) turns the previous one into an ordinary place.
    if (placename) await releasePlace(tx, customerId, placename, id);
    const updated = await updateAddress(tx, id, customerId, row);
    if (updated === null) throw new ClientError(404, ADDRESS_NOT_FOUND);
    return updated;
  });
}

/** Deletes the customer's entry `id`; 404 when they have none. */
export async function removeAddress(db: Db, customerId: number, id: number): Promise<number> {
  const deleted = await deleteAddress(db, id, customerId);
  if (deleted === null) throw new ClientError(404, ADDRESS_NOT_FOUND);
  return deleted;
}
