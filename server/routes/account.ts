import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  setCustomerLanguage,
  updateProfile,
  wireProfile,
  type CustomerRow,
  type ProfileFields,
} from '../stores/accounts';
import type { WireProfile } from '../../src/api/wire/account';
import { beginSignInAttempt, failSignInAttempt, succeedSignInAttempt } from '../stores/signInAttempts';
import { DEVICE_COOKIE, DEVICE_TRUST_DAYS, deviceCookieValue, trustedDeviceKey } from '../domain/trustedDevices';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { bookerAccount } from '../domain/bookerAccounts';
import { refuseTooMany, type LimitCheck } from '../guards/rateLimits';
import { ClientError } from '../lib/errors';
import { objectSchema, optionalId, source } from '../lib/schemas';
import { endOtherSessions, endSession, issueSession, requireOwnIds } from '../lib/session';
import { bodyId, dialingCode, email, name, passwordHash, phone } from './accountSchemas';
import type { Mailer } from '../gateways/mail';
import { appBaseUrl } from '../stores/licences';
import { enabledLocales, isLocale, LOCALE_CODES, type Locale } from '../../src/api/wire/locales';
import { passwordResetMail } from '../domain/accountMail';
import { accountLanguage } from '../domain/mailLanguage';
import { mailTranslator } from '../services/mailTranslator';
import { pageLocale } from './spa';

export const SIGN_IN_FAILED = 'The email address or password is incorrect.';
export const RESET_SENT = 'A password reset link has been sent to your email';
export const RESET_LINK_INVALID =
  'This password reset link has expired or has already been used. Please ask for a new one.';
export const PASSWORD_SAVED = 'Your password has been changed.';
export const OLD_PASSWORD_WRONG = 'The current password is incorrect.';
export const PROFILE_SAVED = 'Your profile has been updated.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes or reset your password.';
export { MAX_FAILED_SIGN_INS } from '../stores/signInAttempts';

/** The profile language rule: the customer's own language, else the one the request's page speaks (the language rule). */
function languageFor(request: FastifyRequest, customer: CustomerRow, languages: unknown): Locale {
  return accountLanguage(customer.language, pageLocale(request, enabledLocales(languages)).locale, languages);
}

/** Code 2: the client shows the server's message (the response codes rule, rules: response-codes). */
const refusal = (message: string) => ({ code: 2, Code: 2, message, Message: message });

interface Deps {
  db: Db;
  now: () => Date;
  operatorConfig: OperatorConfigStore;
  mailer: Mailer;
  /** Reset mails per e-mail (server/guards/rateLimits.ts); absent, none are limited. */
  resetMailLimit?: LimitCheck;
}

const profileProperties = { email, phone, surname: name, firstname: name, dialingcode: dialingCode };

function profileFields(body: ProfileFields): ProfileFields {
  return { ...body, dialingcode: body.dialingcode || '+44' };
}

/** Where the app runs, for links in e-mails: the demo licence's base URL, kept current by start-up. Never the Host header, which a caller controls. */
const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Marks this browser as one that knows the account's password (server/domain/trustedDevices.ts). */
function trustDevice(reply: FastifyReply, request: FastifyRequest, email: string, passwordHash: string) {
  reply.setCookie(DEVICE_COOKIE, deviceCookieValue(email, passwordHash), {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
    maxAge: DEVICE_TRUST_DAYS * 86_400,
  });
}

