import { Checkbox, Field, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { FormDialog, TextBox } from '@/design-system';
import type { BookingFlight } from '../../model/draft';
import {
  FLIGHT_MESSAGES,
  flightFormValues,
  validateFlightForm,
  type FlightFormValues,
  type FlightKind,
} from '../../model/customerStep';

// One test runs the pure rule, so the dialog and the step check agree.
const schema = yup
  .object({
    number: yup.string().default(''),
    arrivingFrom: yup.string().default(''),
    noDetails: yup.boolean().default(false),
  })
  .test('flight-rules', '', function check(value) {
    const errors = validateFlightForm(value as FlightFormValues);
    const entries = Object.entries(errors);
    if (entries.length === 0) return true;
    return new yup.ValidationError(entries.map(([path, message]) => this.createError({ path, message })));
  });

export interface FlightDialogProps {
  open: boolean;
  kind: FlightKind;
  flight: BookingFlight | null;
  onSave: (kind: FlightKind, values: FlightFormValues) => void;
  onClose: () => void;
}

const ids = { number: 'flight-number', arrivingFrom: 'flight-arriving-from', noDetails: 'flight-no-details' } as const;

/**
 * A simple flight form for airport pick-ups (5.2): flight number and where it arrives from, or the
 * no-details box. The full dialog with airport lists and the flight finder comes with the flights feature.
 */
export function FlightDialog({ open, kind, flight, onSave, onClose }: FlightDialogProps) {
  const form = useForm<FlightFormValues>({
    resolver: yupResolver(schema) as never,
    defaultValues: flightFormValues(flight),
  });
  const noDetails = useWatch({ control: form.control, name: 'noDetails' });
  useEffect(() => {
    if (open) form.reset(flightFormValues(flight));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, kind]);
  const errors = form.formState.errors;
  const summary = (['number', 'arrivingFrom', 'noDetails'] as const).flatMap((name) =>
    errors[name]?.message ? [{ fieldId: ids[name], message: String(errors[name]?.message) }] : [],
  );
  const submit = form.handleSubmit((values) => {
    onSave(kind, values);
    onClose();
  });
  const text = (name: 'number' | 'arrivingFrom', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextBox
          id={ids[name]}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={!noDetails}
          disabled={noDetails}
          error={fieldState.error?.message ?? ''}
        />
      )}
    />
  );
  return (
    <FormDialog
      open={open}
      title={kind === 'onward' ? 'Flight details' : 'Return flight details'}
      onClose={onClose}
      onSubmit={submit}
      errors={form.formState.submitCount > 0 ? summary : undefined}
    >
      <Stack gap="4">
        <Text color="fg.muted">{FLIGHT_MESSAGES.hint}</Text>
        {text('number', 'Flight number')}
        {text('arrivingFrom', 'Arriving from')}
        <Controller
          control={form.control}
          name="noDetails"
          render={({ field, fieldState }) => (
            <Field.Root invalid={Boolean(fieldState.error)}>
              <Checkbox.Root
                id={ids.noDetails}
                checked={field.value}
                onCheckedChange={(e) => {
                  const checked = e.checked === true;
                  field.onChange(checked);
                  // 4.6: ticking the box clears number, airport and arrival.
                  if (checked) {
                    form.setValue('number', '');
                    form.setValue('arrivingFrom', '');
                    form.clearErrors();
                  }
                }}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>No flight details available</Checkbox.Label>
              </Checkbox.Root>
              <Field.ErrorText color="fg.error">{fieldState.error?.message}</Field.ErrorText>
            </Field.Root>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
