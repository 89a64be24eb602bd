/**
 * The booking language rule (issue 34): a booking made on a French page gets its confirmation mail and its invoice
 * in French; an Arabic one reads right to left; a language that is not a locale is refused with 400.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import type { OutboxMessage } from '../gateways/mail';
import { createTestApp, type TestApp } from '../lib/testing';
import { DEMO_EMAILS } from '../seed/customers';
import { call } from './accountTestHelpers';
import { book, bookingBody, quote, sessionCookie } from './booking.testkit';
import { pdfText } from './pdfText';

const START = new Date('2026-11-22T08:00:00Z');
let testApp: TestApp;
let operatorDir: string;

beforeAll(async () => {
  operatorDir = await mkdtemp(path.join(tmpdir(), 'booking-language-'));
  const operatorFile = path.join(operatorDir, 'operator.json');
  const demo = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')) as {
    configuration: Record<string, unknown>;
  };
  demo.configuration.languages = ['en-GB', 'fr', 'ar'];
  await writeFile(operatorFile, JSON.stringify(demo));
  testApp = await createTestApp({ now: () => START, operatorConfigPath: operatorFile });
});
afterAll(async () => {
  await testApp.close();
  await rm(operatorDir, { recursive: true, force: true });
});

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

describe('the booking language', () => {
  it('gives a booking made in French its confirmation mail in French, dates and money the French way', async () => {
    const email = 'client.fr@example.com';
    const q = await quote(testApp.app);
    const body = bookingBody(q, {
      passengeremail: email,
      bookingdate: '2026-11-22T10:30:00Z',
      isasap: false,
      language: 'fr',
    });
    const booked = (await book(testApp.app, body)).body;
    expect(booked.Code).toBe(1);
    const [mail] = await outbox(email);
    expect(mail.subject).toBe(`Votre réservation ${booked.Bref} est confirmée`);
    expect(mail.body).toContain('Votre réservation est confirmée.');
    expect(mail.body).toContain(`Référence de réservation : ${booked.Bref}`);
    expect(mail.body).toContain('Heure de prise en charge : dim. 22 nov. 2026, 10:30');
    expect(mail.body).toMatch(new RegExp(`Total : ${q.totalfare.toFixed(2).replace('.', ',')}[\\u00a0\\u202f]£`));
    expect(mail.body).not.toContain('Thank you');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('reads right to left in Arabic', async () => {
    const email = 'client.ar@example.com';
    const q = await quote(testApp.app);
    const booked = (await book(testApp.app, bookingBody(q, { passengeremail: email, language: 'ar' }))).body;
    expect(booked.Code).toBe(1);
    const [mail] = await outbox(email);
    expect(mail.subject).toContain('تم تأكيد حجزكم');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('keeps an English booking as it was: no HTML part, English words', async () => {
    const email = 'client.en@example.com';
    const q = await quote(testApp.app);
    const booked = (await book(testApp.app, bookingBody(q, { passengeremail: email }))).body;
    const [mail] = await outbox(email);
    expect(mail.subject).toBe(`Your booking ${booked.Bref} is confirmed`);
    expect(mail.html).toBeUndefined();
  });

  it('refuses a language that is not a locale with 400 and the error shape', async () => {
    const q = await quote(testApp.app);
    const reply = await book(testApp.app, bookingBody(q, { language: 'xx' }));
    expect(reply.status).toBe(400);
    expect(reply.body as unknown).toMatchObject({ code: 0 });
  });

  it("gives a customer's invoice for a booking made in French in French", async () => {
    const { rows } = await testApp.db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [
      DEMO_EMAILS.amelia,
    ]);
    const { cookie } = await sessionCookie(testApp.db, Number(rows[0].id), START);
    const q = await quote(testApp.app, {}, { cookie });
    const booked = await book(testApp.app, bookingBody(q, { language: 'fr' }), { cookie });
    expect(booked.body.Code).toBe(1);
    const report = await call(testApp.app, 'GET', `/api/customerinvoicereport?id=${booked.body.Bref}`, {
      cookie: cookie.split('=')[1],
    });
    expect(report.body).toMatchObject({ code: 1, fileext: 'pdf' });
    const text = pdfText(Buffer.from(report.body.invoice as string, 'base64'));
    expect(text).toContain(`Facture ${booked.body.Bref}`);
    expect(text).toContain('Montant dû');
    expect(text).not.toContain('Amount due');
  });
});
