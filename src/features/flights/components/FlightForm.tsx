import { Button, Checkbox, Field, Stack, Text } from '@chakra-ui/react';
import { DateTimePicker, TextBox } from '@/design-system';
import { useT } from '@/i18n';
import { airportOptions } from '../api/lookups';
import {
  FLIGHT_MESSAGES,
  SIGN_HELP,
  SIGN_LABEL,
  shownSignText,
  withNoDetails,
  type FlightFormErrors,
  type FlightFormValues,
  type FlightVariant,
} from '../model/flightForm';
import { CodeCombobox } from './CodeCombobox';
import { FreeWaitingTimeline } from './FreeWaitingTimeline';

export interface FlightFormProps {
  /** Prefix of the fields' ids (a page may show two flights). */
  idPrefix: string;
  variant: FlightVariant;
  values: FlightFormValues;
  onChange: (values: FlightFormValues) => void;
  errors: FlightFormErrors;
  timeZone: string;
  /** The passenger's name as the booking has it: the meet-and-greet sign's default. */
  passengerName: string;
  /** Opens the flight finder; absent where the landing airport is unknown. */
  onFind?: () => void;
  /** The booking's earliest pick-up (ISO), for the timeline (the minimum lead time rule). */
  earliestBookable?: string;
}

/** The ids of a flight form's fields, for the error summary's links. */
export const flightFieldIds = (prefix: string) => ({
  number: `${prefix}-number`,
  arrivingFrom: `${prefix}-arriving-from`,
  noDetails: `${prefix}-no-details`,
  sign: `${prefix}-sign`,
});

/**
 * One flight's questions (the flight form rule, rules: flight-form): the flight number, where it arrives from (an airport from the list, or free text
 * and the arrival time in the 360 variant), the flight finder, the free-waiting timeline once the landing time is
 * known, and the no-details box, which disables and clears the flight's fields (the free waiting rule, rules: free-waiting). Beyond the spec, the name on
 * the driver's meet-and-greet sign, the passenger's until changed: the passenger is met with or without details.
 */
export function FlightForm({
  idPrefix,
  variant,
  values,
  onChange,
  errors,
  timeZone,
  passengerName,
  onFind,
  earliestBookable,
}: FlightFormProps) {
  const t = useT();
  const ids = flightFieldIds(idPrefix);
  const off = values.noDetails;
  const set = (change: Partial<FlightFormValues>) => onChange({ ...values, ...change });
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t(FLIGHT_MESSAGES.hint)}</Text>
      <TextBox
        id={ids.number}
        label={t('flights.form.number')}
        value={values.number}
        onChange={(number) => set({ number, landingTime: '' })}
        required={!off}
        disabled={off}
        error={errors.number ?? ''}
        maxLength={12}
      />
      {variant === 'airports' ? (
        <CodeCombobox
          id={ids.arrivingFrom}
          label={t('flights.form.arrivingFrom')}
          text={values.arrivingFrom}
          chosen={values.airport}
          onChange={({ text, chosen }) => set({ arrivingFrom: text, airport: chosen })}
          search={airportOptions}
          error={errors.arrivingFrom}
          unchosenMessage={t(FLIGHT_MESSAGES.arrivingFromAirport)}
          required={!off}
          disabled={off}
        />
      ) : (
        <>
          <TextBox
            id={ids.arrivingFrom}
            label={t('flights.form.arrivingFrom')}
            value={values.arrivingFrom}
            onChange={(arrivingFrom) => set({ arrivingFrom })}
            required={!off}
            disabled={off}
            error={errors.arrivingFrom ?? ''}
          />
          {off ? null : (
            <DateTimePicker
              id={`${idPrefix}-arrival`}
              label={t('flights.form.arrivalTime')}
              value={{ mode: 'later', time: values.arrivalTime || null }}
              onChange={(value) => set({ arrivalTime: value.time ?? '', landingTime: '' })}
              timeZone={timeZone}
              allowAsap={false}
              footer="close"
              // 9: the flight arrival picker's minute offset is 0: any time from now.
              minTime={new Date().toISOString()}
            />
          )}
        </>
      )}
      {onFind && !off ? (
        <Button variant="outline" alignSelf="flex-start" onClick={onFind}>
          {t('flights.finder.open')}
        </Button>
      ) : null}
      {!off && (values.landingTime || (variant === 'text' && values.arrivalTime)) ? (
        <FreeWaitingTimeline
          landingTime={values.landingTime || values.arrivalTime}
          waitingMinutes={values.waitingMinutes}
          onWaitingMinutes={(waitingMinutes) => set({ waitingMinutes })}
          timeZone={timeZone}
          earliestBookable={earliestBookable}
        />
      ) : null}
      <Field.Root invalid={Boolean(errors.noDetails)}>
        <Checkbox.Root
          id={ids.noDetails}
          checked={values.noDetails}
          onCheckedChange={(event) => onChange(withNoDetails(values, event.checked === true))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('flights.form.noDetails')}</Checkbox.Label>
        </Checkbox.Root>
        <Field.ErrorText color="fg.error">{errors.noDetails}</Field.ErrorText>
      </Field.Root>
      <TextBox
        id={ids.sign}
        label={t(SIGN_LABEL)}
        value={shownSignText(values, passengerName)}
        onChange={(signText) => set({ signText })}
        helperText={t(SIGN_HELP)}
        maxLength={60}
        autoComplete="off"
      />
    </Stack>
  );
}
