import { describe, expect, it } from 'vitest';
import type { Address } from '@/api';
import { emptyDraft } from './draft';
import {
  bookingStartFromParams,
  bookingStartFromSearch,
  mergeBookingStarts,
  resolveBookingStart,
  saysAnything,
  seedFromStart,
  startTime,
} from './bookingStart';
import { seededDraft } from './seed';

const place = (name: string): Address =>
  ({ name, fullAddress: name, latitude: 51.5, longitude: -0.1, valid: true }) as Address;

describe('bookingStartFromSearch', () => {
  it('reads pick-up, drop-off, stops in order, a date-time, the vehicle and the passengers', () => {
    const start = bookingStartFromSearch(
      '?pickup=Heathrow%20T5&dropoff=The+Savoy&via=Kew&via=Putney&datetime=2026-12-01T09:30&vehtypeid=3&passengers=4',
    );
    expect(start).toEqual({
      pickUp: 'Heathrow T5',
      dropOff: 'The Savoy',
      via: ['Kew', 'Putney'],
      when: { asap: false, time: '2026-12-01T09:30:00+00:00' },
      vehicleTypeId: 3,
      passengers: 4,
    });
  });

  it('takes ASAP over a date-time, in either spelling', () => {
    for (const search of ['?asap', '?asap=true&datetime=2026-12-01T09:30', '?isASAP=1', '?asap=YES']) {
      expect(bookingStartFromSearch(search).when, search).toEqual({ asap: true });
    }
    expect(bookingStartFromSearch('?asap=false').when).toBeNull();
  });

  it('ignores what is malformed rather than failing: bad numbers, a date that is none, blank stops', () => {
    const start = bookingStartFromSearch(
      '?vehtypeid=-1&passengers=0&datetime=tomorrow&via=%20%20&via=&pickup=%00x'.replace('%00', ''),
    );
    expect(start).toEqual({ pickUp: 'x', dropOff: '', via: [], when: null, vehicleTypeId: null, passengers: null });
    expect(bookingStartFromSearch('?vehtypeid=1e3&passengers=100000').vehicleTypeId).toBeNull();
    expect(bookingStartFromSearch('?passengers=100').passengers).toBeNull();
  });

  it('keeps texts to 255 characters and at most five stops', () => {
    const start = bookingStartFromSearch(`?pickup=${'a'.repeat(400)}&${'via=v&'.repeat(9)}`);
    expect(start.pickUp).toHaveLength(255);
    expect(start.via).toHaveLength(5);
  });

  it('says whether the link names anything', () => {
    expect(saysAnything(bookingStartFromSearch(''))).toBe(false);
    expect(saysAnything(bookingStartFromSearch('?utm_source=x'))).toBe(false);
    expect(saysAnything(bookingStartFromSearch('?passengers=2'))).toBe(true);
  });
});

describe('startTime', () => {
  it("reads a time without an offset in the operator's zone and keeps one that has an offset", () => {
    expect(startTime('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T09:30:00+01:00');
    expect(startTime('2026-07-01T09:30:00Z', 'Europe/London')).toBe('2026-07-01T10:30:00+01:00');
    expect(startTime('31/12/2026', 'Europe/London')).toBeNull();
    expect(startTime('', 'Europe/London')).toBeNull();
  });
});

describe('bookingStartFromParams (spec 7.9)', () => {
  it('reads the stored fields', () => {
    const stored = {
      code: 1,
      pickup: 'Heathrow T5',
      dropoff: 'The Savoy',
      datetime: '2026-07-01T09:30:00+01:00',
      vehtypeid: 2,
      vehicleid: 7,
      isASAP: false,
    };
    expect(bookingStartFromParams(stored, 'Europe/London')).toEqual({
      pickUp: 'Heathrow T5',
      dropOff: 'The Savoy',
      via: [],
      when: { asap: false, time: '2026-07-01T09:30:00+01:00' },
      vehicleTypeId: 2,
      passengers: null,
    });
    expect(bookingStartFromParams({ ...stored, isASAP: true }).when).toEqual({ asap: true });
    expect(bookingStartFromParams({ code: 1, vehtypeid: 0, datetime: '' })).toMatchObject({
      when: null,
      vehicleTypeId: null,
    });
    // Only the vehicle id stored: it names the vehicle; the vehicle type wins when both are there.
    expect(bookingStartFromParams({ code: 1, vehicleid: 3 }).vehicleTypeId).toBe(3);
    expect(bookingStartFromParams({ code: 1, vehtypeid: 0, vehicleid: 4 }).vehicleTypeId).toBe(4);
    expect(bookingStartFromParams({ code: 1, vehicleid: -4 }).vehicleTypeId).toBeNull();
  });

  it("lets the link's own parameters fill in and override the stored ones", () => {
    const stored = bookingStartFromParams({ code: 1, pickup: 'Heathrow T5', dropoff: 'The Savoy', isASAP: true });
    const link = bookingStartFromSearch('?dropoff=Euston&passengers=3');
    expect(mergeBookingStarts(stored, link)).toEqual({
      pickUp: 'Heathrow T5',
      dropOff: 'Euston',
      via: [],
      when: { asap: true },
      vehicleTypeId: null,
      passengers: 3,
    });
  });
});

describe('resolveBookingStart', () => {
  it("takes each text's best match, leaves unmatched ones unfilled and survives a failed search", async () => {
    const asked: string[] = [];
    const start = await resolveBookingStart(
      bookingStartFromSearch('?pickup=Heathrow&dropoff=Nowhere&via=Kew&via=Broken&via=K'),
      async (text) => {
        asked.push(text);
        if (text === 'Broken') throw new Error('search down');
        return text === 'Nowhere' ? [] : [place(`${text} (best)`), place(`${text} (second)`)];
      },
    );
    expect(start.pickUp?.name).toBe('Heathrow (best)');
    expect(start.dropOff).toBeNull();
    expect(start.via.map((v) => v.name)).toEqual(['Kew (best)']);
    // A one-character text is never searched (the search autocomplete rule, rules: search-autocomplete).
    expect(asked.sort()).toEqual(['Broken', 'Heathrow', 'Kew', 'Nowhere']);
  });
});

describe('seedFromStart', () => {
  it('gives the page booking the journey, the time, the vehicle and the passengers, on its first screen', () => {
    const draft = seededDraft(
      seedFromStart({
        pickUp: place('A'),
        dropOff: place('B'),
        via: [place('C')],
        when: { asap: false, time: '2026-07-01T09:30:00+01:00' },
        vehicleTypeId: 2,
        passengers: 3,
      }),
    );
    expect(draft).toMatchObject({
      step: 'journey',
      pickUp: { name: 'A' },
      dropOff: { name: 'B' },
      via: [{ name: 'C' }],
      time: { pickUpType: 'later', time: '2026-07-01T09:30:00+01:00' },
      vehicleId: 2,
      extras: { Passengers: '3', Luggages: '0' },
    });
  });

  it('leaves what the start does not say as a new booking has it', () => {
    const draft = seededDraft(
      seedFromStart({
        pickUp: null,
        dropOff: null,
        via: [],
        when: { asap: true },
        vehicleTypeId: null,
        passengers: null,
      }),
    );
    expect(draft).toEqual({ ...emptyDraft(), time: { ...emptyDraft().time, pickUpType: 'now', time: '' } });
  });
});
