/** What the flights feature is told about a journey's flights (issue 12): where they land and around when. */
import type { Address } from '@/api';
import type { FlightKind } from './customerStep';
import type { BookingDraft } from './draft';

type FlightJourney = Pick<BookingDraft, 'pickUp' | 'dropOff' | 'time' | 'returnDate'>;

const airportOf = (place: Readonly<Address> | null) =>
  place?.isAirport ? { name: place.name || place.fullAddress, icao: place.icao } : null;

/** 5.2: the onward flight lands at the pick-up airport, the return flight at the drop-off airport. */
export function flightAirports(draft: Readonly<FlightJourney>) {
  return { onward: airportOf(draft.pickUp), return: airportOf(draft.dropOff) } as const;
}

/** Each journey's pick-up time as set ('' for now or not yet set): the flight finder's first guess. */
export function flightPickupTimes(draft: Readonly<FlightJourney>): Record<FlightKind, string> {
  return {
    onward: draft.time.pickUpType === 'later' ? draft.time.time : '',
    return: draft.returnDate ?? '',
  };
}
