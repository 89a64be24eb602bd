import { applyChosenFlight, applyManualFlight, groupResults, validateFinder } from './finder';
import {
  flightFormValues,
  flightFromForm,
  hasFlightAnswer,
  landsAt,
  shownSignText,
  validateFlightForm,
  withNoDetails,
  type FlightFormValues,
} from './flightForm';
import type { Flight } from '@/api';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const { t } = sourceTranslator();

const blank = flightFormValues(null);
const values = (change: Partial<FlightFormValues>): FlightFormValues => ({ ...blank, ...change });

describe('flight dialog rules (5.2)', () => {
  it('needs a number and where from unless the no-details box is ticked, with the spec messages', () => {
    expect(validateFlightForm(values({ number: ' ' }), 'text', t)).toEqual({
      number: 'Flight number is required',
      arrivingFrom: 'Arriving from is required',
      noDetails: 'Please tick this box to confirm if flight details are not available',
    });
    expect(validateFlightForm(values({ number: 'BA117', arrivingFrom: 'New York' }), 'text', t)).toEqual({});
    expect(validateFlightForm(values({ noDetails: true }), 'airports', t)).toEqual({});
  });

  it('in the airport-list variant, needs an airport chosen from the list, not only typed', () => {
    expect(validateFlightForm(values({ number: 'BA117', arrivingFrom: 'New York' }), 'airports', t)).toEqual({
      arrivingFrom: 'Arriving from airport is required',
      noDetails: 'Please tick this box to confirm if flight details are not available',
    });
    const chosen = values({ number: 'BA117', arrivingFrom: 'JFK', airport: { code: 'JFK', name: 'JFK' } });
    expect(validateFlightForm(chosen, 'airports', t)).toEqual({});
  });

  it('ticking no details clears number, airport and arrival (4.6), and makes a declined flight', () => {
    const filled = values({
      number: 'BA117',
      arrivingFrom: 'John F Kennedy (JFK)',
      airport: { code: 'JFK', name: 'John F Kennedy (JFK)' },
      arrivalTime: '2026-07-03T14:00:00+01:00',
      landingTime: '2026-07-03T14:10:00+01:00',
    });
    const ticked = withNoDetails(filled, true);
    expect(ticked).toMatchObject({ number: '', arrivingFrom: '', airport: null, arrivalTime: '', landingTime: '' });
    expect(flightFromForm(ticked, 'airports')).toMatchObject({ number: '', airportCode: '', isFlightDetail: true });
    expect(hasFlightAnswer(flightFromForm(ticked, 'airports'))).toBe(true);
  });

  it('makes the booking flight from the form: code and name of the chosen airport, or the text as typed', () => {
    const chosen = values({ number: ' ba117 ', arrivingFrom: 'x', airport: { code: 'JFK', name: 'JFK Airport' } });
    expect(flightFromForm(chosen, 'airports')).toMatchObject({
      number: 'BA117',
      airportCode: 'JFK',
      airportText: 'JFK Airport',
      isFlightDetail: false,
      landingTimeWait: 60,
    });
    const typed = values({ number: 'BA117', arrivingFrom: ' New York ', arrivalTime: '2026-07-03T14:00:00+01:00' });
    expect(flightFromForm(typed, 'text')).toMatchObject({
      airportCode: '',
      airportText: 'New York',
      arrivingFromTime: '2026-07-03T14:00:00+01:00',
      landingTime: '2026-07-03T14:00:00+01:00',
    });
    // And back: the form shows a stored flight as it was given.
    expect(flightFormValues(flightFromForm(chosen, 'airports'))).toMatchObject({
      number: 'BA117',
      airport: { code: 'JFK', name: 'JFK Airport' },
    });
  });

  it('the meet-and-greet sign shows the passenger until a name is typed, and the flight keeps only a typed one', () => {
    expect(shownSignText(blank, 'Flo Smith')).toBe('Flo Smith');
    expect(flightFromForm(values({ number: 'BA117', arrivingFrom: 'New York' }), 'text')).not.toHaveProperty(
      'signText',
    );
    const typed = values({ number: 'BA117', arrivingFrom: 'New York', signText: ' Dr Smith ' });
    expect(shownSignText(typed, 'Flo Smith')).toBe(' Dr Smith ');
    expect(flightFromForm(typed, 'text')).toMatchObject({ signText: 'Dr Smith' });
    // A sign without flight details (the passenger is met all the same), and an emptied field means no sign.
    expect(flightFromForm(withNoDetails(typed, true), 'text')).toMatchObject({
      isFlightDetail: true,
      signText: 'Dr Smith',
    });
    expect(flightFromForm(values({ noDetails: true, signText: '' }), 'text')).toMatchObject({ signText: '' });
    // And back: a stored sign shows as typed.
    expect(flightFormValues(flightFromForm(typed, 'text')).signText).toBe('Dr Smith');
  });

  it('checks that the flight lands at the pick-up (or drop-off) airport', () => {
    const heathrow = { name: 'Heathrow Airport Terminal 5', icao: 'EGLL' };
    expect(landsAt({ iata: 'LHR', icao: 'EGLL' }, heathrow)).toBe(true);
    expect(landsAt({ iata: 'LGW', icao: 'EGKK' }, heathrow)).toBe(false);
    expect(landsAt({ iata: 'LHR', icao: '' }, { ...heathrow, code: 'LHR' })).toBe(true);
    expect(landsAt({ iata: 'LGW', icao: 'EGKK' }, null)).toBe(true);
  });
});

