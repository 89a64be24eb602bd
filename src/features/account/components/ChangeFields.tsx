import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import type { VehicleType, WireWarning } from '@/api';
import type { ChangeFormValues } from '../model/bookingChange';
import type { ChangeContact, ChangeReturn, ChangeTrip } from '../model/changeTrip';

/** What the app hands in to draw the booking form's journey fields (the booking feature's ChangeTripFields). */
export interface TripFieldsProps {
  initial: ChangeTrip;
  onChange: (trip: ChangeTrip) => void;
  /** The last check's warnings: the flight's are shown under the flight. */
  warnings: WireWarning[];
}

interface ChangeFieldsProps {
  values: ChangeFormValues;
  set: <K extends keyof ChangeFormValues>(key: K, value: ChangeFormValues[K]) => void;
  contact: ChangeContact;
  setContact: (contact: ChangeContact) => void;
  /** A return booking's return time and flight; null when there is none to choose (one way, wait and return). */
  returnValues: ChangeReturn | null;
  setReturn: (values: ChangeReturn) => void;
  vehicles: readonly VehicleType[] | null;
  booked: { vehicleTypeId: number; vehicleType: string };
  /** The journey fields (places, vias, flight), drawn by the app with the booking form's components. */
  trip: ReactNode;
  /** The last check's warnings about the pick-up time (the same journey twice, a pick-up before landing). */
  timeWarnings: string[];
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

const count = (value: string) => Math.max(0, Math.floor(Number(value) || 0));

/**
 * The change form's fields, in the booking form's order and words: the journey (from the booking form's own
 * components), the pick-up time with its checks under it, passengers and luggage, vehicle, note, and the passenger.
 */
export function ChangeFields(props: ChangeFieldsProps) {
  const { values, set, contact, setContact, vehicles, booked, busy } = props;
  const t = useT();
  return (
    <form
      aria-label={t('account.change.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) props.onSubmit();
      }}
    >
      <Stack gap="4">
        {props.trip}
        <HStack gap="4" wrap="wrap" align="flex-start">
          <Field.Root w="auto">
            <Field.Label>{t('account.change.pickupDate')}</Field.Label>
            <Input type="date" value={values.date} onChange={(e) => set('date', e.target.value)} required />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>{t('account.change.pickupTime')}</Field.Label>
            <Input type="time" value={values.time} onChange={(e) => set('time', e.target.value)} required />
          </Field.Root>
        </HStack>
        {props.returnValues ? <ReturnFields values={props.returnValues} set={props.setReturn} /> : null}
        {props.timeWarnings.length ? (
          // The booking checks rule (rules: booking-checks): beside the time that can put it right.
          <Alert.Root status="warning" size="sm" data-testid="change-time-warnings">
            <Alert.Indicator />
            <Alert.Content>
              {props.timeWarnings.map((message) => (
                <Alert.Description key={message}>{message}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <HStack gap="4" wrap="wrap" align="flex-start">
          <Field.Root w="auto">
            <Field.Label>{t('account.change.passengers')}</Field.Label>
            <Input
              type="number"
              min={1}
              max={16}
              value={values.passengers}
              onChange={(e) => set('passengers', Math.max(1, count(e.target.value)))}
            />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>{t('account.change.suitcases')}</Field.Label>
            <Input
              type="number"
              min={0}
              max={16}
              value={values.suitcases}
              onChange={(e) => set('suitcases', count(e.target.value))}
            />
          </Field.Root>
          <Field.Root w="auto" minW="12rem">
            <Field.Label>{t('account.change.vehicle')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(values.vehicleTypeId)}
                onChange={(e) => set('vehicleTypeId', Number(e.target.value))}
              >
                {vehicles ? (
                  vehicles.map((vehicle) => (
                    <option key={vehicle.id} value={vehicle.id}>
                      {vehicle.name}
                    </option>
                  ))
                ) : (
                  <option value={booked.vehicleTypeId}>{booked.vehicleType}</option>
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <Field.Root>
          <Field.Label>{t('account.change.note')}</Field.Label>
          <Textarea value={values.note} maxLength={255} onChange={(e) => set('note', e.target.value)} />
        </Field.Root>
        <HStack gap="4" wrap="wrap" align="flex-start">
          <Field.Root w="auto" minW="14rem">
            <Field.Label>{t('account.change.passengerName')}</Field.Label>
            <Input
              value={contact.name}
              maxLength={255}
              autoComplete="name"
              onChange={(e) => setContact({ ...contact, name: e.target.value })}
            />
          </Field.Root>
          <Field.Root w="auto" minW="12rem">
            <Field.Label>{t('account.change.passengerPhone')}</Field.Label>
            <Input
              type="tel"
              dir="ltr"
              value={contact.phone}
              maxLength={20}
              autoComplete="tel"
              onChange={(e) => setContact({ ...contact, phone: e.target.value })}
            />
          </Field.Root>
          <Field.Root w="auto" minW="14rem">
            <Field.Label>{t('account.change.passengerEmail')}</Field.Label>
            <Input
              type="email"
              dir="ltr"
              value={contact.email}
              maxLength={255}
              autoComplete="email"
              onChange={(e) => setContact({ ...contact, email: e.target.value })}
            />
          </Field.Root>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={busy} loadingText={t('account.change.checking')}>
            {t('account.change.checkFare')}
          </Button>
          <Button variant="outline" onClick={props.onClose}>
            {t('account.change.keep')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** A return booking's return time and flight (the booking record rule's ReturnDate and ReturnFlight). */
function ReturnFields({ values, set }: { values: ChangeReturn; set: (values: ChangeReturn) => void }) {
  const t = useT();
  return (
    <HStack gap="4" wrap="wrap" align="flex-start">
      <Field.Root w="auto">
        <Field.Label>{t('account.change.returnDate')}</Field.Label>
        <Input type="date" value={values.date} onChange={(e) => set({ ...values, date: e.target.value })} required />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{t('account.change.returnTime')}</Field.Label>
        <Input type="time" value={values.time} onChange={(e) => set({ ...values, time: e.target.value })} required />
      </Field.Root>
      <Field.Root w="auto" minW="10rem">
        <Field.Label>{t('account.change.returnFlight')}</Field.Label>
        <Input
          dir="ltr"
          value={values.flight}
          maxLength={10}
          autoComplete="off"
          onChange={(e) => set({ ...values, flight: e.target.value })}
        />
      </Field.Root>
    </HStack>
  );
}
