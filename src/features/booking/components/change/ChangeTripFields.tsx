import { Stack } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { snapshot, subscribe } from 'valtio';
import type { Address } from '@/api';
import type { PlacesAdapter } from '@/adapters/places';
import { useConfig } from '@/config';
import { usePlaces } from '@/shared';
import { contactName } from '../../model/contact';
import { needsFlight, type FlightKind } from '../../model/customerStep';
import { emptyDraft, type BookingDraft, type BookingFlight } from '../../model/draft';
import { flightAirports, flightPickupTimes } from '../../model/flightContext';
import { BookingStoreProvider, createBookingStore, useBooking, useBookingStore } from '../../state/bookingStore';
import { saveFlight } from '../../state/customerActions';
import type { FlightParts } from '../flightParts';
import { FlightChecks } from '../journey/FlightChecks';
import { StopsFields } from '../journey/StopsFields';
import { useSavedPlaces } from '../journey/useSavedPlaces';

/** The journey of a booking being changed: its places, its flight and its pick-up time (ISO, in the operator's zone). */
export interface ChangeTripValue {
  pickUp: Address | null;
  dropOff: Address | null;
  via: (Address | null)[];
  flight: BookingFlight | null;
  pickupTime: string;
}

export interface ChangeTripFieldsProps {
  /** The booking's journey as booked: the fields start from it (later values are the fields' own). */
  initial: ChangeTripValue;
  onChange: (value: ChangeTripValue) => void;
  /** The change's checks (the change call's `warnings`): the flight's shown under the flight. */
  warnings?: { code: string; message: string; leg?: 'return' }[];
  customerId?: number;
  /** The flights feature's parts, as the booking form has them (the template hands them in). */
  flights?: FlightParts;
  places?: PlacesAdapter;
}

/**
 * The booking form's own journey fields for changing a booking (the booking change rule, rules: booking-change): the
 * address search with saved places, via stops added, removed and reordered, and the flight lookup with its checks,
 * on a booking instance of their own seeded from the booking, so the page's booking in progress is untouched.
 */
export function ChangeTripFields({ initial, onChange, ...props }: ChangeTripFieldsProps) {
  const [store] = useState(() =>
    createBookingStore({
      draft: {
        ...emptyDraft(),
        pickUp: initial.pickUp,
        dropOff: initial.dropOff,
        via: [...initial.via],
        flight: initial.flight,
        time: { ...emptyDraft().time, pickUpType: 'later', time: initial.pickupTime, isValid: true },
        step: 'journey',
      },
    }),
  );
  useEffect(
    () =>
      subscribe(store.draft, () => {
        const draft = snapshot(store.draft) as BookingDraft;
        onChange({
          pickUp: draft.pickUp,
          dropOff: draft.dropOff,
          via: [...draft.via],
          flight: draft.flight,
          pickupTime: draft.time.time,
        });
      }),
    [store], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <BookingStoreProvider store={store}>
      <TripFields {...props} />
    </BookingStoreProvider>
  );
}

function TripFields({
  warnings,
  customerId,
  flights: flightParts,
  places,
}: Omit<ChangeTripFieldsProps, 'initial' | 'onChange'>) {
  const config = useConfig();
  const store = useBookingStore();
  const draft = useBooking() as BookingDraft;
  const adapter = usePlaces(places);
  const saved = useSavedPlaces(customerId);
  const needed = (['onward'] as FlightKind[]).filter((kind) => needsFlight(draft, kind));
  useEffect(() => {
    if (needed.length) flightParts?.preload();
  }, [needed.length, flightParts]);
  const airports = flightAirports(draft);
  const pickupTimes = flightPickupTimes(draft);
  const settings = { zone: config.timeZone, minLeadTime: config.minLeadTime };
  return (
    <Stack gap="4">
      <StopsFields
        pickUp={draft.pickUp}
        dropOff={draft.dropOff}
        via={draft.via}
        places={adapter}
        saved={saved}
        errors={{}}
        pickUpError=""
      />
      {flightParts && needed.length ? (
        <Suspense fallback={null}>
          {needed.map((kind) => (
            <Stack key={kind} gap="2">
              <flightParts.Fields
                kind={kind}
                flight={draft.flight}
                airport={airports[kind]}
                pickupTime={pickupTimes[kind]}
                variant="airports"
                timeZone={config.timeZone}
                passengerName={contactName(draft.contact)}
                onSave={(which, flight) => saveFlight(store, which, flight, settings)}
              />
              <FlightChecks quotation={{ warnings }} kind={kind} />
            </Stack>
          ))}
        </Suspense>
      ) : null}
    </Stack>
  );
}
