/** The operator console's API (issue 31): roles, versions, conflicts, invalid documents, rollback and the audit log. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_OPERATOR_CONFIG } from '../app';
import { createTestApp, type TestApp } from '../lib/testing';
import { SESSION_COOKIE } from '../lib/session';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/customers';
import { DEMO_OPERATOR_EMAIL } from '../seed/demoAccounts';
import { signIn } from './accountTestHelpers';

type Doc = { configuration: Record<string, unknown> & { brand: { colors: Record<string, Record<string, string>> } } };

/** What the operator API answers, loosely: each test reads the fields of its call. */
interface Body {
  code: number;
  message: string;
  version: number;
  document: Doc;
  issues: { path: string; message: string }[];
  versions: unknown[];
  entries: unknown[];
}

let t: TestApp;
let dir: string;
let file: string;
let seed: Doc;
let operator: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'operator-'));
  file = path.join(dir, 'operator.json');
  seed = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')) as Doc;
  await writeFile(file, JSON.stringify(seed));
  t = await createTestApp({ operatorConfigPath: file });
  operator = (await signIn(t.app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD)).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  options: { cookie?: string; body?: unknown; ifMatch?: string | number } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  if (options.ifMatch !== undefined) headers['if-match'] = String(options.ifMatch);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() as Body };
}

const current = () => call('GET', '/api/operator/document', { cookie: operator });
const withTemplate = (doc: Doc, template: string): Doc => ({
  ...doc,
  configuration: { ...doc.configuration, template },
});
const configuration = async () => (await t.app.inject({ url: '/api/configuration' })).json() as Record<string, unknown>;

