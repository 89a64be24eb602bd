/**
 * The operator's own wording from the console (issue 34, item 4): the languages and message overrides a save
 * publishes are checked by the very check the operator file is loaded with (src/i18n/messageOverrides.ts), each
 * refusal naming the override's path so the console shows it beside its field.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { createTestApp, type TestApp } from '../lib/testing';
import { SESSION_COOKIE } from '../lib/session';
import { DEMO_OPERATOR_EMAIL } from '../seed/demoAccounts';
import { DEMO_PASSWORD } from '../seed/customers';
import { signIn } from './accountTestHelpers';

type Doc = { configuration: Record<string, unknown>; messages?: unknown };

let t: TestApp;
let dir: string;
let seed: Doc;
let cookie: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'operator-messages-'));
  const file = path.join(dir, 'operator.json');
  seed = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')) as Doc;
  await writeFile(file, JSON.stringify(seed));
  t = await createTestApp({ operatorConfigPath: file });
  cookie = (await signIn(t.app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD)).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function inject(method: 'GET' | 'PUT', url: string, body?: unknown, ifMatch?: number) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      cookie: `${SESSION_COOKIE}=${cookie}`,
      ...(ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const version = async () => (await inject('GET', '/api/operator/document')).body.version as number;

async function publish(document: Doc) {
  return inject('PUT', '/api/operator/document', { document }, await version());
}

const withFrench = (messages: unknown): Doc => ({
  ...seed,
  configuration: { ...seed.configuration, languages: ['en-GB', 'fr'] },
  messages,
});

describe('publishing message overrides from the console', () => {
  it.each([
    [
      'a message that does not parse',
      { fr: { 'common.menu.whyUs': 'Nos {atouts' } },
      'messages.fr.common.menu.whyUs',
      'messages.fr.common.menu.whyUs is not a valid message (check its braces)',
    ],
    [
      'an id no catalog has',
      { fr: { 'common.menu.nothing': 'Rien' } },
      'messages.fr.common.menu.nothing',
      'messages.fr.common.menu.nothing: no such message',
    ],
    [
      'a placeholder the message does not have',
      { fr: { 'common.footer.callUsOn': 'Appelez le {numero}' } },
      'messages.fr.common.footer.callUsOn',
      'messages.fr.common.footer.callUsOn must use the placeholders {phone}',
    ],
    [
      'a language the app does not speak',
      { xx: { 'common.menu.whyUs': 'Why' } },
      'messages.xx',
      'messages.xx: the language must be one of en-GB, fr, de, es, it, pl, ar',
    ],
  ])('refuses %s with 400, the error shape and the override’s path', async (_what, messages, where, message) => {
    const before = await version();
    const reply = await publish(withFrench(messages));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 0, message, issues: [{ path: where, message }] });
    expect(await version()).toBe(before);
  });

  it('refuses a language list naming a language the app does not speak', async () => {
    const reply = await publish({ ...seed, configuration: { ...seed.configuration, languages: ['en-GB', 'xx'] } });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([
      {
        path: 'configuration.languages',
        message: 'configuration.languages must list one or more of en-GB, fr, de, es, it, pl, ar',
      },
    ]);
  });

  it('publishes French with an override that customers then read in French only', async () => {
    const reply = await publish(withFrench({ fr: { 'common.footer.callUsOn': 'Réservez au {phone}' } }));
    expect(reply.status).toBe(200);
    // A published version reaches the live configuration within half a second (the operator file rule's recheck).
    await new Promise((resolve) => setTimeout(resolve, 600));
    const french = await t.app.inject({ url: '/i18n/fr/common.json' });
    expect(JSON.stringify(french.json<Record<string, unknown>>()['common.footer.callUsOn'])).toContain('Réservez au ');
    const english = await t.app.inject({ url: '/i18n/en-GB/common.json' });
    expect(JSON.stringify(english.json<Record<string, unknown>>()['common.footer.callUsOn'])).toContain('Call us on ');
    const configuration = (await t.app.inject({ url: '/api/configuration' })).json<Record<string, unknown>>();
    expect(configuration.languages).toEqual(['en-GB', 'fr']);
  });
});

describe('the message editor’s words', () => {
  it('answers the source’s and a language’s messages as written (ICU text), to operators only', async () => {
    const reply = await inject('GET', '/api/operator/messages/pl');
    expect(reply.status).toBe(200);
    const { source, translation } = reply.body as {
      source: Record<string, string>;
      translation: Record<string, string>;
    };
    expect(source['common.footer.callUsOn']).toBe('Call us on {phone}');
    expect(translation['common.menu.whyUs']).toEqual(expect.any(String));
    expect(Object.keys(translation).every((id) => id in source)).toBe(true);
    expect(source['tracking.countdown.minutes']).toMatch(/plural/);

    expect((await inject('GET', '/api/operator/messages/xx')).status).toBe(404);
    const anonymous = await t.app.inject({ url: '/api/operator/messages/fr' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 0, message: expect.any(String) });
  });
});
