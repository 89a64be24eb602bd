import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import {
  authenticate,
  changePassword,
  createCustomer,
  createPasswordReset,
  customerByEmail,
  customerById,
  EmailTakenError,
  resetPassword,
  updateProfile,
  wireProfile,
  type ProfileFields,
} from '../domain/accounts';
import { appBaseUrl, writeOutbox } from '../domain/outbox';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { ClientError } from '../lib/errors';
import { objectSchema, optionalId, source } from '../lib/schemas';
import { endOtherSessions, endSession, issueSession, requireOwnIds } from '../lib/session';
import { bodyId, dialingCode, email, name, passwordHash, phone } from './accountSchemas';

export const SIGN_IN_FAILED = 'The email address or password is incorrect.';
export const RESET_SENT = 'A password reset link has been sent to your email';
export const RESET_LINK_INVALID =
  'This password reset link has expired or has already been used. Please ask for a new one.';
export const PASSWORD_SAVED = 'Your password has been changed.';
export const OLD_PASSWORD_WRONG = 'The current password is incorrect.';
export const PROFILE_SAVED = 'Your profile has been updated.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes or reset your password.';
/** Wrong passwords allowed per e-mail in a window before sign-in pauses for that e-mail. */
export const MAX_FAILED_SIGN_INS = 10;
const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Counts wrong passwords per e-mail in memory (one process serves the reference API), to slow online guessing. */
function signInThrottle(now: () => Date) {
  const failures = new Map<string, { count: number; since: number }>();
  const key = (email: string) => email.trim().toLowerCase();
  const current = (email: string) => {
    const entry = failures.get(key(email));
    if (entry && now().getTime() - entry.since >= FAILED_SIGN_IN_WINDOW_MS) failures.delete(key(email));
    return failures.get(key(email));
  };
  return {
    blocked: (email: string) => (current(email)?.count ?? 0) >= MAX_FAILED_SIGN_INS,
    failed(email: string) {
      const entry = current(email) ?? { count: 0, since: now().getTime() };
      failures.set(key(email), { ...entry, count: entry.count + 1 });
      // Forget the oldest e-mails rather than grow without bound under a spray of addresses.
      if (failures.size > 10_000) failures.delete(failures.keys().next().value as string);
    },
    succeeded: (email: string) => failures.delete(key(email)),
  };
}

/** Code 2: the client shows the server's message (spec 8.1). */
const refusal = (message: string) => ({ code: 2, Code: 2, message, Message: message });

interface Deps {
  db: Db;
  now: () => Date;
  operatorConfig: OperatorConfigStore;
}

const profileProperties = { email, phone, surname: name, firstname: name, dialingcode: dialingCode };

function profileFields(body: ProfileFields): ProfileFields {
  return { ...body, dialingcode: body.dialingcode || '+44' };
}

