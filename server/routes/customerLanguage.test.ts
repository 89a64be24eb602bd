/**
 * The profile language rule (issue 34): a signed-in customer's chosen language is kept on their profile, comes back
 * when they sign in, and their account mails speak it; the booking language rule for the notes after booking (a
 * cancellation in French, in Arabic right to left). English stays the reference API's words.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import type { OutboxMessage } from '../gateways/mail';
import { createTestApp, postJson, type TestApp } from '../lib/testing';
import { call, sha256Hex, signIn } from './accountTestHelpers';
import { book, bookingBody, createCustomer, quote, sessionCookie } from './booking.testkit';

const START = new Date('2026-11-22T08:00:00Z');
let testApp: TestApp;
let operatorDir: string;
let company = '';

beforeAll(async () => {
  operatorDir = await mkdtemp(path.join(tmpdir(), 'customer-language-'));
  const operatorFile = path.join(operatorDir, 'operator.json');
  const demo = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')) as {
    configuration: Record<string, unknown>;
  };
  demo.configuration.languages = ['en-GB', 'fr', 'ar'];
  company = String(demo.configuration.company);
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

async function signUp(email: string) {
  const body = {
    email,
    phone: '7700900999',
    surname: 'Martin',
    firstname: 'Claire',
    dialingcode: '+44',
    passwordhash: sha256Hex('first-pass'),
  };
  await call(testApp.app, 'POST', '/api/signUp', { body });
  return signIn(testApp.app, email, 'first-pass');
}

const askReset = (email: string, headers: Record<string, string> = {}) =>
  postJson(testApp.app, '/api/resetpassword', { email, source: 8 }, headers);

describe("the customer's profile language", () => {
  it('is saved by the switcher and comes back on sign-in and with the profile', async () => {
    const me = await signUp('claire.fr@example.com');
    expect(me.reply.body.language).toBeUndefined();
    const saved = await call(testApp.app, 'PUT', '/api/updatelanguage', {
      body: { custid: me.custid, language: 'fr' },
      cookie: me.cookie,
    });
    expect(saved.body).toMatchObject({ code: 1 });
    const again = await signIn(testApp.app, 'claire.fr@example.com', 'first-pass');
    expect(again.reply.body.language).toBe('fr');
    const profile = await call(testApp.app, 'GET', '/api/profile', { cookie: again.cookie });
    expect(profile.body.language).toBe('fr');
  });

  it('refuses a language that is not a locale with 400, and a caller who is not signed in with 401', async () => {
    const me = await signUp('claire.xx@example.com');
    const unknown = await call(testApp.app, 'PUT', '/api/updatelanguage', {
      body: { custid: me.custid, language: 'xx' },
      cookie: me.cookie,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 0 });
    const stranger = await call(testApp.app, 'PUT', '/api/updatelanguage', {
      body: { custid: me.custid, language: 'fr' },
    });
    expect(stranger.status).toBe(401);
    expect(stranger.body).toMatchObject({ code: 0 });
  });

  it("mails a password reset link in the profile's language, with its HTML part", async () => {
    const me = await signUp('claire.reset@example.com');
    await call(testApp.app, 'PUT', '/api/updatelanguage', {
      body: { custid: me.custid, language: 'fr' },
      cookie: me.cookie,
    });
    // The profile's language wins over the language of the page that asked.
    await askReset('claire.reset@example.com', { 'accept-language': 'en-GB' });
    const [mail] = await outbox('claire.reset@example.com');
    expect(mail.subject).toBe(`Réinitialisez votre mot de passe ${company}`);
    expect(mail.body).toMatch(/^Bonjour Claire,\n\nPour choisir un nouveau mot de passe/);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it("mails a customer without a language of their own in the page's language, else in the spec's English", async () => {
    await signUp('anna.page@example.com');
    await askReset('anna.page@example.com', { cookie: 'lang=ar' });
    expect((await outbox('anna.page@example.com'))[0].html).toContain('<html lang="ar" dir="rtl">');

    await signUp('anna.en@example.com');
    await askReset('anna.en@example.com');
    const [mail] = await outbox('anna.en@example.com');
    expect(mail.subject).toBe(`Reset your ${company} password`);
    expect(mail.body).toMatch(
      /^Hello Claire,\n\nTo choose a new password, open this link within the next hour:\n\S+\/resetpassword\/\d+\/\S+\n\nThe link works once\. If you did not ask for it, ignore this e-mail: your password stays as it is\.$/,
    );
    expect(mail.html).toBeUndefined();
  });
});

describe('the notes after booking speak its language', () => {
  async function bookAndCancel(email: string, language?: string) {
    const customerId = await createCustomer(testApp.db, email);
    const { cookie } = await sessionCookie(testApp.db, customerId, START);
    const q = await quote(testApp.app, {}, { cookie });
    const booked = await book(testApp.app, bookingBody(q, { passengeremail: email, language }), { cookie });
    expect(booked.body.Code).toBe(1);
    const cancelled = await postJson(testApp.app, '/api/cancelbooking', { bookingref: booked.body.Bref }, { cookie });
    expect(cancelled.json()).toMatchObject({ code: 1 });
    const mail = (await outbox(email)).find((m) => m.kind === 'booking-cancelled');
    return { ref: booked.body.Bref, mail: mail! };
  }

  it('cancels a booking made in French in French', async () => {
    const { ref, mail } = await bookAndCancel('annulation.fr@example.com', 'fr');
    expect(mail.subject).toBe(`Votre réservation ${ref} est annulée`);
    expect(mail.body).toContain('Votre réservation a été annulée :');
    expect(mail.body).toMatch(new RegExp(`${ref} : dim\\. 22 nov\\. 2026, \\d\\d:\\d\\d, de .+ à .+`));
    expect(mail.body).not.toContain('cancelled');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('cancels a booking made in Arabic in Arabic, right to left', async () => {
    const { mail } = await bookAndCancel('annulation.ar@example.com', 'ar');
    expect(mail.subject).toContain('تم إلغاء حجزكم');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('cancels a booking made without a language in the English it always had', async () => {
    const { ref, mail } = await bookAndCancel('cancel.en@example.com');
    expect(mail.subject).toBe(`Your booking ${ref} is cancelled`);
    expect(mail.body).toContain('Your booking has been cancelled:');
    expect(mail.html).toBeUndefined();
  });
});
