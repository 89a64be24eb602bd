import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireInvoice, WireStatementLine } from '../../src/api/wire/booker';
import { INVOICE_NOT_FOUND, NOT_YOUR_INVOICE, RANGE_REVERSED, RANGE_TOO_LONG } from '../domain/booker';
import { COST_CENTRE_REQUIRED } from '../domain/bookingRules';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '../lib/testing';
import { DEMO_BOOKER_ID, DEMO_EMAILS, DEMO_PASSWORD, OTHER_BOOKER_ID } from '../seed/customers';
import { call, signIn, type SignedIn } from './accountTestHelpers';
import { book, bookingBody, quote, sessionCookie } from './booking.testkit';
import { pdfText } from './pdfText';
import { BOOKERS_ONLY, INVOICE_CREATED, INVOICE_DELETED, INVOICE_UPDATED } from './booker';

const ZONE = 'Europe/London';
const THAMES_CONFIG = fileURLToPath(new URL('../seed/operator-thames.json', import.meta.url));
let t: TestApp;
let priya: SignedIn;
let noah: SignedIn;
let amelia: SignedIn;
const today = DateTime.now().setZone(ZONE);
const yearAgo = today.minus({ years: 1 }).toISODate()!;
const yesterday = today.minus({ days: 1 }).toISODate()!;

/** A session straight in the database: sign-in's slow password hash is not under test here. */
async function sessionOf(email: string): Promise<SignedIn> {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [email]);
  const { cookie } = await sessionCookie(t.db, Number(rows[0].id), new Date());
  return { cookie: cookie.split('=')[1], custid: Number(rows[0].id), reply: { status: 200, body: {}, cookies: [] } };
}

beforeAll(async () => {
  t = await createTestApp();
  priya = await sessionOf(DEMO_EMAILS.booker);
  noah = await sessionOf(DEMO_EMAILS.otherBooker);
  amelia = await sessionOf(DEMO_EMAILS.amelia);
}, 120_000);
afterAll(() => t.close());

const statement = async (from = yearAgo, to = yesterday, who = priya, bookerid = DEMO_BOOKER_ID) =>
  call(t.app, 'GET', `/api/bookerstatement?bookerid=${bookerid}&datefrom=${from}&dateto=${to}`, { cookie: who.cookie });
const invoices = async (who: SignedIn, bookerid: number) =>
  (await call(t.app, 'GET', `/api/bookerinvoice?bookerid=${bookerid}`, { cookie: who.cookie })).body
    .invoices as WireInvoice[];
const invoiceRows = async () =>
  (await t.db.query('SELECT id, booker_id, date_from::text, date_to::text FROM booker_invoices ORDER BY id')).rows;

describe('commission statement (3.13, 7.8)', () => {
  it("lists the booker's journeys in the range with the operator's commission (10 percent; 0 when cancelled)", async () => {
    const reply = await statement();
    expect(reply.status).toBe(200);
    const lines = reply.body.bookings as WireStatementLine[];
    expect(lines.length).toBeGreaterThan(40);
    for (const line of lines) {
      expect(line.bookerref).toMatch(/^PO-/);
      expect(line.price).toBeCloseTo(line.card + line.cash, 2);
      if (/cancel/i.test(line.status)) expect(line.commission).toBe(0);
      else expect(line.commission).toBeCloseTo(Math.round(line.price * 10) / 100, 2);
      expect(line.bookingdate >= yearAgo).toBe(true);
    }
    expect(lines.some((line) => line.status === 'Cancelled')).toBe(true);
    expect(new Set(lines.map((line) => line.costcentre))).toEqual(new Set(['SALES-01', 'OPS-12', 'MKT-07', '']));
    const totals = reply.body.totals as { price: number; commission: number; bookings: number };
    expect(totals.bookings).toBe(lines.length);
    expect(totals.price).toBeCloseTo(
      lines.reduce((sum, line) => sum + line.price, 0),
      2,
    );
  });

  it.each([
    ['reversed', yesterday, yearAgo, RANGE_REVERSED],
    ['over 5 years', today.minus({ years: 5, days: 2 }).toISODate(), yesterday, RANGE_TOO_LONG],
    ['not a date', '2026-02-30', yesterday, 'datefrom is invalid'],
  ])('refuses a range %s with 400 and the spec shape', async (_name, from, to, message) => {
    const reply = await statement(from!, to!);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 0, message });
  });

  it("refuses another booker's id (403), a customer who is no booker (403) and no session (401)", async () => {
    expect((await statement(yearAgo, yesterday, priya, OTHER_BOOKER_ID)).status).toBe(403);
    expect((await statement(yearAgo, yesterday, noah, DEMO_BOOKER_ID)).body).toEqual({
      code: 0,
      message: 'Not allowed.',
    });
    expect((await statement(yearAgo, yesterday, amelia, DEMO_BOOKER_ID)).status).toBe(403);
    const stranger = await call(
      t.app,
      'GET',
      `/api/bookerstatement?bookerid=${DEMO_BOOKER_ID}&datefrom=${yearAgo}&dateto=${yesterday}`,
    );
    expect(stranger.status).toBe(401);
    const report = await call(t.app, 'GET', '/api/bookerinvoicereport?id=1', { cookie: amelia.cookie });
    expect(report.body).toEqual({ code: 0, message: BOOKERS_ONLY });
    // A booker id of 0 names nobody, so the session decides: a customer who is no booker still cannot ask.
    const asNobody = await Promise.all([
      statement(yearAgo, yesterday, amelia, 0),
      call(t.app, 'GET', '/api/bookerinvoice?bookerid=0', { cookie: amelia.cookie }),
      call(t.app, 'GET', `/api/booking?weekcommencing=${yesterday}&bookerid=0`, { cookie: amelia.cookie }),
    ]);
    for (const reply of asNobody) expect([reply.status, reply.body]).toEqual([403, { code: 0, message: BOOKERS_ONLY }]);
  });
});