/** The account calls rule (rules: call-account) account calls, plus signOut. */
export function registerAccountRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, now } = deps;

  /** The profile of the customer profile rule (rules: customer-profile), and for a booker whose account requires a cost centre, that rule, so the form asks first. */
  async function profileAnswer(customer: CustomerRow): Promise<WireProfile> {
    const profile = wireProfile(customer);
    if (profile.bookerid === undefined) return profile;
    const terms = (await deps.operatorConfig.get()).bookers;
    return bookerAccount(terms, Number(profile.bookerid))?.costCentreRequired
      ? { ...profile, costcentrerequired: true }
      : profile;
  }

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
      // Counted before the slow password check, so concurrent guesses cannot all slip through (docs/security.md).
      // One read of the account serves the device proof and the password check.
      const account = await customerByEmail(db, body.email);
      const deviceKey = trustedDeviceKey(body.email, account?.password_hash, request.cookies[DEVICE_COOKIE]);
      const client = deviceKey ? { key: deviceKey, trusted: true } : { key: request.ip, trusted: false };
      const attempt = await beginSignInAttempt(db, body.email, client, now());
      if (!attempt.allowed) {
        return refuseTooMany(reply, attempt.retryAfterSeconds, TOO_MANY_ATTEMPTS);
      }
      const customer = await authenticate(db, account, body.passwordhash);
      if (!customer) {
        await failSignInAttempt(db, attempt.id);
        return refusal(SIGN_IN_FAILED);
      }
      await succeedSignInAttempt(db, body.email, client.key);
      trustDevice(reply, request, body.email, customer.password_hash);
      await issueSession(db, reply, Number(customer.id), {
        remember: body.rememberme === true,
        now: now(),
        secure: isHttps(request),
      });
      return { Code: 1, code: 1, Message: '', message: '', ...(await profileAnswer(customer)) };
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
        // The sign-in rule (rules: sign-in): sign-up always remembers the customer.
        await issueSession(db, reply, Number(customer.id), { remember: true, now: now(), secure: isHttps(request) });
        return { Code: 1, code: 1, Message: '', message: '', ...(await profileAnswer(customer)) };
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
    async (request, reply) => {
      const { body } = request;
      await requireOwnIds(db, request, now(), { custid: body.custid });
      // Counted for any e-mail, known or not, so the limit tells nothing about who has an account.
      const wait = await deps.resetMailLimit?.(request, body.email);
      if (wait) return refuseTooMany(reply, wait);
      const customer = await customerByEmail(db, body.email);
      // The same answer whether or not the e-mail has an account, so this call cannot probe for customers.
      if (customer) {
        const at = now();
        const { id, code } = await createPasswordReset(db, Number(customer.id), at);
        const { configuration } = await deps.operatorConfig.get();
        const link = `${await appBaseUrl(db)}/resetpassword/${id}/${code}`;
        await deps.mailer.send(
          db,
          {
            recipient: customer.email,
            ...passwordResetMail(mailTranslator(languageFor(request, customer, configuration.languages)), {
              company: configuration.company,
              firstname: customer.firstname,
              link,
            }),
          },
          at,
        );
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
    async (request, reply) => {
      const { body } = request;
      const saved = await resetPassword(db, Number(body.id), body.code, body.passwordhash, now());
      if (!saved) return refusal(RESET_LINK_INVALID);
      // Whoever set the new password from the mailed link is the owner: their browser may sign in during an attack.
      const customer = await customerById(db, Number(body.id));
      if (customer) trustDevice(reply, request, customer.email, customer.password_hash);
      return { code: 1, message: PASSWORD_SAVED };
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
        return { code: 1, message: PROFILE_SAVED, ...(await profileAnswer(customer)) };
      } catch (error) {
        if (error instanceof EmailTakenError) return refusal(error.message);
        throw error;
      }
    },
  );

  /**
   * The profile language rule (issue 34; not in the spec, whose updateprofile needs every contact field): the language
   * a signed-in customer chose in the switcher, kept so their next sign-in and their account mails follow it.
   */
  api.put<{ Body: { custid: number | string; language: string } }>(
    '/updatelanguage',
    {
      schema: {
        body: objectSchema({ custid: bodyId, language: { type: 'string', enum: [...LOCALE_CODES] } }, [
          'custid',
          'language',
        ]),
      },
    },
    async (request) => {
      const { body } = request;
      const session = await requireOwnIds(db, request, now(), { custid: body.custid });
      if (!session) throw new ClientError(401, 'Please sign in again.');
      // The schema admits only known languages; the check narrows the type.
      if (!isLocale(body.language)) throw new ClientError(400, 'language is not a known language');
      await setCustomerLanguage(db, session.customerId, body.language);
      return { code: 1, message: '' };
    },
  );

  /** The signed-in customer's profile, so a reloaded page can confirm its session (not in the spec). */
  api.get('/profile', async (request) => {
    const session = await requireOwnIds(db, request, now(), {});
    const customer = session && (await customerById(db, session.customerId));
    if (!customer) throw new ClientError(401, 'Please sign in again.');
    return { code: 1, message: '', ...(await profileAnswer(customer)) };
  });
}
