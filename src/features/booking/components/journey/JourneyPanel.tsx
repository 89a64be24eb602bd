import { Stack } from '@chakra-ui/react';
import type { PlacesAdapter } from '@/adapters/places';
import { useConfig } from '@/config';
import { usePlaces } from '@/shared';
import { useBooking } from '../../state/bookingStore';
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
}

const noErrors: Record<string, string> = {};

/** The journey step (spec 2.4): where from, via where, where to, when, and whether to return. */
export function JourneyPanel({ customerId, errors = noErrors, places }: JourneyPanelProps) {
  const config = useConfig();
  const draft = useBooking();
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
    </Stack>
  );
}
