import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE_NAMES } from '../../src/api/wire/templates';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { loadOperatorConfig, operatorConfigProblems, parseOperatorConfig } from './operatorConfig';

let demoText: string;
let dir: string;
beforeAll(async () => {
  demoText = await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8');
  dir = await mkdtemp(path.join(tmpdir(), 'operator-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('operatorConfigProblems', () => {
  it('finds nothing wrong with the demo operator', () => {
    expect(operatorConfigProblems(JSON.parse(demoText))).toEqual([]);
  });

  it('names missing and mistyped fields, bad choices and bad vehicle types', () => {
    const doc = JSON.parse(demoText);
    delete doc.configuration.phone;
    doc.configuration.quotetimeout = '10';
    doc.configuration.template = 'fancy';
    doc.configuration.templates = ['inline', 'fancy'];
    doc.vehicleTypes[0].noofpassengers = 'four';
    expect(operatorConfigProblems(doc)).toEqual([
      'configuration.phone is missing',
      'configuration.quotetimeout must be a number',
      // Every template the app has, so a new one is accepted the day its name joins the list.
      `configuration.template must be one of ${TEMPLATE_NAMES.join(', ')}`,
      `configuration.templates may list only ${TEMPLATE_NAMES.join(', ')}`,
      'vehicleTypes[0].noofpassengers must be a number',
    ]);
  });

  it('loads the booking policy of both demo operators through the same check, and refuses a bad one', async () => {
    const thames = JSON.parse(
      await readFile(path.join(path.dirname(DEFAULT_OPERATOR_CONFIG), 'operator-thames.json'), 'utf8'),
    );
    for (const doc of [JSON.parse(demoText), thames]) {
      expect(doc.configuration.bookingpolicy.changeuntilhours).toBeGreaterThan(0);
      expect(doc.configuration.bookingpolicy.refunds.card.length).toBeGreaterThan(0);
    }
    const doc = JSON.parse(demoText);
    doc.configuration.bookingpolicy.refunds.card[0].percent = 150;
    expect(operatorConfigProblems(doc)).toEqual([
      'configuration.bookingpolicy.refunds.card[0].percent must be from 0 to 100',
    ]);
    expect(() => parseOperatorConfig(JSON.stringify(doc), 'test')).toThrow(/percent must be from 0 to 100/);
    delete doc.configuration.bookingpolicy;
    expect(operatorConfigProblems(doc)).toEqual([]);
  });

  it("takes only the spec's minute steps (0, 15, 30, 60, and 1 the default), in both demo operators too", async () => {
    const thames = JSON.parse(
      await readFile(path.join(path.dirname(DEFAULT_OPERATOR_CONFIG), 'operator-thames.json'), 'utf8'),
    );
    expect(operatorConfigProblems(thames)).toEqual([]);
    const doc = JSON.parse(demoText);
    for (const step of [0, 1, 15, 30, 60]) {
      doc.configuration.minutestep = step;
      expect(operatorConfigProblems(doc)).toEqual([]);
    }
    for (const step of [5, 10, 45, 90, -15]) {
      doc.configuration.minutestep = step;
      expect(operatorConfigProblems(doc)).toEqual(['configuration.minutestep must be one of 0, 1, 15, 30, 60']);
    }
  });

  it('lets both demo operators preview every template, so the templates e2e can book in each of them', async () => {
    const thames = JSON.parse(
      await readFile(path.join(path.dirname(DEFAULT_OPERATOR_CONFIG), 'operator-thames.json'), 'utf8'),
    );
    for (const doc of [JSON.parse(demoText), thames]) {
      expect([...doc.configuration.templates].sort()).toEqual([...TEMPLATE_NAMES].sort());
    }
  });

  it('names unknown rate limits and unusable values in limits, and takes a document without them', () => {
    const doc = JSON.parse(demoText);
    doc.limits = {
      quotationPerClient: { max: 0, minutes: 60 },
      guestBookingPerClient: { max: 30 },
      coffeePerClient: { max: 1, minutes: 1 },
    };
    expect(operatorConfigProblems(doc)).toEqual([
      'limits.quotationPerClient.max must be a whole number of at least 1',
      'limits.guestBookingPerClient.minutes must be a number of minutes above 0 and at most a week',
      expect.stringMatching(/^limits\.coffeePerClient is not a limit \(known: signInPerClient, /),
    ]);
    delete doc.limits;
    expect(operatorConfigProblems(doc)).toEqual([]);
  });

  it('refuses something that is not an object', () => {
    expect(operatorConfigProblems([])).toEqual(['the file must hold a JSON object']);
  });
});

describe('parseOperatorConfig', () => {
  it('explains invalid JSON with the file name', () => {
    expect(() => parseOperatorConfig('{', 'op.json')).toThrow(/op\.json is not valid JSON/);
  });
});

describe('loadOperatorConfig', () => {
  it('picks up an edit without a restart and keeps the last good version when an edit breaks the file', async () => {
    const file = path.join(dir, 'operator.json');
    await writeFile(file, demoText);
    const store = await loadOperatorConfig(file, { recheckMs: 0 });
    expect((await store.get()).configuration.phone).toBe('+44 20 7946 0321');

    const edited = JSON.parse(demoText);
    edited.configuration.phone = '+44 20 7946 0999';
    await writeFile(file, JSON.stringify(edited));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect((await store.get()).configuration.phone).toBe('+44 20 7946 0999');

    await writeFile(file, '{ broken');
    const evenLater = new Date(Date.now() + 10000);
    await utimes(file, evenLater, evenLater);
    expect((await store.get()).configuration.phone).toBe('+44 20 7946 0999');
  });

  it('switches operator when the path is re-pointed at another document, and counts each new version', async () => {
    const first = path.join(dir, 'first.json');
    const second = path.join(dir, 'second.json');
    const current = path.join(dir, 'current.json');
    await writeFile(first, demoText);
    const other = JSON.parse(demoText);
    other.configuration.company = 'Thames Carriages Ltd'; // as long as the first's name
    await writeFile(second, JSON.stringify(other));
    // Same size and modification time, so only the file's identity tells them apart.
    const when = new Date(Date.now() - 60_000);
    await utimes(first, when, when);
    await utimes(second, when, when);
    await symlink(first, current);
    const store = await loadOperatorConfig(current, { recheckMs: 0 });
    expect(store.version).toBe(1);
    expect((await store.get()).configuration.company).toBe('London Transfers Ltd');
    expect(store.version).toBe(1);

    await rm(current);
    await symlink(second, current);
    expect((await store.get()).configuration.company).toBe('Thames Carriages Ltd');
    expect(store.version).toBe(2);
  });

  it('refuses to start with an invalid file', async () => {
    const file = path.join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({ configuration: {}, vehicleTypes: [], prices: [] }));
    await expect(loadOperatorConfig(file)).rejects.toThrow(/bad\.json is invalid: configuration\.company is missing/);
  });

  it('refuses to start with a payment gateway the server does not have', async () => {
    const file = path.join(dir, 'adyen.json');
    const doc = JSON.parse(demoText);
    doc.configuration.paymentgateway = 'adyen';
    await writeFile(file, JSON.stringify(doc));
    await expect(loadOperatorConfig(file)).rejects.toThrow(
      /adyen\.json is invalid: configuration\.paymentgateway must be one of sandbox, stripe$/,
    );
  });
});
