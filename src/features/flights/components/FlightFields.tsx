import { Fieldset } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '@/i18n';
import {
  flightFormValues,
  flightFromForm,
  type FlightDetails,
  type FlightFormValues,
  type FlightVariant,
  type LandingAirport,
} from '../model/flightForm';
import type { FlightKind } from '../model/tabs';
import { FlightFinderDialog } from './FlightFinderDialog';
import { FlightForm } from './FlightForm';

export interface FlightFieldsProps {
  kind: FlightKind;
  flight: Readonly<FlightDetails> | null;
  airport: LandingAirport | null;
  pickupTime: string;
  variant: FlightVariant;
  timeZone: string;
  /** The passenger's name: the meet-and-greet sign's default. */
  passengerName: string;
  /** The step check's message for this flight (the wizard steps rule (rules: wizard-steps) check 7), shown beside the flight number. */
  error?: string;
  onSave: (kind: FlightKind, flight: FlightDetails) => void;
  /** The booking's earliest pick-up for this flight (ISO): the timeline never shows a pick-up before it. */
  earliestBookable?: string;
}

/**
 * Flight details inline in the journey (configuration flightInline, or a template that asks for them there; the wizard steps rule (rules: wizard-steps)
 * check 7 checks them with the journey): the dialog's questions in the page, each change kept in the booking.
 */
export function FlightFields({
  kind,
  flight,
  airport,
  pickupTime,
  variant,
  timeZone,
  passengerName,
  error,
  onSave,
  earliestBookable,
}: FlightFieldsProps) {
  const t = useT();
  const [values, setValues] = useState<FlightFormValues>(() => flightFormValues(flight));
  const [finding, setFinding] = useState(false);
  const prefix = kind === 'onward' ? 'booking-flight' : 'booking-return-flight';
  const change = (next: FlightFormValues) => {
    setValues(next);
    onSave(kind, flightFromForm(next, variant));
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">
        {t(kind === 'onward' ? 'flights.dialog.onward' : 'flights.dialog.return')}
      </Fieldset.Legend>
      <Fieldset.Content mt="2">
        <FlightForm
          idPrefix={prefix}
          variant={variant}
          values={values}
          onChange={change}
          errors={error ? { number: error } : {}}
          timeZone={timeZone}
          passengerName={passengerName}
          onFind={airport ? () => setFinding(true) : undefined}
          earliestBookable={earliestBookable}
        />
      </Fieldset.Content>
      {finding && airport ? (
        <FlightFinderDialog
          idPrefix={prefix}
          airport={airport}
          around={pickupTime}
          timeZone={timeZone}
          values={values}
          change={change}
          onClose={() => setFinding(false)}
        />
      ) : null}
    </Fieldset.Root>
  );
}
