import { emptyContact, emptyDraft, type BookingDraft, type BookingFlight } from './draft';
import { meetAndGreetSigns, noteWithSigns } from './meetAndGreet';
import { place } from './customerStep.fixtures';

const flight = (change: Partial<BookingFlight> = {}): BookingFlight => ({
  number: 'BA117',
  airportCode: 'JFK',
  airportText: 'New York JFK',
  arrivingFromTime: '',
  landingTime: '',
  landingTimeWait: 60,
  isFlightDetail: false,
  ...change,
});

const draft = (change: Partial<BookingDraft> = {}): BookingDraft => ({
  ...emptyDraft(),
  pickUp: place('Heathrow T5', 'Air'),
  dropOff: place('Gatwick North', 'Airport'),
  contact: { ...emptyContact(), firstName: ' Flo ', lastName: 'Smith' },
  note: ' Two large cases ',
  flight: flight(),
  ...change,
});

describe('the meet-and-greet sign in the note to driver (issue 12)', () => {
  it("shows the passenger's name by default after the customer's note", () => {
    expect(noteWithSigns(draft())).toBe('Two large cases\nMeet and greet sign: Flo Smith');
    expect(noteWithSigns(draft({ note: '' }))).toBe('Meet and greet sign: Flo Smith');
  });

  it('uses the name typed, with or without flight details; an emptied sign adds nothing', () => {
    expect(noteWithSigns(draft({ flight: flight({ signText: 'Dr F. Smith' }) }))).toBe(
      'Two large cases\nMeet and greet sign: Dr F. Smith',
    );
    const declined = flight({ number: '', airportCode: '', airportText: '', isFlightDetail: true });
    expect(meetAndGreetSigns(draft({ flight: declined })).onward).toBe('Flo Smith');
    expect(noteWithSigns(draft({ flight: flight({ signText: ' ' }) }))).toBe('Two large cases');
  });

  it('has no sign without an airport pick-up or before the flight is asked for', () => {
    expect(noteWithSigns(draft({ pickUp: place('Kings Cross') }))).toBe('Two large cases');
    expect(noteWithSigns(draft({ flight: null }))).toBe('Two large cases');
  });

  it('names the return sign only on a return to an airport, on its own line when it differs', () => {
    expect(meetAndGreetSigns(draft({ returnFlight: flight() })).return).toBe('');
    const back = { returnKind: 'return' as const, returnFlight: flight() };
    expect(noteWithSigns(draft(back))).toBe('Two large cases\nMeet and greet sign: Flo Smith');
    expect(noteWithSigns(draft({ ...back, returnFlight: flight({ signText: 'ACME team' }) }))).toBe(
      'Two large cases\nMeet and greet sign: Flo Smith\nReturn meet and greet sign: ACME team',
    );
    expect(noteWithSigns(draft({ ...back, pickUp: place('Kings Cross') }))).toBe(
      'Two large cases\nMeet and greet sign: Flo Smith',
    );
    expect(noteWithSigns(draft({ ...back, dropOff: place('Kings Cross') }))).toBe(
      'Two large cases\nMeet and greet sign: Flo Smith',
    );
  });
});