/** Where the app runs, for links in e-mails: the demo licence's base URL, kept current by start-up. Never the Host header, which a caller controls. */
const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Spec 7.4 account calls, plus signOut. */
export function registerAccountRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, now } = deps;
  const throttle = signInThrottle(now);

  api.post<{ Body: { email: string; passwordhash: string; rememberme?: boolean } }>(
    '/signIn',
    {
      schema: {
        body: objectSchema(
          { email: { type: 'string', maxLength: 255 }, passwordhash: passwordHash, rememberme: { type: 'boolean' } },
          ['email', 'passwordhash'],
        ),
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (throttle.blocked(body.email)) return refusal(TOO_MANY_ATTEMPTS);
      const customer = await authenticate(db, body.email, body.passwordhash);
      if (!customer) {
        throttle.failed(body.email);
        return refusal(SIGN_IN_FAILED);
      }
      throttle.succeeded(body.email);
      await issueSession(db, reply, Number(customer.id), {
        remember: body.rememberme === true,
        now: now(),
        secure: isHttps(request),
      });
      return { Code: 1, code: 1, Message: '', message: '', ...wireProfile(customer) };
    },
  );

  api.post<{ Body: ProfileFields & { passwordhash: string } }>(
    '/signUp',
    {
      schema: {
        body: objectSchema({ ...profileProperties, passwordhash: passwordHash }, [
          'email',
          'phone',
          'surname',
          'firstname',
          'passwordhash',
        ]),
      },
    },
    async (request, reply) => {
      const { body } = request;
      try {
        const customer = await createCustomer(db, { ...profileFields(body), clientHash: body.passwordhash });
        // Spec 4.7: sign-up always remembers the customer.
        await issueSession(db, reply, Number(customer.id), { remember: true, now: now(), secure: isHttps(request) });
        return { Code: 1, code: 1, Message: '', message: '', ...wireProfile(customer) };
      } catch (error) {
        if (error instanceof EmailTakenError) return refusal(error.message);
        throw error;
      }
    },
  );

  api.post('/signOut', async (request, reply) => {
    await endSession(db, request, reply);
    return { code: 1, message: '' };
  });

  api.post<{ Body: { custid?: number | string | null; email: string; source?: number } }>(
    '/resetpassword',
    {
      schema: {
        body: objectSchema({ custid: optionalId, email: { type: 'string', maxLength: 255 }, source }, ['email']),
      },
    },
    async (request) => {
      const { body } = request;
      await requireOwnIds(db, request, now(), { custid: body.custid });
      const customer = await customerByEmail(db, body.email);
      // The same answer whether or not the e-mail has an account, so this call cannot probe for customers.
      if (customer) {
        const at = now();
        const { id, code } = await createPasswordReset(db, Number(customer.id), at);
        const { configuration } = await deps.operatorConfig.get();
        const link = `${await appBaseUrl(db)}/resetpassword/${id}/${code}`;
        await writeOutbox(db, {
          kind: 'password-reset',
          recipient: customer.email,
          subject: `Reset your ${configuration.company} password`,
          body:
            `Hello ${customer.firstname},\n\nTo choose a new password, open this link within the next hour:\n${link}\n\n` +
            'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
          now: at,
        });
      }
      return { code: 1, message: RESET_SENT };
    },
  );

  api.put<{ Body: { id: number | string; code: string; passwordhash: string } }>(
    '/savepassword',
    {
      schema: {
        body: objectSchema(
          { id: bodyId, code: { type: 'string', minLength: 1, maxLength: 100 }, passwordhash: passwordHash },
          ['id', 'code', 'passwordhash'],
        ),
      },
    },
    async (request) => {
      const { body } = request;
      const saved = await resetPassword(db, Number(body.id), body.code, body.passwordhash, now());
      return saved ? { code: 1, message: PASSWORD_SAVED } : refusal(RESET_LINK_INVALID);
    },
  );

  api.put<{ Body: { custid: number | string; passwordhash: string; oldpasswordhash: string } }>(
    '/changepassword',
    {
      schema: {
        body: objectSchema({ custid: bodyId, passwordhash: passwordHash, oldpasswordhash: passwordHash }, [
          'custid',
          'passwordhash',
          'oldpasswordhash',
        ]),
      },
    },
    async (request) => {
      const { body } = request;
      const session = await requireOwnIds(db, request, now(), { custid: body.custid });
      if (!session) throw new ClientError(401, 'Please sign in again.');
      const changed = await changePassword(db, session.customerId, body.oldpasswordhash, body.passwordhash);
      if (!changed) return refusal(OLD_PASSWORD_WRONG);
      // Whoever signed in elsewhere with the old password is signed out; this browser stays signed in.
      await endOtherSessions(db, request, session.customerId);
      return { code: 1, message: PASSWORD_SAVED };
    },
  );

  api.put<{ Body: ProfileFields & { custid: number | string } }>(
    '/updateprofile',
    {
      schema: {
        body: objectSchema(
          {
            custid: bodyId,
            ...profileProperties,
            smsmailinglist: { type: 'boolean' },
            emailmailinglist: { type: 'boolean' },
          },
          ['custid', 'email', 'phone', 'surname', 'firstname'],
        ),
      },
    },
    async (request) => {
      const { body } = request;
      const session = await requireOwnIds(db, request, now(), { custid: body.custid });
      if (!session) throw new ClientError(401, 'Please sign in again.');
      try {
        const customer = await updateProfile(db, session.customerId, profileFields(body));
        return { code: 1, message: PROFILE_SAVED, ...wireProfile(customer) };
      } catch (error) {
        if (error instanceof EmailTakenError) return refusal(error.message);
        throw error;
      }
    },
  );

  /** The signed-in customer's profile, so a reloaded page can confirm its session (not in the spec). */
  api.get('/profile', async (request) => {
    const session = await requireOwnIds(db, request, now(), {});
    const customer = session && (await customerById(db, session.customerId));
    if (!customer) throw new ClientError(401, 'Please sign in again.');
    return { code: 1, message: '', ...wireProfile(customer) };
  });
}
