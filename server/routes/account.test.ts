import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../lib/testing';
import { SESSION_COOKIE } from '../lib/session';
import { CURRENT_COST } from '../domain/passwords';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/customers';
import {
  MAX_FAILED_SIGN_INS,
  OLD_PASSWORD_WRONG,
  RESET_LINK_INVALID,
  RESET_SENT,
  SIGN_IN_FAILED,
  TOO_MANY_ATTEMPTS,
} from './account';
import { call, sha256Hex, signIn } from './accountTestHelpers';

let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const newCustomer = (email: string) => ({
  email,
  phone: '7700900999',
  surname: 'Nguyen',
  firstname: 'Linh',
  dialingcode: '+44',
  passwordhash: sha256Hex('first-pass'),
});

async function latestResetLink(to: string): Promise<{ id: string; code: string }> {
  const outbox = await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = outbox.body.messages as { body: string }[];
  const match = /\/resetpassword\/(\d+)\/([A-Za-z0-9_-]+)/.exec(messages[0]?.body ?? '');
  if (!match) throw new Error('no reset link in the outbox');
  return { id: match[1], code: match[2] };
}

describe('sign-up and sign-in', () => {
  it('signs up, is remembered, and can then sign in with the same password', async () => {
    const up = await call(t.app, 'POST', '/api/signUp', { body: newCustomer('linh@example.com') });
    expect(up.body).toMatchObject({
      Code: 1,
      email: 'linh@example.com',
      firstname: 'Linh',
      surname: 'Nguyen',
      phone: '7700900999',
      dialingcode: '+44',
    });
    expect(up.body.custid).toBe(up.body.Id);
    const cookie = up.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.expires).toBeInstanceOf(Date);
    const profile = await call(t.app, 'GET', '/api/profile', { cookie: cookie?.value });
    expect(profile.body).toMatchObject({ code: 1, email: 'linh@example.com' });

    const inAgain = await signIn(t.app, 'LINH@example.com', 'first-pass');
    expect(inAgain.reply.body).toMatchObject({ Code: 1, custid: up.body.custid });
  });

  it('refuses a second account for the same e-mail in any letter case with a clear message', async () => {
    const again = await call(t.app, 'POST', '/api/signUp', { body: newCustomer('Linh@Example.com') });
    expect(again.body.Code).toBe(2);
    expect(again.body.Message).toMatch(/already exists/);
  });

  it('re-hashes a password stored at a lower cost (the demo accounts) at the full cost on sign-in', async () => {
    const storedHash = async () =>
      (
        await t.db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE email = $1', [
          DEMO_EMAILS.booker,
        ])
      ).rows[0].password_hash;
    expect(await storedHash()).toMatch(/^scrypt\$N=1024,/);
    expect((await signIn(t.app, DEMO_EMAILS.booker, DEMO_PASSWORD)).reply.body.Code).toBe(1);
    expect(await storedHash()).toMatch(new RegExp(`^scrypt\\$N=${CURRENT_COST.N},`));
    expect((await signIn(t.app, DEMO_EMAILS.booker, DEMO_PASSWORD)).reply.body.Code).toBe(1);
  });

  it('answers a wrong password and an unknown e-mail alike, without a session', async () => {
    const wrong = await signIn(t.app, DEMO_EMAILS.amelia, 'not-the-password');
    const unknown = await signIn(t.app, 'nobody@example.com', DEMO_PASSWORD);
    for (const attempt of [wrong, unknown]) {
      expect(attempt.reply.status).toBe(200);
      expect(attempt.reply.body).toEqual({ code: 2, Code: 2, message: SIGN_IN_FAILED, Message: SIGN_IN_FAILED });
      expect(attempt.cookie).toBe('');
    }
  });

  it('pauses sign-in for an e-mail after repeated wrong passwords, for 15 minutes', async () => {
    await call(t.app, 'POST', '/api/signUp', { body: newCustomer('guessed@example.com') });
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1) {
      expect((await signIn(t.app, 'guessed@example.com', `guess-${i}`)).reply.body.Message).toBe(SIGN_IN_FAILED);
    }
    const paused = await signIn(t.app, 'Guessed@example.com', 'first-pass');
    expect(paused.reply.status).toBe(429);
    expect(paused.reply.body).toEqual({ code: 0, message: TOO_MANY_ATTEMPTS });
    expect(paused.cookie).toBe('');
    const started = clock;
    clock = new Date(started.getTime() + 15 * 60_000);
    try {
      expect((await signIn(t.app, 'guessed@example.com', 'first-pass')).reply.body.Code).toBe(1);
    } finally {
      clock = started;
    }
  });

  it('gives a persistent HttpOnly SameSite=Strict cookie with remember me, and a browser-session cookie without', async () => {
    const remembered = await signIn(t.app, DEMO_EMAILS.amelia, DEMO_PASSWORD, true);
    const tabOnly = await signIn(t.app, DEMO_EMAILS.amelia, DEMO_PASSWORD, false);
    const cookieOf = (r: typeof remembered) => r.reply.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookieOf(remembered)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(cookieOf(remembered).expires!.getTime() - clock.getTime()).toBeGreaterThan(29 * 86_400_000);
    expect(cookieOf(tabOnly)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(cookieOf(tabOnly).expires).toBeUndefined();
    expect(cookieOf(tabOnly).maxAge).toBeUndefined();
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const session = await signIn(t.app, DEMO_EMAILS.ben, DEMO_PASSWORD, true);
    expect((await call(t.app, 'GET', '/api/profile', { cookie: session.cookie })).status).toBe(200);
    const out = await call(t.app, 'POST', '/api/signOut', { cookie: session.cookie });
    expect(out.body.code).toBe(1);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const after = await call(t.app, 'GET', `/api/addressbook?custid=${session.custid}`, { cookie: session.cookie });
    expect(after.status).toBe(401);
  });

  it.each([
    ['malformed JSON', '{"email": "a@b.co", ', 400],
    ['a passwordhash that is not a SHA-256', { email: 'a@b.co', passwordhash: 'secret' }, 400],
    ['a number for the e-mail', { email: 5, passwordhash: sha256Hex('x') }, 400],
    ['an e-mail over 255 characters', { email: `${'a'.repeat(250)}@b.com`, passwordhash: sha256Hex('x') }, 400],
    ['a string for rememberme', { email: 'a@b.co', passwordhash: sha256Hex('x'), rememberme: 'yes' }, 400],
  ])('sign-in with %s is a 4xx error', async (_name, body, status) => {
    const reply = await call(t.app, 'POST', '/api/signIn', { body });
    expect(reply.status).toBe(status);
    expect(reply.body.code).toBe(0);
    expect(reply.body.message).toEqual(expect.any(String));
  });

  it.each([
    ['a phone with a leading 0', { phone: '07700900999' }, 'phone is invalid'],
    ['a phone with spaces', { phone: '7700 900999' }, 'phone is invalid'],
    ['a blank first name', { firstname: '  ' }, 'firstname is invalid'],
    ['an oversized surname', { surname: 'x'.repeat(256) }, 'surname must be at most 255 characters long'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email is invalid'],
    ['a missing password hash', { passwordhash: undefined }, 'passwordhash is required'],
    ['a number for the phone', { phone: 7700900999 }, 'phone must be of type string'],
  ])('sign-up with %s is refused with a message', async (_name, change, message) => {
    const body = { ...newCustomer('x@example.com'), ...change };
    const reply = await call(t.app, 'POST', '/api/signUp', { body: JSON.parse(JSON.stringify(body)) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 0, message });
  });
});

