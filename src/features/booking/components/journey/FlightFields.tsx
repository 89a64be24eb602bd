import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextBox } from '@/design-system';
import { FLIGHT_MESSAGES, flightFormValues, type FlightFormValues, type FlightKind } from '../../model/customerStep';
import type { BookingFlight } from '../../model/draft';
import { FIELD_IDS } from '../../model/steps';

export interface FlightFieldsProps {
  kind: FlightKind;
  flight: Readonly<BookingFlight> | null;
  /** The step check's message for this flight (4.4 check 7), shown beside the flight number. */
  error?: string;
  onSave: (kind: FlightKind, values: FlightFormValues) => void;
}

/**
 * Flight details inline in the journey (a template or operator with flights inline: 4.4 check 7 checks them with
 * the journey): the flight dialog's fields in the page. Typed text is kept as typed and saved when the field is
 * left, so a half-typed "New York" is not trimmed under the customer's cursor.
 */
export function FlightFields({ kind, flight, error, onSave }: FlightFieldsProps) {
  const [values, setValues] = useState<FlightFormValues>(() => flightFormValues(flight as BookingFlight | null));
  const prefix = kind === 'onward' ? 'booking-flight' : 'booking-return-flight';
  const save = (next: FlightFormValues) => onSave(kind, next);
  const text = (name: 'number' | 'arrivingFrom', label: string, id: string) => (
    <TextBox
      id={id}
      label={label}
      value={values[name]}
      onChange={(value) => setValues((now) => ({ ...now, [name]: value }))}
      onBlur={() => save(values)}
      disabled={values.noDetails}
      error={name === 'number' ? (error ?? '') : ''}
    />
  );
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">
        {kind === 'onward' ? 'Flight details' : 'Return flight details'}
      </Fieldset.Legend>
      <Stack gap="3" mt="2">
        <Text color="fg.muted" textStyle="sm">
          {FLIGHT_MESSAGES.hint}
        </Text>
        {text('number', 'Flight number', kind === 'onward' ? FIELD_IDS.flight : FIELD_IDS.returnFlight)}
        {text('arrivingFrom', 'Arriving from', `${prefix}-arriving-from`)}
        <Checkbox.Root
          id={`${prefix}-no-details`}
          checked={values.noDetails}
          onCheckedChange={(e) => {
            // 4.6: ticking the box clears number, airport and arrival.
            const next =
              e.checked === true ? { number: '', arrivingFrom: '', noDetails: true } : { ...values, noDetails: false };
            setValues(next);
            save(next);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>No flight details available</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </Fieldset.Root>
  );
}
