import { Stack } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import type { PlacesAdapter } from '@/adapters/places';
import { useConfig } from '@/config';
import { usePlaces } from '@/shared';
import { contactName } from '../../model/contact';
import { needsFlight, type FlightKind } from '../../model/customerStep';
import { FIELD_IDS } from '../../model/steps';
import type { BookingDraft, BookingFlight } from '../../model/draft';
import { flightAirports, flightPickupTimes } from '../../model/flightContext';
import type { FlightParts, FlightVariant } from '../flightParts';
import { useBooking, useBookingStore } from '../../state/bookingStore';
import { earliestFlightPickupFor, saveFlight } from '../../state/customerActions';
import { useNow } from '../../state/useNow';
import { StopsFields } from './StopsFields';
import { TimeFields } from './TimeFields';
import { FlightChecks } from './FlightChecks';
import { useSavedPlaces } from './useSavedPlaces';

export interface JourneyPanelProps {
  /** The signed-in customer, whose address book is offered first. */
  customerId?: number;
  /** Step-check messages by field id, shown beside each field. */
  errors?: Record<string, string>;
  /** Replaces the configured place search (stories, tests). */
  places?: PlacesAdapter;
  /** Flight details asked for here, under the journey (the flow's flightsInline), rather than in the flight dialog. */
  flightsInline?: boolean;
  /** The flights feature's parts (the flow's flights): loaded once an airport is chosen, and the inline fields. */
  flights?: FlightParts;
  flightVariant?: FlightVariant;
}

const noErrors: Record<string, string> = {};

/** The journey step (the wizard layout rule, rules: wizard-layout): where from, via where, where to, when, and whether to return. */
export function JourneyPanel({
  customerId,
  errors = noErrors,
  places,
  flightsInline,
  flights: flightParts,
  flightVariant = 'airports',
}: JourneyPanelProps) {
  const config = useConfig();
  const store = useBookingStore();
  const draft = useBooking();
  const needed = (['onward', 'return'] as FlightKind[]).filter((kind) => needsFlight(draft as BookingDraft, kind));
  const flights = flightsInline ? needed : [];
  // The flights code loads only once an airport is chosen (it is not part of the booking page's first load).
  const airportChosen = needed.length > 0;
  useEffect(() => {
    if (airportChosen) flightParts?.preload();
  }, [airportChosen, flightParts]);
  const airports = flightAirports(draft);
  const pickupTimes = flightPickupTimes(draft);
  const nowMs = useNow(15_000);
  const flightSettings = { zone: config.timeZone, minLeadTime: config.minLeadTime };
  const adapter = usePlaces(places);
  const saved = useSavedPlaces(customerId);
  return (
    <Stack gap="5">
      <StopsFields
        pickUp={draft.pickUp}
        dropOff={draft.dropOff}
        via={draft.via}
        places={adapter}
        saved={saved}
        errors={errors}
        pickUpError={draft.pickUpError}
        locked={draft.locked}
      />
      <TimeFields
        draft={draft}
        nowMs={nowMs}
        zone={config.timeZone}
        minLeadTime={config.minLeadTime}
        minuteStep={config.minuteStep}
        errors={errors}
      />
      {flightParts && flights.length > 0 ? (
        <Suspense fallback={null}>
          {flights.map((kind) => (
            <Stack key={kind} gap="2">
              <flightParts.Fields
                kind={kind}
                flight={(kind === 'onward' ? draft.flight : draft.returnFlight) as BookingFlight | null}
                airport={airports[kind]}
                pickupTime={pickupTimes[kind]}
                variant={flightVariant}
                timeZone={config.timeZone}
                passengerName={contactName(draft.contact)}
                error={errors[kind === 'onward' ? FIELD_IDS.flight : FIELD_IDS.returnFlight]}
                earliestBookable={kind === 'onward' ? earliestFlightPickupFor(store, flightSettings, nowMs) : undefined}
                onSave={(which, flight) => saveFlight(store, which, flight, flightSettings)}
              />
              <FlightChecks quotation={draft.quotation} kind={kind} />
            </Stack>
          ))}
        </Suspense>
      ) : null}
    </Stack>
  );
}
