/**
 * The quotes as stored (the pricing calls and booking call rules, rules: call-pricing, call-booking): written by group commit, one statement for the quotes of an event-loop turn,
 * and read back by id or by journey so a booking is checked against what was quoted.
 */
import type { WireQuotationResponse } from '../../src/api/wire/route-pricing';
import type { Db } from '../db';
import type { QuotePricing, StoredQuote } from '../domain/quotes';
import type { LatLng } from '../domain/routing';

/**
 * What is stored of the answer: the fare, times and distances the customer saw. The route path and the price lists
 * (two thirds of a 5 KB answer) are left out: the path is recomputed from the points and every vehicle's fares are
 * in `pricing`.
 */
export function storedResponse(response: object): object {
  const {
    routepath: _path,
    returnroutepath: _back,
    additionalprices: _all,
    vehicleprices: _each,
    ...kept
  } = response as Partial<WireQuotationResponse>;
  return kept;
}

type QuoteRow = [
  request: string,
  response: string,
  pricing: string,
  customerId: number | null,
  at: string,
  expires: string,
];
interface PendingQuote {
  row: QuoteRow;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

const QUOTE_COLUMNS = 'INSERT INTO quotes (request, response, pricing, customer_id, created_at, expires_at) VALUES ';
/** At most this many quotes in one statement (6 parameters each). */
const MAX_QUOTES_PER_INSERT = 50;

async function insertQuotes(db: Db, rows: QuoteRow[]): Promise<number[]> {
  const values = rows.map((_, r) => `(${[1, 2, 3, 4, 5, 6].map((c) => `$${r * 6 + c}`).join(', ')})`);
  const { rows: ids } = await db.query<{ id: string | number }>(
    `${QUOTE_COLUMNS}${values.join(', ')} RETURNING id`,
    rows.flat(),
  );
  // Ids are drawn from the sequence row by row in VALUES order, so ascending ids follow the rows' order.
  return ids.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * Group commit: the quotes of one turn of the event loop (the requests read from every socket that had one) are
 * written by one statement and one commit after it, and those asked for while an insert is on its way by the next;
 * the profile showed the insert as a third of a quote's cost. Each caller still gets its own id only once its row is
 * written. A batch the database refuses is retried row by row, so one bad row (e.g. text the database cannot store)
 * fails only its own quote.
 */
function quoteWriter(db: Db) {
  let queue: PendingQuote[] = [];
  let writing = false;
  const writeBatch = async (batch: PendingQuote[]) => {
    try {
      const ids = await insertQuotes(
        db,
        batch.map((pending) => pending.row),
      );
      batch.forEach((pending, i) => pending.resolve(ids[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const pending of batch) await writeBatch([pending]);
    }
  };
  const drain = async () => {
    while (queue.length) {
      const batch = queue.slice(0, MAX_QUOTES_PER_INSERT);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    writing = false;
  };
  return (row: QuoteRow) =>
    new Promise<number>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(() => void drain());
    });
}

const writers = new WeakMap<Db, (row: QuoteRow) => Promise<number>>();

/** Stores a priced quote; it can be booked until now + 60 x QuoteTimeout seconds (the quote lifecycle and quote timing rules, rules: quote-lifecycle, quote-timing). */
export async function storeQuote(
  db: Db,
  quote: { request: unknown; response: object; pricing: QuotePricing; customerId: number | null },
  options: { now: Date; timeoutMinutes: number },
): Promise<{ id: number; expiresAt: Date }> {
  const minutes = options.timeoutMinutes > 0 ? options.timeoutMinutes : 10;
  const expiresAt = new Date(options.now.getTime() + 60 * minutes * 1000);
  let write = writers.get(db);
  if (!write) writers.set(db, (write = quoteWriter(db)));
  // As JSON text: the database stores it as it comes (json columns), and it crosses to the database's thread as one
  // string rather than a tree of objects to copy.
  const id = await write([
    JSON.stringify(quote.request),
    JSON.stringify(storedResponse(quote.response)),
    JSON.stringify(quote.pricing),
    quote.customerId,
    options.now.toISOString(),
    expiresAt.toISOString(),
  ]);
  return { id, expiresAt };
}

/** How many recent quotes of one journey a booking without a quoteid is compared with. */
const RECENT_QUOTES = 20;

/**
 * The latest quotes of a journey (same pick-up, drop-off and return type), newest first: for a client that follows
 * the spec's payload, which names no quote. Expired ones are included so the refusal can say the quote expired.
 */
export async function recentQuotesFor(
  db: Db,
  journey: { pick: LatLng; doff: LatLng; rtntype: string },
): Promise<StoredQuote[]> {
  const { rows } = await db.query<{
    id: string | number;
    pricing: QuotePricing;
    expires_at: Date | string;
    customer_id: string | number | null;
  }>(
    `SELECT id, pricing, expires_at, customer_id FROM quotes
     WHERE pricing IS NOT NULL AND pricing->>'rtntype' = $1
       AND abs((pricing->'pick'->>'lat')::float8 - $2) < 1e-5 AND abs((pricing->'pick'->>'lng')::float8 - $3) < 1e-5
       AND abs((pricing->'doff'->>'lat')::float8 - $4) < 1e-5 AND abs((pricing->'doff'->>'lng')::float8 - $5) < 1e-5
     ORDER BY id DESC LIMIT ${RECENT_QUOTES}`,
    [journey.rtntype, journey.pick.lat, journey.pick.lng, journey.doff.lat, journey.doff.lng],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    pricing: row.pricing,
    expiresAt: new Date(row.expires_at),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
  }));
}

/** A quotes row as loadQuote reads it (`QUOTE_COLUMNS_READ`); any of them null when there is no such quote. */
export interface QuoteReadRow {
  id: string | number | null;
  pricing: QuotePricing | null;
  expires_at: Date | string | null;
  customer_id: string | number | null;
}

export const QUOTE_COLUMNS_READ = 'id, pricing, expires_at, customer_id';

/** The stored quote of a row read with QUOTE_COLUMNS_READ, or null (none, or stored before pricing was kept). */
export function storedQuoteOf(row: QuoteReadRow | undefined): StoredQuote | null {
  if (!row || row.id === null || !row.pricing || row.expires_at === null) return null;
  return {
    id: Number(row.id),
    pricing: row.pricing,
    expiresAt: new Date(row.expires_at),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
  };
}

/**
 * Whether this requestid was booked already, and the quote of that id: one statement for both (each statement costs
 * PGlite about 0.2-0.4 ms however small, and every booking that names its quote asks both).
 */
export async function requestAndQuote(
  db: Db,
  requestId: string,
  quoteId: number,
): Promise<{ repeated: boolean; quote: StoredQuote | null }> {
  const { rows } = await db.query<QuoteReadRow & { repeated: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM bookings WHERE request_id = $1) AS repeated, q.*
       FROM (SELECT 1) AS one LEFT JOIN (SELECT ${QUOTE_COLUMNS_READ} FROM quotes WHERE id = $2) AS q ON true`,
    [requestId, quoteId],
  );
  return { repeated: rows[0].repeated, quote: storedQuoteOf(rows[0]) };
}

export async function loadQuote(db: Db, id: number): Promise<StoredQuote | null> {
  const { rows } = await db.query<QuoteReadRow>(`SELECT ${QUOTE_COLUMNS_READ} FROM quotes WHERE id = $1`, [id]);
  return storedQuoteOf(rows[0]);
}