describe('who may call the operator API', () => {
  const calls = [
    ['GET', '/api/operator/document', undefined],
    ['PUT', '/api/operator/document', { document: {} }],
    ['GET', '/api/operator/document/history', undefined],
    ['GET', '/api/operator/audit', undefined],
    ['GET', '/api/operator/licences', undefined],
    ['POST', '/api/operator/document/rollback', { version: 1 }],
    ['PUT', '/api/operator/licences/HOTEL', { parentdomain: 'x.example', template: '', brand: {}, paymentsoff: [] }],
    ['DELETE', '/api/operator/licences/HOTEL', undefined],
  ] as const;

  it('answers 401 without a session, 403 to a customer and to a booker, whatever they send', async () => {
    const customer = (await signIn(t.app, DEMO_EMAILS.amelia, DEMO_PASSWORD)).cookie;
    const booker = (await signIn(t.app, DEMO_EMAILS.booker, DEMO_PASSWORD)).cookie;
    for (const [method, url, body] of calls) {
      expect((await call(method, url, { body, ifMatch: 1 })).status, `${method} ${url}`).toBe(401);
      for (const cookie of [customer, booker]) {
        const reply = await call(method, url, { body, cookie, ifMatch: 1 });
        expect(reply.status, `${method} ${url}`).toBe(403);
        expect(reply.body).toEqual({ code: 0, message: 'Not allowed.' });
      }
    }
    expect((await current()).status).toBe(200);
  });

  it('signs the operator in through the customers sign-in, with its session cookie and headers', async () => {
    const reply = await signIn(t.app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    expect(reply.reply.body.code).toBe(1);
    const document = await call('GET', '/api/operator/document', { cookie: reply.cookie });
    expect(document.headers['content-security-policy']).toContain("default-src 'self'");
    expect(document.headers['cache-control']).toBe('no-store');
  });
});

describe('the client licences', () => {
  it("lists each client site's licence with its overrides, as the booking frame applies them", async () => {
    const reply = await call('GET', '/api/operator/licences', { cookie: operator });
    expect(reply.status).toBe(200);
    const licences = (reply.body as unknown as { licences: { trackingcode: string; switches: unknown }[] }).licences;
    expect(licences.find((l) => l.trackingcode === 'VENUE')?.switches).toMatchObject({
      template: 'gateway',
      paymentsoff: ['card', 'paypal'],
      brand: { logoAlt: 'The Arena' },
    });
    expect(licences.find((l) => l.trackingcode === 'HOTEL')?.switches).toEqual({
      template: 'inlinex',
      paymentsoff: [],
    });
  });
});

describe('editing the client licences', () => {
  type Licence = { trackingcode: string; parentdomain: string; revoked: boolean; switches: Record<string, unknown> };
  const licences = async () =>
    ((await call('GET', '/api/operator/licences', { cookie: operator })).body as unknown as { licences: Licence[] })
      .licences;
  const palette = Object.fromEntries(
    ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map((shade) => [shade, '#1d4ed8']),
  );
  const change = {
    parentdomain: 'harbour-inn.example, *.harbour-inn.example',
    template: 'list',
    brand: { palette, logoAlt: 'Harbour Inn' },
    paymentsoff: ['paypal'],
  };

  it('adds a client site, changes it, withdraws it, and records each in the audit log', async () => {
    const added = await call('PUT', '/api/operator/licences/HARBOUR', { cookie: operator, body: change });
    expect(added.status).toBe(200);
    expect((await licences()).find((l) => l.trackingcode === 'HARBOUR')).toMatchObject({
      parentdomain: 'harbour-inn.example, *.harbour-inn.example',
      revoked: false,
      switches: { template: 'list', brand: { palette, logoAlt: 'Harbour Inn' }, paymentsoff: ['paypal'] },
    });
    // The licence host answers the client's page with its new switches at once.
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/validate',
      payload: { parentdomain: 'https://book.harbour-inn.example', trackingcode: 'HARBOUR' },
    });
    expect(validated.json()).toMatchObject({ code: 1, template: 'list', paymentsoff: ['paypal'] });

    await call('PUT', '/api/operator/licences/HARBOUR', {
      cookie: operator,
      body: { ...change, template: '', brand: {}, paymentsoff: [] },
    });
    expect((await licences()).find((l) => l.trackingcode === 'HARBOUR')?.switches).toEqual({ paymentsoff: [] });

    expect((await call('DELETE', '/api/operator/licences/HARBOUR', { cookie: operator })).status).toBe(200);
    expect((await licences()).find((l) => l.trackingcode === 'HARBOUR')?.revoked).toBe(true);
    expect((await call('DELETE', '/api/operator/licences/NOPE', { cookie: operator })).status).toBe(404);

    const audit = (await call('GET', '/api/operator/audit', { cookie: operator })).body.entries as {
      action: string;
      actor: string;
      changes: { path: string }[];
    }[];
    const harbour = audit.filter((entry) => entry.action === 'licence HARBOUR');
    expect(harbour).toHaveLength(3);
    expect(harbour[0]).toMatchObject({ actor: DEMO_OPERATOR_EMAIL, changes: [{ path: 'licences.HARBOUR.revoked' }] });
  });

  it('refuses a licence with bad domains, an unknown template, a partial palette or a script logo (400, the shared licence check)', async () => {
    const reply = await call('PUT', '/api/operator/licences/bad%20code', {
      cookie: operator,
      body: {
        parentdomain: 'hotel.example, https://x/y',
        template: 'fancy',
        brand: { palette: { '600': '#123456' }, logoUrl: 'javascript:alert(1)' },
        paymentsoff: ['bitcoin'],
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((issue) => issue.path)).toEqual([
      'trackingcode',
      'parentdomain',
      'template',
      'paymentsoff',
      'brand.palette',
      'brand.logoUrl',
    ]);
    expect(reply.body.issues[1].message).toBe(
      'Domains must be host names separated by commas, like hotel.example, *.hotel.example (not “https://x/y”)',
    );
    expect((await licences()).some((l) => l.trackingcode.toLowerCase() === 'bad code')).toBe(false);
  });
});

describe('the document as a versioned resource', () => {
  it('starts with the operator file as version 1', async () => {
    const reply = await current();
    expect(reply.body.version).toBe(1);
    expect(reply.headers.etag).toBe('"1"');
    expect(reply.body.document).toEqual(seed);
  });

  it('publishes a save as a new version that customers get with no restart, and refuses a save on an old version with 412', async () => {
    const { version } = (await current()).body as { version: number };
    const saved = await call('PUT', '/api/operator/document', {
      cookie: operator,
      ifMatch: `"${version}"`,
      body: { document: withTemplate(seed, 'inline') },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(version + 1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await configuration()).template).toBe('inline');

    // A second tab still on `version`: refused, told which version is current, and nothing is written.
    const late = await call('PUT', '/api/operator/document', {
      cookie: operator,
      ifMatch: version,
      body: { document: withTemplate(seed, 'gateway') },
    });
    expect(late.status).toBe(412);
    expect(late.body.version).toBe(version + 1);
    expect(late.body.message).toContain(`version ${version + 1}`);
    expect((await current()).body.document.configuration.template).toBe('inline');
  });

  it('reaches another API process on the same database within half a second (npm run cluster)', async () => {
    const other = await buildApp({ db: t.db, operatorConfigPath: file });
    try {
      const otherTemplate = async () =>
        ((await other.inject({ url: '/api/configuration' })).json() as { template: string }).template;
      const { version, document } = (await current()).body;
      expect(await otherTemplate()).toBe(document.configuration.template);
      const saved = await call('PUT', '/api/operator/document', {
        cookie: operator,
        ifMatch: version,
        body: { document: withTemplate(seed, 'wizardt') },
      });
      expect(saved.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await otherTemplate()).toBe('wizardt');
      // The other process's own file is the same: starting it published nothing.
      expect((await current()).body.version).toBe(version + 1);
    } finally {
      await other.close();
    }
  });

  it('lets one of two concurrent saves on the same version through', async () => {
    const { version } = (await current()).body as { version: number };
    const replies = await Promise.all(
      ['list', 'overflow'].map((template) =>
        call('PUT', '/api/operator/document', {
          cookie: operator,
          ifMatch: version,
          body: { document: withTemplate(seed, template) },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412]);
    expect((await current()).body.version).toBe(version + 1);
  });

  it('asks for If-Match (428) rather than overwrite blindly', async () => {
    const reply = await call('PUT', '/api/operator/document', { cookie: operator, body: { document: seed } });
    expect(reply.status).toBe(428);
  });

  it('refuses an invalid document with 400 and each problem with its field path, by the check the file is loaded with', async () => {
    const { version } = (await current()).body as { version: number };
    const broken = withTemplate(seed, 'fancy');
    broken.configuration = {
      ...broken.configuration,
      showpet: 'yes',
      brand: {
        ...broken.configuration.brand,
        colors: { ...seed.configuration.brand.colors, brand: { '600': 'navy' } },
      },
    };
    const reply = await call('PUT', '/api/operator/document', {
      cookie: operator,
      ifMatch: version,
      body: { document: broken },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(0);
    const paths = (reply.body.issues as { path: string; message: string }[]).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'configuration.template',
        'configuration.showpet',
        'configuration.brand.colors.brand.600',
      ]),
    );
    expect(reply.body.issues).toContainEqual({
      path: 'configuration.showpet',
      message: 'configuration.showpet must be a boolean',
    });
    expect((await current()).body.version).toBe(version);
  });

  it("refuses markup a browser would run in the legal pages, a script URL in the footer's links and an empty FAQ answer (400, the shared settings check)", async () => {
    const { version } = (await current()).body as { version: number };
    const content = seed.configuration.content as Record<string, unknown>;
    const broken: Doc = {
      ...seed,
      configuration: {
        ...seed.configuration,
        sociallinks: [{ name: 'X', url: 'javascript:alert(1)' }],
        cardproviderpublickey: 'sk_live_123',
        content: {
          ...content,
          privacyNotice: '<p>Ours</p><img src=x onerror=alert(1)>',
          faq: [{ question: 'Why?', answer: '' }],
        },
      },
    };
    const reply = await call('PUT', '/api/operator/document', {
      cookie: operator,
      ifMatch: version,
      body: { document: broken },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual(
      expect.arrayContaining([
        {
          path: 'configuration.content.privacyNotice',
          message:
            'configuration.content.privacyNotice may use only the tags p, h2, h3, h4, ul, ol, li, a, strong, em, b, i, br (found the tag <img>)',
        },
        { path: 'configuration.content.faq[0].answer', message: 'configuration.content.faq[0].answer is required' },
        {
          path: 'configuration.sociallinks[0].url',
          message: 'configuration.sociallinks[0].url must be a web address starting https://',
        },
        {
          path: 'configuration.cardproviderpublickey',
          message:
            "configuration.cardproviderpublickey must be a public key: a secret key belongs in the server's environment",
        },
      ]),
    );
    expect((await current()).body.version).toBe(version);
    expect(((await configuration()).content as Record<string, unknown>).privacyNotice).toBe(content.privacyNotice);
  });

  it('rolls back by publishing an old version again, recorded in the history and the audit log', async () => {
    const before = (await current()).body;
    const rolled = await call('POST', '/api/operator/document/rollback', {
      cookie: operator,
      ifMatch: before.version,
      body: { version: 1 },
    });
    expect(rolled.status).toBe(200);
    expect(rolled.body.version).toBe(before.version + 1);
    expect((await current()).body.document).toEqual(seed);

    const history = (await call('GET', '/api/operator/document/history', { cookie: operator })).body.versions as {
      version: number;
      source: string;
      restoredVersion: number | null;
      author: string | null;
    }[];
    expect(history[0]).toMatchObject({
      version: before.version + 1,
      source: 'rollback',
      restoredVersion: 1,
      author: DEMO_OPERATOR_EMAIL,
    });
    expect(history.at(-1)).toMatchObject({ version: 1, source: 'file', author: null });

    const audit = (await call('GET', '/api/operator/audit', { cookie: operator })).body.entries as {
      version: number;
      action: string;
      actor: string;
      changes: { path: string; before: unknown; after: unknown }[];
      createdAt: string;
    }[];
    expect(audit[0]).toMatchObject({
      version: before.version + 1,
      action: 'rollback to 1',
      actor: DEMO_OPERATOR_EMAIL,
    });
    expect(audit[0].changes).toContainEqual({
      path: 'configuration.template',
      before: before.document.configuration.template,
      after: 'wizard',
    });
    const inline = audit.find((entry) => entry.version === 2)!;
    expect(inline).toMatchObject({ action: 'console', actor: DEMO_OPERATOR_EMAIL });
    expect(inline.changes).toEqual([{ path: 'configuration.template', before: 'wizard', after: 'inline' }]);
    expect(Number.isNaN(Date.parse(inline.createdAt))).toBe(false);

    expect(
      (await call('POST', '/api/operator/document/rollback', { cookie: operator, body: { version: 999 } })).status,
    ).toBe(404);
  });

  it('publishes a changed operator file as a new version by "file", once', async () => {
    const before = (await current()).body as { version: number };
    await writeFile(file, JSON.stringify(withTemplate(seed, 'wizardx')));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await configuration()).template).toBe('wizardx');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await configuration();
    const history = (await call('GET', '/api/operator/document/history', { cookie: operator })).body.versions as {
      version: number;
      source: string;
    }[];
    expect(history[0]).toMatchObject({ version: before.version + 1, source: 'file' });
    await writeFile(file, JSON.stringify(seed));
  });
});
