import { Stack } from '@chakra-ui/react';
import type { PlacesAdapter } from '@/adapters/places';
import { useConfig } from '@/config';
import { usePlaces } from '@/shared';
import { needsFlight, type FlightKind } from '../../model/customerStep';
import { FIELD_IDS } from '../../model/steps';
import type { BookingDraft } from '../../model/draft';
import { useBooking, useBookingStore } from '../../state/bookingStore';
import { saveFlight } from '../../state/customerActions';
import { FlightFields } from './FlightFields';
import { useNow } from '../../state/useNow';
import { StopsFields } from './StopsFields';
import { TimeFields } from './TimeFields';
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
}

const noErrors: Record<string, string> = {};

/** The journey step (spec 2.4): where from, via where, where to, when, and whether to return. */
export function JourneyPanel({ customerId, errors = noErrors, places, flightsInline }: JourneyPanelProps) {
  const config = useConfig();
  const store = useBookingStore();
  const draft = useBooking();
  const flights = (['onward', 'return'] as FlightKind[]).filter(
    (kind) => flightsInline && needsFlight(draft as BookingDraft, kind),
  );
  const nowMs = useNow(15_000);
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
      />
      <TimeFields
        draft={draft}
        nowMs={nowMs}
        zone={config.timeZone}
        minLeadTime={config.minLeadTime}
        minuteStep={config.minuteStep}
        errors={errors}
      />
      {flights.map((kind) => (
        <FlightFields
          key={kind}
          kind={kind}
          flight={kind === 'onward' ? draft.flight : draft.returnFlight}
          error={errors[kind === 'onward' ? FIELD_IDS.flight : FIELD_IDS.returnFlight]}
          onSave={(which, values) => saveFlight(store, which, values)}
        />
      ))}
    </Stack>
  );
}
