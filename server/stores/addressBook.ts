/** The address book's rows (the address book rule, rules: address-book): every statement is scoped to one customer, so someone else's id is "not found". */
import type { Db } from '../db';

export interface AddressRow {
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

/**
 * The columns as saved, in this order: name, line1, line2, postcode, category, latitude, longitude, placename,
 * fulladdress.
 */
export type AddressValues = unknown[];

export async function addressRows(db: Db, customerId: number): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>('SELECT * FROM address_book WHERE customer_id = $1 ORDER BY id', [
    customerId,
  ]);
  return rows;
}

/** Replaces the customer's entry with this placename (home or work); its id, or null when there is none. */
export async function replacePlace(
  tx: Db,
  customerId: number,
  placename: string,
  row: AddressValues,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE address_book SET name = $3, line1 = $4, line2 = $5, postcode = $6, category = $7, latitude = $8,
       longitude = $9, placename = $10, fulladdress = $11
     WHERE customer_id = $1 AND placename = $2 RETURNING id`,
    [customerId, placename, ...row],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function countAddresses(tx: Db, customerId: number): Promise<number> {
  const { rows: count } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM address_book WHERE customer_id = $1',
    [customerId],
  );
  return count[0].n;
}

export async function insertAddress(tx: Db, customerId: number, row: AddressValues): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO address_book (customer_id, name, line1, line2, postcode, category, latitude, longitude, placename, fulladdress)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [customerId, ...row],
  );
  return Number(rows[0].id);
}

/** Making an entry home (or work) turns the previous one into an ordinary place. */
export async function releasePlace(tx: Db, customerId: number, placename: string, keepId: number): Promise<void> {
  await tx.query("UPDATE address_book SET placename = '' WHERE customer_id = $1 AND placename = $2 AND id <> $3", [
    customerId,
    placename,
    keepId,
  ]);
}

/** Its id, or null when the customer has no entry with this id. */
export async function updateAddress(
  tx: Db,
  id: number,
  customerId: number,
  row: AddressValues,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE address_book SET name = $3, line1 = $4, line2 = $5, postcode = $6, category = $7, latitude = $8,
       longitude = $9, placename = $10, fulladdress = $11
     WHERE id = $1 AND customer_id = $2 RETURNING id`,
    [id, customerId, ...row],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Its id, or null when the customer has no entry with this id. */
export async function deleteAddress(db: Db, id: number, customerId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM address_book WHERE id = $1 AND customer_id = $2 RETURNING id',
    [id, customerId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
