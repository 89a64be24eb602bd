import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../gateways/mail';
import { answer, createTestApp, postJson, type TestApp } from '../lib/testing';
import {
  book,
  bookingBody,
  createCustomer,
  payLater,
  quote,
  sessionCookie,
  TEST_CARDS,
  tokenize,
  TRAFALGAR,
} from './booking.testkit';

const START = new Date('2026-11-22T08:00:00Z');
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => START });
});
afterAll(() => testApp.close());

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

const via = { address: TRAFALGAR.address, postcode: TRAFALGAR.postcode, lat: TRAFALGAR.lat, lng: TRAFALGAR.lng };

describe('the confirmation e-mail', () => {
  it("is sent at once for a guest's cash return booking, with every detail and both journeys in its .ics", async () => {
    const email = 'guest.mail@example.com';
    const q = await quote(testApp.app, { rtntype: 'rtn', viaaddresses: [via] });
    const body = bookingBody(q, {
      rtntype: 'rtn',
      viaaddresses: [via],
      bookingdate: '2026-11-22T10:30:00Z',
      isasap: false,
      returndate: '2026-11-24T18:45:00Z',
      promocodeid: 1,
      promocode: 'WELCOME10',
      passengeremail: email,
      note: 'Ring the bell for flat 3',
      flightno: 'BA2490',
      arrivingfromairportname: 'Nice Cote d Azur',
      smallchildseats: 1,
      smallpets: 1,
    });
    const booked = (await book(testApp.app, body)).body;
    expect(booked.Code).toBe(1);

    const [mail, ...others] = await outbox(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'booking-confirmation', subject: `Your booking ${booked.Bref} is confirmed` });
    const discount = Math.round(q.totalfare * 10) / 100;
    const total = Math.round((q.totalfare - discount) * 100) / 100;
    for (const line of [
      `Booking reference: ${booked.Bref}`,
      'Pick-up time: Sun 22 Nov 2026, 10:30',
      "From: King's Cross Station, London",
      'Via: Trafalgar Square, London',
      'To: Heathrow Airport Terminal 5',
      'Flight: BA2490 from Nice Cote d Azur',
      `Return reference: ${booked.ReturnRef}`,
      'Pick-up time: Tue 24 Nov 2026, 18:45',
      'Vehicle: Saloon',
      'Travelling: 2 passengers, 2 suitcases, 1 hand bag',
      'Extras: 1 small child seat, 1 small pet',
      'Note to the driver: Ring the bell for flat 3',
      `Promo code: WELCOME10: £${discount.toFixed(2)} off`,
      `Total: £${total.toFixed(2)} (both journeys)`,
      'Payment: Cash (pay the driver)',
    ]) {
      expect(mail.body).toContain(line);
    }
    // The return leg runs the other way, back through the via stop.
    expect(mail.body.split(`Return reference: ${booked.ReturnRef}`)[1]).toContain(
      "From: Heathrow Airport Terminal 5\nVia: Trafalgar Square, London\nTo: King's Cross Station, London",
    );

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: `booking-${booked.Bref}.ics`, contentType: 'text/calendar; charset=utf-8' });
    // Long lines are folded (RFC 5545 3.1): unfold them to read the fields.
    const events = ics.content
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1);
    expect(events).toHaveLength(2);
    expect(events[0]).toContain('DTSTART:20261122T103000Z');
    expect(events[0]).toContain(`UID:booking-${booked.Bref}@`);
    expect(events[0]).toMatch(/SUMMARY:London Transfers Ltd: transfer to Heathrow Airport Terminal 5/);
    expect(events[1]).toContain('DTSTART:20261124T184500Z');
    expect(events[1]).toContain(`UID:booking-${booked.ReturnRef}@`);
    expect(events[1]).toMatch(/SUMMARY:London Transfers Ltd: transfer to King's Cross Station/);
    expect(events[1]).toContain('Via: Trafalgar Square\\, London');
    expect(events[0]).toContain('Flight: BA2490');
  });

  it("goes to a signed-in customer's own address for a card booking, saying it is paid", async () => {
    const email = 'card.mail@example.com';
    const id = await createCustomer(testApp.db, email);
    const session = await sessionCookie(testApp.db, id, START);
    const q = await quote(testApp.app, { custid: id }, session);
    const body = bookingBody(q, {
      custid: id,
      passengeremail: '',
      paymentmethod: 'card',
      nonce: await tokenize(testApp.app, TEST_CARDS.approved),
    });
    const booked = (await book(testApp.app, body, session)).body;
    expect(booked.PaymentResult?.Code).toBe(1);
    const [mail] = await outbox(email);
    expect(mail.kind).toBe('booking-confirmation');
    expect(mail.body).toContain(`Booking reference: ${booked.Bref}`);
    expect(mail.body).toContain('Payment: Card (paid)');
    expect(mail.body).not.toContain('Return reference');
    expect(mail.attachments[0].content.split('BEGIN:VEVENT')).toHaveLength(2);

    await answer(postJson(testApp.app, '/api/cancelbooking', { bookingref: booked.Bref }, session));
    const [cancelled] = await outbox(email);
    expect(cancelled.kind).toBe('booking-cancelled');
    // An ASAP booking is cancelled inside the demo policy's last tier (docs/booking-changes.md): nothing back.
    expect(cancelled.body).toContain(
      `Payment: £${Number(body.totalfare).toFixed(2)}, Card (paid). Under our cancellation policy no refund is due this close to the pick-up time.`,
    );
  });

  it('is the same account as the receipt the customer asks for later', async () => {
    const email = 'receipt.mail@example.com';
    const booked = (await book(testApp.app, bookingBody(await quote(testApp.app), { passengeremail: email }))).body;
    await answer(postJson(testApp.app, '/api/emailreceipt', { bookingref: booked.Bref, code: booked.BookingCode }));
    const [receipt, confirmation] = await outbox(email);
    expect(receipt.kind).toBe('receipt');
    expect(receipt.subject).toBe(`Your receipt for booking ${booked.Bref}`);
    const details = (mail: OutboxMessage) => mail.body.split('\n').slice(1);
    expect(details(receipt)).toEqual(details(confirmation));
    // The calendar file is stamped with the time it was made (DTSTAMP): two mails made in different seconds differ
    // there and nowhere else.
    const unstamped = (mail: OutboxMessage) =>
      mail.attachments.map((a) => ({ ...a, content: String(a.content).replace(/^DTSTAMP:.*$/gm, 'DTSTAMP:') }));
    expect(unstamped(receipt)).toEqual(unstamped(confirmation));
  });
});