describe("the Thames Cars operator's terms", () => {
  it('pay the same booker 8 percent (server/seed/operator-thames.json), on the same bookings', async () => {
    // A database of its own: on a shared one, the newest operator document is every app's (issue 31).
    const thamesApp = await createTestApp({ operatorConfigPath: THAMES_CONFIG });
    const thames = thamesApp.app;
    try {
      const thamesPriya = await signIn(thames, DEMO_EMAILS.booker, DEMO_PASSWORD);
      const reply = await thames.inject({
        method: 'GET',
        url: `/api/bookerstatement?bookerid=${DEMO_BOOKER_ID}&datefrom=${yearAgo}&dateto=${yesterday}`,
        headers: { cookie: `tb_session=${thamesPriya.cookie}` },
      });
      const lines = reply.json().bookings as WireStatementLine[];
      expect(lines.length).toBeGreaterThan(40);
      for (const line of lines.filter((l) => l.price > 0))
        expect(line.commission).toBeCloseTo(Math.round(line.price * 8) / 100, 2);
    } finally {
      await thamesApp.close();
    }
  });
});

describe('invoices (7.8): CRUD by the issuer only', () => {
  it('creates, edits and deletes her own invoice, listed as issued by "me"', async () => {
    const created = await call(t.app, 'POST', '/api/bookerinvoice', {
      cookie: priya.cookie,
      body: { bookerid: DEMO_BOOKER_ID, datefrom: yearAgo, dateto: yesterday },
    });
    expect(created.body).toMatchObject({ code: 1, message: INVOICE_CREATED });
    const id = created.body.id as number;
    const mine = (await invoices(priya, DEMO_BOOKER_ID)).find((invoice) => invoice.id === id);
    expect(mine).toMatchObject({ datefrom: yearAgo, dateto: yesterday, issuedbyuser: 'me' });

    const edited = await call(t.app, 'PUT', '/api/bookerinvoice', {
      cookie: priya.cookie,
      body: { bookerid: DEMO_BOOKER_ID, id, datefrom: yesterday, dateto: yesterday },
    });
    expect(edited.body).toMatchObject({ code: 1, message: INVOICE_UPDATED });
    expect((await invoices(priya, DEMO_BOOKER_ID)).find((invoice) => invoice.id === id)?.datefrom).toBe(yesterday);

    const removed = await call(t.app, 'DELETE', `/api/bookerinvoice?bookerid=${DEMO_BOOKER_ID}&id=${id}`, {
      cookie: priya.cookie,
    });
    expect(removed.body).toEqual({ code: 1, message: INVOICE_DELETED, id });
    expect((await invoices(priya, DEMO_BOOKER_ID)).some((invoice) => invoice.id === id)).toBe(false);
  });

  it("reads but cannot change the operator's invoice to her firm (403, unchanged)", async () => {
    const operators = (await invoices(priya, DEMO_BOOKER_ID)).find((invoice) => invoice.issuedbyuser !== 'me')!;
    expect(operators.issuedbyuser).toBe('Accounts team');
    const before = await invoiceRows();
    const edit = await call(t.app, 'PUT', '/api/bookerinvoice', {
      cookie: priya.cookie,
      body: { bookerid: DEMO_BOOKER_ID, id: operators.id, datefrom: yesterday, dateto: yesterday },
    });
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ code: 0, message: NOT_YOUR_INVOICE });
    const drop = await call(t.app, 'DELETE', `/api/bookerinvoice?bookerid=${DEMO_BOOKER_ID}&id=${operators.id}`, {
      cookie: priya.cookie,
    });
    expect(drop.status).toBe(403);
    expect(await invoiceRows()).toEqual(before);
  });

  it("cannot read, edit, delete or print another booker's invoice (404), nor list it, and nothing changes", async () => {
    const [noahs] = await invoices(noah, OTHER_BOOKER_ID);
    expect(noahs.issuedbyuser).toBe('me');
    const before = await invoiceRows();
    const attempts = [
      call(t.app, 'GET', `/api/bookerinvoice?bookerid=${DEMO_BOOKER_ID}&id=${noahs.id}`, { cookie: priya.cookie }),
      call(t.app, 'GET', `/api/bookerinvoicereport?id=${noahs.id}`, { cookie: priya.cookie }),
      call(t.app, 'PUT', '/api/bookerinvoice', {
        cookie: priya.cookie,
        body: { bookerid: DEMO_BOOKER_ID, id: noahs.id, datefrom: yesterday, dateto: yesterday },
      }),
      call(t.app, 'DELETE', `/api/bookerinvoice?bookerid=${DEMO_BOOKER_ID}&id=${noahs.id}`, { cookie: priya.cookie }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: 0, message: INVOICE_NOT_FOUND });
    }
    const asNoah = await call(t.app, 'PUT', '/api/bookerinvoice', {
      cookie: priya.cookie,
      body: { bookerid: OTHER_BOOKER_ID, id: noahs.id, datefrom: yesterday, dateto: yesterday },
    });
    expect(asNoah.status).toBe(403);
    expect((await invoices(priya, DEMO_BOOKER_ID)).some((invoice) => invoice.id === noahs.id)).toBe(false);
    expect(await invoiceRows()).toEqual(before);
  });

  it("refuses a reversed or over-long invoice range, or a booker id not the session's, and stores nothing", async () => {
    const [mine] = (await invoices(priya, DEMO_BOOKER_ID)).filter((invoice) => invoice.issuedbyuser === 'me');
    const before = await invoiceRows();
    const refusals: [string, string, number, { code: number; message: string }][] = [];
    for (const [datefrom, dateto, message] of [
      [yesterday, yearAgo, RANGE_REVERSED],
      [today.minus({ years: 5, days: 2 }).toISODate()!, yesterday, RANGE_TOO_LONG],
    ]) {
      for (const method of ['POST', 'PUT'] as const) {
        const reply = await call(t.app, method, '/api/bookerinvoice', {
          cookie: priya.cookie,
          body: { bookerid: DEMO_BOOKER_ID, id: mine.id, datefrom, dateto },
        });
        refusals.push([method, message, reply.status, reply.body as { code: number; message: string }]);
      }
    }
    expect(refusals).toEqual([
      ['POST', RANGE_REVERSED, 400, { code: 0, message: RANGE_REVERSED }],
      ['PUT', RANGE_REVERSED, 400, { code: 0, message: RANGE_REVERSED }],
      ['POST', RANGE_TOO_LONG, 400, { code: 0, message: RANGE_TOO_LONG }],
      ['PUT', RANGE_TOO_LONG, 400, { code: 0, message: RANGE_TOO_LONG }],
    ]);
    // Priya naming Noah's booker id: refused before anything is read or written.
    const forNoah = await call(t.app, 'POST', '/api/bookerinvoice', {
      cookie: priya.cookie,
      body: { bookerid: OTHER_BOOKER_ID, datefrom: yearAgo, dateto: yesterday },
    });
    expect([forNoah.status, forNoah.body]).toEqual([403, { code: 0, message: 'Not allowed.' }]);
    const dropForNoah = await call(t.app, 'DELETE', `/api/bookerinvoice?bookerid=${OTHER_BOOKER_ID}&id=${mine.id}`, {
      cookie: priya.cookie,
    });
    expect([dropForNoah.status, dropForNoah.body]).toEqual([403, { code: 0, message: 'Not allowed.' }]);
    expect(await invoiceRows()).toEqual(before);
  });
});