describe('forgotten password', () => {
  it('answers the same for an unknown e-mail and writes no mail', async () => {
    const reply = await call(t.app, 'POST', '/api/resetpassword', { body: { email: 'ghost@example.com', source: 8 } });
    expect(reply.body).toEqual({ code: 1, message: RESET_SENT });
    const outbox = await call(t.app, 'GET', '/dev/outbox?to=ghost@example.com');
    expect(outbox.body.messages).toEqual([]);
  });

  it('mails a link that sets a new password once, and ends the old sessions', async () => {
    await call(t.app, 'POST', '/api/signUp', { body: newCustomer('reset@example.com') });
    const before = await signIn(t.app, 'reset@example.com', 'first-pass');
    expect(
      (await call(t.app, 'POST', '/api/resetpassword', { body: { email: 'reset@example.com', source: 8 } })).body.code,
    ).toBe(1);
    const { id, code } = await latestResetLink('reset@example.com');

    const wrongCode = await call(t.app, 'PUT', '/api/savepassword', {
      body: { id, code: `${code}x`, passwordhash: sha256Hex('second-pass') },
    });
    expect(wrongCode.body).toMatchObject({ code: 2, message: RESET_LINK_INVALID });

    const saved = await call(t.app, 'PUT', '/api/savepassword', {
      body: { id, code, passwordhash: sha256Hex('second-pass') },
    });
    expect(saved.body.code).toBe(1);
    expect((await signIn(t.app, 'reset@example.com', 'first-pass')).reply.body.Code).toBe(2);
    expect((await signIn(t.app, 'reset@example.com', 'second-pass')).reply.body.Code).toBe(1);
    expect((await call(t.app, 'GET', '/api/profile', { cookie: before.cookie })).status).toBe(401);

    const again = await call(t.app, 'PUT', '/api/savepassword', {
      body: { id, code, passwordhash: sha256Hex('third-pass') },
    });
    expect(again.body).toMatchObject({ code: 2, message: RESET_LINK_INVALID });
    expect((await signIn(t.app, 'reset@example.com', 'second-pass')).reply.body.Code).toBe(1);
  });

  it('refuses a link after an hour', async () => {
    await call(t.app, 'POST', '/api/resetpassword', { body: { email: 'reset@example.com', source: 8 } });
    const { id, code } = await latestResetLink('reset@example.com');
    const issued = clock;
    clock = new Date(issued.getTime() + 61 * 60_000);
    try {
      const late = await call(t.app, 'PUT', '/api/savepassword', {
        body: { id, code, passwordhash: sha256Hex('late-pass') },
      });
      expect(late.body).toMatchObject({ code: 2, message: RESET_LINK_INVALID });
    } finally {
      clock = issued;
    }
    expect((await signIn(t.app, 'reset@example.com', 'late-pass')).reply.body.Code).toBe(2);
  });

  it.each([
    ['no e-mail', { source: 8 }],
    ['a numeric e-mail', { email: 12 }],
    ['a negative id on savepassword', null],
  ])('rejects %s with 400', async (_name, body) => {
    const reply = body
      ? await call(t.app, 'POST', '/api/resetpassword', { body })
      : await call(t.app, 'PUT', '/api/savepassword', { body: { id: -1, code: 'abc', passwordhash: sha256Hex('x') } });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(0);
  });
});