describe('the short e-mails', () => {
  it('tell of paying later for a declined card booking', async () => {
    const email = 'paylater.mail@example.com';
    const body = bookingBody(await quote(testApp.app), {
      passengeremail: email,
      paymentmethod: 'card',
      nonce: await tokenize(testApp.app, TEST_CARDS.declined),
    });
    const booked = (await book(testApp.app, body)).body;
    expect((await outbox(email))[0].body).toContain('Payment: Card (not paid yet)');
    const paid = await payLater(testApp.app, booked, TEST_CARDS.approved);
    expect(paid.json()).toMatchObject({ Code: 1 });
    const [mail, confirmation, ...rest] = await outbox(email);
    expect(rest).toEqual([]);
    expect(confirmation.kind).toBe('booking-confirmation');
    expect(mail).toMatchObject({ kind: 'booking-paid', subject: `Payment received for booking ${booked.Bref}` });
    expect(mail.body).toContain(`We have received your payment of £${Number(body.totalfare).toFixed(2)}`);
    expect(mail.body).toContain('Paid by Visa ending 4242.');
    expect(mail.attachments).toEqual([]);
  });

  it('tell of cancelling, both journeys of a return', async () => {
    const email = 'cancel.mail@example.com';
    const id = await createCustomer(testApp.db, email);
    const session = await sessionCookie(testApp.db, id, START);
    const q = await quote(testApp.app, { custid: id, rtntype: 'rtn' }, session);
    const body = bookingBody(q, {
      custid: id,
      passengeremail: '',
      rtntype: 'rtn',
      returndate: '2026-11-22T20:00:00Z',
    });
    const booked = (await book(testApp.app, body, session)).body;
    const cancelled = await answer(postJson(testApp.app, '/api/cancelbooking', { bookingref: booked.Bref }, session));
    expect(cancelled.body).toMatchObject({ code: 1 });
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ kind: 'booking-cancelled', subject: `Your booking ${booked.Bref} is cancelled` });
    expect(mail.body).toContain('Your booking has been cancelled, both journeys:');
    expect(mail.body).toContain(`${booked.Bref}: Sun 22 Nov 2026, `);
    expect(mail.body).toContain(`${booked.ReturnRef}: Sun 22 Nov 2026, 20:00, Heathrow Airport Terminal 5 to`);
    expect(mail.body).toContain('Nothing was charged for it.');
  });
});