describe('invoice report (7.8 bookerinvoicereport)', () => {
  it("is a PDF with the operator's brand, the range's references, cost centres and totals", async () => {
    const created = await call(t.app, 'POST', '/api/bookerinvoice', {
      cookie: priya.cookie,
      body: { bookerid: DEMO_BOOKER_ID, datefrom: today.minus({ months: 3 }).toISODate(), dateto: yesterday },
    });
    const id = created.body.id as number;
    const reply = await call(t.app, 'GET', `/api/bookerinvoicereport?id=${id}`, { cookie: priya.cookie });
    expect(reply.body).toMatchObject({ code: 1, fileext: 'pdf', filename: `invoice-${id}.pdf` });
    const pdf = Buffer.from(reply.body.invoice as string, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('London Transfers');
    expect(text).toContain(`Invoice ${id}`);
    expect(text).toContain('Billed to: Shah Travel Partners');

    const lines = (await statement(today.minus({ months: 3 }).toISODate()!, yesterday!)).body
      .bookings as WireStatementLine[];
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(text).toContain(String(line.jobpartid));
      expect(text).toContain(line.bookerref);
    }
    const money = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    const total = lines.reduce((sum, line) => sum + line.price, 0);
    const commission = lines.reduce((sum, line) => sum + (line.commission ?? 0), 0);
    expect(text).toContain(`Total: ${money(Math.round(total * 100) / 100)}`);
    expect(text).toContain(`Commission: ${money(Math.round(commission * 100) / 100)}`);
    // The UK business invoice rule (issue 28): VAT, what is due and by when.
    expect(text).toContain('VAT not charged:');
    expect(text).toMatch(/Amount due: £[\d,]+\.\d\d/);
    expect(text).toMatch(/Due date: \d{1,2} \w{3} \d{4}/);
    expect(text).toContain('Payment due within 30 days of the invoice date.');
    for (const centre of new Set(lines.map((line) => line.costcentre || 'No cost centre'))) {
      const sum = lines
        .filter((line) => (line.costcentre || 'No cost centre') === centre)
        .reduce((s, l) => s + l.price, 0);
      expect(text).toContain(`${centre}: ${money(Math.round(sum * 100) / 100)}`);
    }
  });
});

