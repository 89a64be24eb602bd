/** Issue 10: rate limits, the sign-in lockout, throttled reset mails and superseded reset links. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../lib/testing';
import { RESET_LINK_INVALID, SIGN_IN_FAILED, TOO_MANY_ATTEMPTS, MAX_FAILED_SIGN_INS } from '../routes/account';
import { sha256Hex } from '../routes/accountTestHelpers';
import { SESSION_COOKIE } from '../lib/session';
import { ACCOUNT_FAILURES_BEFORE_SLOWDOWN } from '../stores/signInAttempts';
import { DEVICE_COOKIE } from '../domain/trustedDevices';

let t: TestApp;
beforeAll(async () => {
  // The operator's limits, not the test runs' raised ones (RATE_LIMIT_FACTOR in vitest.config.ts).
  t = await createTestApp({ guards: { rateLimitFactor: 1 } });
});
afterAll(() => t.close());

let nextClient = 1;
/** A new client address for each call of this, so one test's counts never meet another's. */
const newClient = () => `198.51.100.${nextClient++}`;

async function send(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  from: string,
  cookie?: string,
  device?: string,
) {
  const cookies = [cookie && `${SESSION_COOKIE}=${cookie}`, device && `${DEVICE_COOKIE}=${device}`].filter(Boolean);
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...(cookies.length ? { cookie: cookies.join('; ') } : {}) },
    payload: JSON.stringify(body),
  });
  const set = response.cookies as { name: string; value: string }[];
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    body: response.json() as { code?: number; Code?: number; message?: string; Message?: string },
    cookie: set.find((c) => c.name === SESSION_COOKIE)?.value,
    device: set.find((c) => c.name === DEVICE_COOKIE)?.value,
  };
}

/** A sign-in from an address, from a browser that holds `device` (its trusted-device cookie) when given. */
const signIn = (email: string, password: string, from: string, device?: string) =>
  send('POST', '/api/signIn', { email, passwordhash: sha256Hex(password) }, from, undefined, device);

async function signUp(email: string) {
  const reply = await send(
    'POST',
    '/api/signUp',
    {
      email,
      phone: '7700900123',
      surname: 'Owner',
      firstname: 'Olive',
      dialingcode: '+44',
      passwordhash: sha256Hex('right-pass'),
    },
    newClient(),
  );
  expect(reply.body.Code).toBe(1);
}

const expectRateLimited = (reply: Awaited<ReturnType<typeof send>>) => {
  expect(reply.status).toBe(429);
  expect(Number(reply.retryAfter)).toBeGreaterThan(0);
  expect(reply.body).toEqual({ code: 0, message: expect.stringMatching(/^Too many attempts/) });
};

describe('sign-in', () => {
  // Scrypt on a shared machine: without the guard, 200 checks take far longer than the default 30 s.
  it(
    'lets no more than the limit of concurrent wrong guesses reach the password check',
    { timeout: 120_000 },
    async () => {
      await signUp('concurrent@example.com');
      const from = newClient();
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) => signIn('concurrent@example.com', `guess-${i}`, from)),
      );
      const checked = replies.filter((r) => r.body.Message === SIGN_IN_FAILED);
      expect(checked.length).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
      for (const reply of replies.filter((r) => r.body.Message !== SIGN_IN_FAILED)) expect(reply.status).toBe(429);
      // That client stays refused, even with the right password, and is told when to come back.
      const paused = await signIn('concurrent@example.com', 'right-pass', from);
      expect(paused.status).toBe(429);
      expect(paused.cookie).toBeUndefined();
    },
  );

  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    await signUp('owner@example.com');
    const stranger = newClient();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1) {
      expect((await signIn('owner@example.com', `guess-${i}`, stranger)).body.Message).toBe(SIGN_IN_FAILED);
    }
    const strangerAgain = await signIn('Owner@example.com', 'right-pass', stranger);
    expect(strangerAgain.status).toBe(429);
    expect(strangerAgain.body).toEqual({ code: 0, message: TOO_MANY_ATTEMPTS });
    expect(Number(strangerAgain.retryAfter)).toBeGreaterThan(0);
    const owner = await signIn('owner@example.com', 'right-pass', newClient());
    expect(owner.body.Code).toBe(1);
    expect(owner.cookie).toBeTruthy();
  });

  it(
    "lets the owner in from their office's shared address after a stranger's failures there",
    { timeout: 120_000 },
    async () => {
      await signUp('office@example.com');
      const office = newClient();
      const owner = await signIn('office@example.com', 'right-pass', office);
      expect(owner.device).toBeTruthy();
      for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1) {
        expect((await signIn('office@example.com', `guess-${i}`, office)).body.Message).toBe(SIGN_IN_FAILED);
      }
      // The stranger's browser, at the same address, is refused; the owner's browser is not.
      expect((await signIn('office@example.com', 'right-pass', office)).status).toBe(429);
      expect((await signIn('office@example.com', 'right-pass', office, owner.device)).body.Code).toBe(1);
      // The proof is the account's own: it trusts no other account, and a forged one is worth nothing.
      await signUp('colleague@example.com');
      for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1) await signIn('colleague@example.com', `guess-${i}`, office);
      expect((await signIn('colleague@example.com', 'right-pass', office, owner.device)).status).toBe(429);
      const forged = `${owner.device!.slice(0, 23)}${'A'.repeat(43)}`;
      expect((await signIn('office@example.com', 'right-pass', office, forged)).status).toBe(429);
    },
  );

  it(
    'stops a guessing attack spread over many addresses, while the owner signs in from their own browser',
    { timeout: 120_000 },
    async () => {
      await signUp('spread@example.com');
      const owner = await signIn('spread@example.com', 'right-pass', newClient());
      const attackers = Array.from({ length: ACCOUNT_FAILURES_BEFORE_SLOWDOWN / MAX_FAILED_SIGN_INS }, newClient);
      for (const attacker of attackers) {
        await Promise.all(
          Array.from({ length: MAX_FAILED_SIGN_INS }, (_, i) => signIn('spread@example.com', `guess-${i}`, attacker)),
        );
      }
      // Each new address gets no guess at all (it used to get one, so an attack grew with its addresses).
      for (let i = 0; i < 5; i += 1) {
        const fresh = await signIn('spread@example.com', `guess-x${i}`, newClient());
        expect(fresh.status).toBe(429);
        expect(fresh.body).toEqual({ code: 0, message: TOO_MANY_ATTEMPTS });
      }
      expect((await signIn('spread@example.com', 'right-pass', newClient(), owner.device)).body.Code).toBe(1);
    },
  );

  it('limits how often one address may try to sign in at all', async () => {
    const from = newClient();
    // One unknown e-mail: after ten decoy checks the lockout answers cheaply, and the rate limit counts every call.
    const replies = await Promise.all(
      Array.from({ length: 61 }, (_, i) => signIn('nobody@example.com', `guess-${i}`, from)),
    );
    const limited = replies.filter((r) => r.body.message?.startsWith('Too many attempts'));
    expect(limited).toHaveLength(1);
    expectRateLimited(limited[0]);
    expect((await signIn('nobody@example.com', 'whatever', newClient())).body.Message).toBe(SIGN_IN_FAILED);
  });
});