describe('the flight finder (4.6, 5.2)', () => {
  const flight = (ident: string): Flight => ({
    ident,
    origin: 'JFK',
    originName: 'John F Kennedy International Airport',
    originCity: 'New York',
    destination: 'LHR',
    destinationIcao: 'EGLL',
    destinationName: 'London Heathrow Airport',
    destinationCity: 'London',
    departureTime: '2026-07-03T06:00:00Z',
    arrivalTime: '2026-07-03T13:10:00Z',
    landingTime: '2026-07-03T13:25:00Z',
  });

  it('needs a date-time and an airline; the airport is optional', () => {
    expect(validateFinder({ dateTime: '', airline: '', airport: '', pickUpCode: 'EGLL' }, t)).toEqual({
      dateTime: 'Datetime is required!',
      airline: 'Airline is required!',
    });
    expect(validateFinder({ dateTime: '2026-07-03T14:00', airline: 'BA', airport: '', pickUpCode: 'EGLL' }, t)).toEqual(
      {},
    );
  });

  it('offers the first result as the best match and the rest as possible options', () => {
    expect(groupResults([])).toEqual([]);
    expect(groupResults([flight('BA1')]).map((group) => t(group.heading))).toEqual(['Best match']);
    const grouped = groupResults([flight('BA1'), flight('BA2'), flight('BA3')]);
    expect(grouped.map((group) => [t(group.heading), group.flights.map((f) => f.ident)])).toEqual([
      ['Best match', ['BA1']],
      ['Possible options', ['BA2', 'BA3']],
    ]);
  });

  it('fills the form with a chosen flight and its landing time, or a number entered by hand as its airport text', () => {
    expect(applyChosenFlight(blank, flight('BA117'))).toMatchObject({
      number: 'BA117',
      airport: { code: 'JFK', name: 'John F Kennedy International Airport' },
      landingTime: '2026-07-03T13:25:00Z',
    });
    const manual = applyManualFlight(withNoDetails(blank, true), ' ba 117 ');
    expect(manual).toMatchObject({ number: 'BA 117', arrivingFrom: 'BA 117', noDetails: false, landingTime: '' });
    expect(flightFromForm(manual, 'airports')).toMatchObject({ number: 'BA 117', airportText: 'BA 117' });
    expect(validateFlightForm(manual, 'airports', t)).toEqual({});
  });
});
