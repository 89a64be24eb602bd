import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../lib/testing';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/customers';
import { ADDRESS_REQUIRED } from './addressbook';
import { call, sha256Hex, signIn, type SignedIn } from './accountTestHelpers';

let t: TestApp;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await call(t.app, 'POST', '/api/signUp', {
    body: {
      email: 'places@example.com',
      phone: '7700900555',
      surname: 'Ward',
      firstname: 'Iris',
      dialingcode: '+44',
      passwordhash: sha256Hex('secret1'),
    },
  });
  me = await signIn(t.app, 'places@example.com', 'secret1');
});
afterAll(() => t.close());

interface Entry {
  id: number;
  placename: string;
  name: string;
  fulladdress: string;
  postcode: string;
  latitude: number;
}

const book = async (who: SignedIn = me) =>
  (await call(t.app, 'GET', `/api/addressbook?custid=${who.custid}`, { cookie: who.cookie })).body.addresses as Entry[];

const place = (overrides: Record<string, unknown> = {}) => ({
  custid: me.custid,
  name: 'Royal Albert Hall',
  line1: 'Kensington Gore',
  line2: 'London',
  postcode: 'SW7 2AP',
  category: 'Venue',
  latitude: 51.5009,
  longitude: -0.1774,
  placename: '',
  fulladdress: 'Royal Albert Hall, Kensington Gore, London, SW7 2AP',
  ...overrides,
});

describe('address book', () => {
  it('always starts with an empty home and work entry', async () => {
    const entries = await book();
    expect(entries.map((e) => [e.id, e.placename, e.fulladdress])).toEqual([
      [0, 'home', ''],
      [0, 'work', ''],
    ]);
  });

  it('creates home on first save and replaces it on the next, never holding two', async () => {
    const first = await call(t.app, 'POST', '/api/addressbook', {
      cookie: me.cookie,
      body: place({ placename: 'home', name: 'Flat 1' }),
    });
    expect(first.body.code).toBe(1);
    const second = await call(t.app, 'POST', '/api/addressbook', {
      cookie: me.cookie,
      body: place({ placename: 'Home', name: 'Flat 2' }),
    });
    expect(second.body.id).toBe(first.body.id);
    const entries = await book();
    expect(entries.filter((e) => e.placename === 'home')).toMatchObject([{ id: first.body.id, name: 'Flat 2' }]);
    expect(entries[1]).toMatchObject({ id: 0, placename: 'work' });
  });

  it('adds, edits and deletes other places; deleting home brings back the empty home entry', async () => {
    const added = await call(t.app, 'POST', '/api/addressbook', { cookie: me.cookie, body: place() });
    const id = added.body.id as number;
    expect((await book()).map((e) => e.name)).toContain('Royal Albert Hall');

    const edited = await call(t.app, 'PUT', '/api/addressbook', {
      cookie: me.cookie,
      body: place({ id, name: 'The Albert Hall', postcode: 'sw7 2ap' }),
    });
    expect(edited.body).toMatchObject({ code: 1, id });
    expect((await book()).find((e) => e.id === id)).toMatchObject({ name: 'The Albert Hall', postcode: 'SW7 2AP' });

    const madeWork = await call(t.app, 'PUT', '/api/addressbook', {
      cookie: me.cookie,
      body: place({ id, placename: 'work' }),
    });
    expect(madeWork.body.code).toBe(1);
    expect((await book())[1]).toMatchObject({ id, placename: 'work' });

    expect((await call(t.app, 'DELETE', `/api/addressbook?id=${id}`, { cookie: me.cookie })).body.code).toBe(1);
    const home = (await book())[0];
    expect((await call(t.app, 'DELETE', `/api/addressbook?id=${home.id}`, { cookie: me.cookie })).body.code).toBe(1);
    expect((await book()).map((e) => [e.id, e.placename])).toEqual([
      [0, 'home'],
      [0, 'work'],
    ]);
    expect((await call(t.app, 'DELETE', `/api/addressbook?id=${id}`, { cookie: me.cookie })).status).toBe(404);
  });

  it("shows a demo customer's seeded home, work and two other places", async () => {
    const amelia = await signIn(t.app, DEMO_EMAILS.amelia, DEMO_PASSWORD);
    const entries = await book(amelia);
    expect(entries.map((e) => [e.placename, e.name])).toEqual([
      ['home', 'Upper Street'],
      ['work', 'Canary Wharf Shopping Centre'],
      ['', 'British Museum'],
      ['', 'The Savoy'],
    ]);
  });

  it.each([
    ['no address at all', { name: ' ', line1: '', fulladdress: '' }, ADDRESS_REQUIRED],
    ['a latitude off the globe', { latitude: 123 }, 'latitude must be at most 90'],
    ['a string latitude', { latitude: '51.5' }, 'latitude must be of type number'],
    ['an unknown placename', { placename: 'garage' }, 'placename is invalid'],
    ['a ten-character postcode', { postcode: 'SW7 2AP XX' }, 'postcode must be at most 9 characters long'],
    ['an oversized name', { name: 'n'.repeat(256) }, 'name must be at most 255 characters long'],
    ['no custid', { custid: undefined }, 'custid is required'],
  ])('refuses %s with a 400 and a message', async (_name, change, message) => {
    const reply = await call(t.app, 'POST', '/api/addressbook', {
      cookie: me.cookie,
      body: JSON.parse(JSON.stringify(place(change))),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 0, message });
  });

  it('refuses malformed JSON, a bad id and a PUT without id', async () => {
    expect((await call(t.app, 'POST', '/api/addressbook', { cookie: me.cookie, body: '{"custid": 1,' })).body).toEqual({
      code: 0,
      message: 'The request body is not valid JSON.',
    });
    expect((await call(t.app, 'DELETE', '/api/addressbook?id=abc', { cookie: me.cookie })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/addressbook?custid=1%20OR%201=1', { cookie: me.cookie })).status).toBe(400);
    expect((await call(t.app, 'PUT', '/api/addressbook', { cookie: me.cookie, body: place() })).body).toEqual({
      code: 0,
      message: 'id is required',
    });
  });
});