async function resetLinks(email: string): Promise<{ id: string; code: string }[]> {
  const outbox = await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  return (outbox.json() as { messages: { body: string }[] }).messages.map((m) => {
    const match = /\/resetpassword\/(\d+)\/([A-Za-z0-9_-]+)/.exec(m.body)!;
    return { id: match[1], code: match[2] };
  });
}

describe('password reset', () => {
  it('sends at most three reset mails to one e-mail in 15 minutes, however many addresses ask', async () => {
    await signUp('flooded@example.com');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('POST', '/api/resetpassword', { email: 'flooded@example.com', source: 8 }, newClient()),
      ),
    );
    expect(await resetLinks('flooded@example.com')).toHaveLength(3);
    expect(replies.filter((r) => r.body.code === 1)).toHaveLength(3);
    for (const reply of replies.filter((r) => r.body.code !== 1)) expectRateLimited(reply);
    // The answer is the same for an e-mail with no account: the limit tells nothing about who has one.
    const ghost = await Promise.all(
      Array.from({ length: 4 }, () =>
        send('POST', '/api/resetpassword', { email: 'ghost@example.com', source: 8 }, newClient()),
      ),
    );
    // Three of the four, whichever the server counted first.
    expect(ghost.map((r) => r.status).sort()).toEqual([200, 200, 200, 429]);
  });

  it('limits reset mails and new-password saves per address', async () => {
    const from = newClient();
    const asks = [];
    for (let i = 0; i < 11; i += 1) {
      asks.push(await send('POST', '/api/resetpassword', { email: `someone-${i}@example.com`, source: 8 }, from));
    }
    expect(asks.slice(0, 10).every((r) => r.status === 200)).toBe(true);
    expectRateLimited(asks[10]);
    const saves = [];
    for (let i = 0; i < 11; i += 1) {
      saves.push(
        await send('PUT', '/api/savepassword', { id: i + 1, code: 'guess', passwordhash: sha256Hex('x') }, from),
      );
    }
    expect(saves.slice(0, 10).every((r) => r.body.message === RESET_LINK_INVALID)).toBe(true);
    expectRateLimited(saves[10]);
  });

  it('kills an older reset link once a newer one is issued', async () => {
    await signUp('twolinks@example.com');
    const ask = () => send('POST', '/api/resetpassword', { email: 'twolinks@example.com', source: 8 }, newClient());
    await ask();
    await ask();
    const [newer, older] = await resetLinks('twolinks@example.com');
    const save = (link: { id: string; code: string }, password: string) =>
      send('PUT', '/api/savepassword', { ...link, passwordhash: sha256Hex(password) }, newClient());
    expect((await save(older, 'older-pass')).body).toMatchObject({ code: 2, message: RESET_LINK_INVALID });
    expect((await save(newer, 'newer-pass')).body.code).toBe(1);
    expect((await signIn('twolinks@example.com', 'newer-pass', newClient())).body.Code).toBe(1);
  });
});

describe('promo checks', () => {
  it('are limited per address', async () => {
    const from = newClient();
    const replies = await Promise.all(
      Array.from({ length: 61 }, () => send('POST', '/api/promocode', { price: 50, promocode: 'GUESS' }, from)),
    );
    expect(replies.filter((r) => r.status === 429)).toHaveLength(1);
    expectRateLimited(replies.find((r) => r.status === 429)!);
    expect((await send('POST', '/api/promocode', { price: 50, promocode: 'GUESS' }, newClient())).status).toBe(200);
  });
});
