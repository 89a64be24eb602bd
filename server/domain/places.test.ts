import { allPlaces, placeById, searchPlaces, UK_POSTCODE_PATTERN, PLACE_CATEGORIES } from './places';
import { isInsideUk } from './airports';

const names = (query: string, limit?: number) => searchPlaces(query, limit).map((place) => place.name);

describe('what people type finds the obvious place first', () => {
  it.each([
    ['Heathrow', 'Heathrow Airport Terminal 2'],
    ['Heathrow T5', 'Heathrow Airport Terminal 5'],
    ['heathrow t5', 'Heathrow Airport Terminal 5'],
    ['T5', 'Heathrow Airport Terminal 5'],
    ['LHR T5', 'Heathrow Airport Terminal 5'],
    ['LHR T2', 'Heathrow Airport Terminal 2'],
    ['Heathrow Terminal 5', 'Heathrow Airport Terminal 5'],
    ['Gatwick North', 'Gatwick Airport North Terminal'],
    ['LGW South', 'Gatwick Airport South Terminal'],
    ['Kings X', "King's Cross Station"],
    ["King's X", "King's Cross Station"],
    ['St Pancras Intl', 'St Pancras International Station'],
    ['Paddington Stn', 'Paddington Station'],
    ['Victoria stn', 'Victoria Station'],
    ['W21HQ', 'Paddington Station'],
    ['W21HB', 'Paddington Station'],
    ['W2 1HB', 'Paddington Station'],
    ['n19al', "King's Cross Station"],
    ['SW1A1AA', 'Buckingham Palace'],
  ])('%s -> %s', (query, expected) => {
    expect(names(query)[0]).toBe(expected);
  });

  it('keeps what the words say when an abbreviation could mean something else', () => {
    // "x" alone is a letter being typed, not "cross".
    expect(names('x').every((name) => !/cross/i.test(name) || /^x/i.test(name))).toBe(true);
    expect(names('baker st')[0]).toBe('Baker Street');
  });
});

describe('searchPlaces', () => {
  it('finds a station by the start of a word in its name', () => {
    expect(names('king')).toContain("King's Cross Station");
  });

  it('ignores apostrophes, case and punctuation', () => {
    expect(names("KING'S CROSS")[0]).toBe("King's Cross Station");
    expect(names('kings cross')[0]).toBe("King's Cross Station");
    expect(names('st. pancras')).toContain('St Pancras International Station');
  });

  it('finds a place by its postcode with or without the space', () => {
    expect(names('sw1a 1aa')).toContain('Buckingham Palace');
    expect(names('sw1a1aa')).toContain('Buckingham Palace');
  });

  it('finds every Heathrow terminal as an airport', () => {
    const heathrow = searchPlaces('heath').filter((place) => place.name.startsWith('Heathrow Airport Terminal'));
    expect(heathrow.map((place) => place.name)).toEqual(
      [2, 3, 4, 5].map((terminal) => `Heathrow Airport Terminal ${terminal}`),
    );
    for (const terminal of heathrow) {
      expect(terminal.category).toBe('Air');
      expect(terminal.icao).toBe('EGLL');
      expect(terminal.postcode).toMatch(/^TW6 /);
    }
  });

  it('finds an airport by its IATA code', () => {
    expect(searchPlaces('lhr')[0]).toMatchObject({ name: 'London Heathrow Airport', category: 'Air', icao: 'EGLL' });
  });

  it('requires every word of a multi-word query and abbreviations match the full word', () => {
    expect(names('baker st')[0]).toBe('Baker Street');
    expect(names('baker st').every((name) => /baker/i.test(name) || name === 'Sherlock Holmes Museum')).toBe(true);
  });

  it('ranks an exact name prefix first and airports and stations before other places', () => {
    expect(names('vic')[0]).toBe('Victoria Station');
    const gatwick = searchPlaces('gatwick');
    expect(gatwick[0].category).toBe('Air');
  });

  it('finds nothing for nonsense or an empty query', () => {
    expect(searchPlaces('xqzzyplonk')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces("'-,")).toEqual([]);
  });

  it('honours the limit', () => {
    expect(searchPlaces('s', 3)).toHaveLength(3);
    expect(searchPlaces('s')).toHaveLength(10);
    expect(searchPlaces('s', 0)).toEqual([]);
  });

  it('fills the wire fields of spec 3.4', () => {
    const [palace] = searchPlaces('buckingham palace');
    expect(palace).toMatchObject({
      name: 'Buckingham Palace',
      postcode: 'SW1A 1AA',
      category: 'Landmark',
      fulladdress: 'Buckingham Palace, The Mall, London, SW1A 1AA',
      iconpath: '/images/places/landmark.svg',
      country: 'United Kingdom',
      placename: '',
      icao: '',
      order: 0,
      placeid: String(palace.id),
    });
    expect(palace.latitude).toBeCloseTo(51.5014, 3);
    expect(palace.longitude).toBeCloseTo(-0.1419, 3);
  });

  it('returns the same id for the same place on every search, and placeById finds it', () => {
    const first = searchPlaces('savoy')[0];
    expect(searchPlaces('the savoy')[0].id).toBe(first.id);
    expect(placeById(first.id)).toMatchObject({ name: 'The Savoy', postcode: 'WC2R 0EZ' });
    expect(placeById(-1)).toBeUndefined();
  });
});

describe('gazetteer data', () => {
  const places = allPlaces();

  it('has at least 500 places besides airports and every UK airport as category Air', () => {
    expect(places.filter((place) => place.category !== 'Air').length).toBeGreaterThanOrEqual(500);
    const airports = places.filter((place) => place.category === 'Air');
    expect(airports.map((place) => place.name)).toEqual(
      expect.arrayContaining([
        'London Heathrow Airport',
        'London Gatwick Airport',
        'London Stansted Airport',
        'Edinburgh Airport',
      ]),
    );
  });

  it('has at least 150 streets', () => {
    expect(places.filter((place) => place.category === 'Street').length).toBeGreaterThanOrEqual(150);
  });

  it('gives every place a valid UK postcode, except airports whose postcode is not known', () => {
    const invalid = places.filter(
      (place) => !UK_POSTCODE_PATTERN.test(place.postcode) && !(place.category === 'Air' && place.postcode === ''),
    );
    expect(invalid).toEqual([]);
  });

  it('puts every place inside the UK', () => {
    expect(places.filter((place) => !isInsideUk(place.latitude, place.longitude))).toEqual([]);
  });

  it('uses known categories and unique ids', () => {
    expect(places.filter((place) => !(PLACE_CATEGORIES as readonly string[]).includes(place.category))).toEqual([]);
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);
  });
});