describe('change password and profile', () => {
  it('changes the password only with the right old one', async () => {
    await call(t.app, 'POST', '/api/signUp', { body: newCustomer('change@example.com') });
    const me = await signIn(t.app, 'change@example.com', 'first-pass');
    const elsewhere = await signIn(t.app, 'change@example.com', 'first-pass');
    const body = (old: string, next: string) => ({
      custid: me.custid,
      oldpasswordhash: sha256Hex(old),
      passwordhash: sha256Hex(next),
    });
    const wrongOld = await call(t.app, 'PUT', '/api/changepassword', {
      cookie: me.cookie,
      body: body('guess', 'new-pass'),
    });
    expect(wrongOld.body).toMatchObject({ code: 2, message: OLD_PASSWORD_WRONG });
    const changed = await call(t.app, 'PUT', '/api/changepassword', {
      cookie: me.cookie,
      body: body('first-pass', 'new-pass'),
    });
    expect(changed.body.code).toBe(1);
    expect((await call(t.app, 'GET', '/api/profile', { cookie: me.cookie })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/profile', { cookie: elsewhere.cookie })).status).toBe(401);
    expect((await signIn(t.app, 'change@example.com', 'new-pass')).reply.body.Code).toBe(1);
    const noSession = await call(t.app, 'PUT', '/api/changepassword', { body: body('new-pass', 'x-pass') });
    expect(noSession.status).toBe(401);
    const missingOld = await call(t.app, 'PUT', '/api/changepassword', {
      cookie: me.cookie,
      body: { custid: me.custid, passwordhash: sha256Hex('x') },
    });
    expect(missingOld.body).toEqual({ code: 0, message: 'oldpasswordhash is required' });
  });

  it('updates the profile, strips the phone, and refuses an e-mail that another account uses', async () => {
    await call(t.app, 'POST', '/api/signUp', { body: newCustomer('profile@example.com') });
    const me = await signIn(t.app, 'profile@example.com', 'first-pass');
    const update = {
      custid: me.custid,
      email: 'profile2@example.com',
      phone: '7700900111',
      surname: 'Tran',
      firstname: 'Mai',
      dialingcode: '+33',
      smsmailinglist: true,
      emailmailinglist: false,
    };
    const saved = await call(t.app, 'PUT', '/api/updateprofile', { cookie: me.cookie, body: update });
    expect(saved.body).toMatchObject({
      code: 1,
      email: 'profile2@example.com',
      surname: 'Tran',
      dialingcode: '+33',
      smsmailinglist: true,
    });
    const taken = await call(t.app, 'PUT', '/api/updateprofile', {
      cookie: me.cookie,
      body: { ...update, email: DEMO_EMAILS.ben },
    });
    expect(taken.body.code).toBe(2);
    expect((await call(t.app, 'GET', '/api/profile', { cookie: me.cookie })).body.email).toBe('profile2@example.com');
    const badType = await call(t.app, 'PUT', '/api/updateprofile', {
      cookie: me.cookie,
      body: { ...update, smsmailinglist: 'yes' },
    });
    expect(badType.body).toEqual({ code: 0, message: 'smsmailinglist must be of type boolean' });
  });
});

describe('the outbox for developers', () => {
  it('is not served when the app is built with devOutbox off, as in production', async () => {
    const { buildApp } = await import('../app');
    const closed = await buildApp({ db: t.db, devOutbox: false });
    try {
      expect((await closed.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('is not served when NODE_ENV is production, whatever the option', async () => {
    const { buildApp } = await import('../app');
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const prod = await buildApp({ db: t.db, devOutbox: true });
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      await prod.close();
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe('every account call refuses a broken body with the error shape', () => {
  const bodyCalls = [
    ['POST', '/api/signIn'],
    ['POST', '/api/signUp'],
    ['POST', '/api/resetpassword'],
    ['PUT', '/api/savepassword'],
    ['PUT', '/api/changepassword'],
    ['PUT', '/api/updateprofile'],
    ['POST', '/api/addressbook'],
    ['PUT', '/api/addressbook'],
    ['POST', '/api/cancelbooking'],
  ] as const;

  it.each(bodyCalls)('%s %s: malformed JSON, an array, plain text and an oversized body', async (method, url) => {
    const broken = await call(t.app, method, url, { body: '{"email": ' });
    expect([broken.status, broken.body]).toEqual([400, { code: 0, message: 'The request body is not valid JSON.' }]);
    const array = await call(t.app, method, url, { body: [] });
    expect(array.status).toBe(400);
    expect(array.body.code).toBe(0);
    const text = await t.app.inject({ method, url, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect([text.statusCode, text.json()]).toEqual([
      415,
      { code: 0, message: 'Unsupported content type; send application/json.' },
    ]);
    const huge = await call(t.app, method, url, { body: { email: 'x'.repeat(1_100_000) } });
    expect([huge.status, huge.body]).toEqual([413, { code: 0, message: 'The request body is too large.' }]);
  });
});
