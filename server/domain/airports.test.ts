import { normalizeForSearch, searchAirlines, searchAirports, ukAirports } from './airports';

describe('searchAirports', () => {
  it('finds Heathrow by IATA and ICAO code first', () => {
    expect(searchAirports('LHR')[0]).toMatchObject({
      iata: 'LHR',
      icao: 'EGLL',
      airport: 'London Heathrow Airport',
      country: 'United Kingdom',
    });
    expect(searchAirports('egll')[0].iata).toBe('LHR');
  });

  it('finds Gatwick by the start of its name', () => {
    expect(searchAirports('gatw').map((airport) => airport.iata)).toContain('LGW');
  });

  it('finds airports by city', () => {
    expect(searchAirports('edinburgh').map((airport) => airport.iata)).toContain('EDI');
  });

  it('honours the limit and finds nothing for nonsense', () => {
    expect(searchAirports('international', 4)).toHaveLength(4);
    expect(searchAirports('xqzzyplonk')).toEqual([]);
  });
});

describe('searchAirlines', () => {
  it('finds British Airways by IATA, ICAO and name', () => {
    for (const query of ['BA', 'BAW', 'british']) {
      expect(searchAirlines(query)[0]).toMatchObject({ name: 'British Airways', iata: 'BA', icao: 'BAW' });
    }
  });

  it('leaves out inactive airlines', () => {
    expect(searchAirlines('british shuttle')).toEqual([]);
  });
});

describe('ukAirports', () => {
  it('lists UK airports with IATA codes sorted by name, without overseas territories', () => {
    const airports = ukAirports();
    expect(airports.length).toBeGreaterThan(40);
    expect(airports.map((airport) => airport.iata)).toEqual(
      expect.arrayContaining(['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'MAN']),
    );
    expect(airports.map((airport) => airport.iata)).not.toContain('HLE');
    const names = airports.map((airport) => airport.airport);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('normalizeForSearch', () => {
  it('drops apostrophes, accents and punctuation', () => {
    expect(normalizeForSearch("St. John's Wood")).toBe('st johns wood');
    expect(normalizeForSearch('Stoke-on-Trent, Café')).toBe('stoke on trent cafe');
  });
});