describe('booking chart (7.8 booking)', () => {
  it('counts the bookings of each day of a week commencing, as the statement has them', async () => {
    const monday = today.minus({ weeks: 2 }).startOf('week');
    const reply = await call(
      t.app,
      'GET',
      `/api/booking?weekcommencing=${monday.toISODate()}&bookerid=${DEMO_BOOKER_ID}`,
      { cookie: priya.cookie },
    );
    const days = reply.body.days as { date: string; count: number }[];
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toISODate()),
    );
    const week = (await statement(monday.toISODate()!, monday.plus({ days: 6 }).toISODate()!)).body
      .bookings as WireStatementLine[];
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(week.length);
    expect(week.length).toBeGreaterThan(0);
    const other = await call(
      t.app,
      'GET',
      `/api/booking?weekcommencing=${monday.toISODate()}&bookerid=${OTHER_BOOKER_ID}`,
      {
        cookie: priya.cookie,
      },
    );
    expect(other.status).toBe(403);
  });
});

describe('cost centre per booking', () => {
  it('is named as required in the profile of a booker whose terms require one, so the form asks before Book Now', async () => {
    const required = await call(t.app, 'GET', '/api/profile', { cookie: noah.cookie });
    expect(required.status).toBe(200);
    expect(required.body).toMatchObject({ bookerid: OTHER_BOOKER_ID, costcentrerequired: true });
    const optional = await call(t.app, 'GET', '/api/profile', { cookie: priya.cookie });
    expect(optional.body).toMatchObject({ bookerid: DEMO_BOOKER_ID });
    expect(optional.body).not.toHaveProperty('costcentrerequired');
    const customer = await call(t.app, 'GET', '/api/profile', { cookie: amelia.cookie });
    expect(customer.body).not.toHaveProperty('costcentrerequired');
  });

  it("is kept on the booking and refused when the booker's terms require one", async () => {
    const headers = { cookie: `tb_session=${noah.cookie}` };
    const q = await quote(t.app, { bookerid: OTHER_BOOKER_ID }, headers);
    const customer = {
      custfirstname: 'Zoe',
      custsurname: 'Marsh',
      custphone: '2079460222',
      custemail: 'zoe@example.com',
    };
    const without = await book(t.app, bookingBody(q, { bookerid: OTHER_BOOKER_ID, ...customer }), headers);
    expect(without.body).toMatchObject({ Code: 2, Message: COST_CENTRE_REQUIRED });
    const withCentre = await book(
      t.app,
      bookingBody(q, { bookerid: OTHER_BOOKER_ID, costcentre: 'EV-9', bookerref: 'CL-1', ...customer }),
      headers,
    );
    expect(withCentre.body.Code).toBe(1);
    const { rows } = await t.db.query<{ details: { costcentre: string; custname: string } }>(
      'SELECT details FROM bookings WHERE jobpartid = $1',
      [withCentre.body.Bref],
    );
    expect(rows[0].details).toMatchObject({ costcentre: 'EV-9', custname: 'Zoe Marsh' });
  });
});
