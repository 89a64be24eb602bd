import { Box, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  changeBooking,
  mapVehicleType,
  vehicleTypes,
  type BookingSummary,
  type WireChangeBookingRequest,
  type WireChangeBookingResult,
  type WireWarning,
} from '@/api';
import { useConfig } from '@/config';
import { useT, useTranslator } from '@/i18n';
import { BookingWarnings, useRead } from '@/shared';
import {
  changedText,
  changeFormFrom,
  changesOf,
  newFareText,
  timeFieldsOf,
  type ChangeFormValues,
} from '../model/bookingChange';
import {
  contactFrom,
  returnChangesOf,
  returnFrom,
  tripChangesOf,
  tripFrom,
  tripIncomplete,
  type ChangeContact,
  type ChangeReturn,
  type ChangeTrip,
} from '../model/changeTrip';
import { ChangeFields, type TripFieldsProps } from './ChangeFields';
import { thrownMessage } from './accountCalls';
import { FailureMessage } from './FormParts';

/** What the app hands in to take a higher fare's difference through the payment feature's forms. */
export interface PayDifferenceProps {
  amount: number;
  currencyCode: string;
  /** The gateway the server asked to take it (`sandbox`, `stripe`, `paypal`). */
  gateway?: string;
  /** Stripe: the difference's PaymentIntent client secret; PayPal: its order id. */
  clientSecret?: string;
  /** Sends the change again with what paid (a card token, or the confirmed payment's id); answers the message to show when it was not made. */
  pay: (handle: { nonce: string } | { transactionid: string }) => Promise<string | undefined>;
}

export interface ChangeBookingFormProps {
  booking: BookingSummary;
  /** The change was made: the notice to show (with what was charged or refunded); the detail reads the booking again. */
  onDone: (message: string) => void;
  onClose: () => void;
  payDifference?: (props: PayDifferenceProps) => ReactNode;
  /** The booking form's journey fields (addresses, via stops, flight), drawn by the app with the booking feature's. */
  tripFields?: (props: TripFieldsProps) => ReactNode;
}

/** The checks that concern the pick-up time; the flight's go under the flight (the booking checks rule). */
const TIME_CHECKS = new Set(['duplicate', 'flight-landing']);

/** One request id per change the customer confirms: a retry (or the card step after it) is the same change. */
function newChangeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `chg-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

type Phase =
  | { kind: 'edit' }
  | { kind: 'review'; result: WireChangeBookingResult }
  | { kind: 'pay'; amount: number; gateway?: string; clientSecret?: string };

/**
 * Change a booking (the booking change rule, rules: booking-change): the pick-up time, passengers, suitcases, vehicle
 * and note, in the booking form's words; the server's new fare and difference shown before the customer confirms;
 * a higher fare's difference paid by card first.
 */
export function ChangeBookingForm({ booking, onDone, onClose, payDifference, tripFields }: ChangeBookingFormProps) {
  const config = useConfig();
  const t = useT();
  const { locale } = useTranslator();
  const zone = config.timeZone;
  const [values, setValues] = useState<ChangeFormValues>(() => changeFormFrom(booking, zone));
  const initialTrip = useRef(tripFrom(booking));
  const [trip, setTrip] = useState<ChangeTrip>(initialTrip.current);
  const [contact, setContact] = useState<ChangeContact>(() => contactFrom(booking));
  const [returnValues, setReturn] = useState<ChangeReturn | null>(() => returnFrom(booking, zone));
  const [warnings, setWarnings] = useState<WireWarning[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'edit' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const requestId = useRef(newChangeId());
  const heading = useRef<HTMLHeadingElement>(null);
  const vehicles = useRead(['vehicletypes'], (signal) =>
    vehicleTypes({ signal }).then((answer) => (answer.vehTypes ?? []).map(mapVehicleType)),
  );
  useEffect(() => heading.current?.focus(), [phase.kind]);

  const send = async (extra: Partial<WireChangeBookingRequest>) =>
    changeBooking({
      bookingref: booking.jobPartId,
      requestid: requestId.current,
      ...changesOf(values, booking, zone),
      ...tripChangesOf(trip, contact, booking),
      ...returnChangesOf(returnValues, booking, zone),
      ...extra,
    });
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await call();
    } catch (thrown) {
      setError(thrownMessage(thrown));
    } finally {
      setBusy(false);
    }
  };
  const settle = (result: WireChangeBookingResult): string | undefined => {
    if (result.code === 1) {
      onDone(changedText(result, booking.currencyCode, t, locale));
      return undefined;
    }
    if (result.code === 3 && result.paymentrequired && payDifference) {
      setPhase({
        kind: 'pay',
        amount: result.paymentrequired,
        gateway: result.paymentgateway,
        clientSecret: result.clientsecret,
      });
      return undefined;
    }
    return result.message || t('account.message.generic');
  };

  const review = () =>
    run(async () => {
      // A new look at the fare is a new change: its confirmation must not answer an earlier one's.
      requestId.current = newChangeId();
      if (tripIncomplete(trip)) return setError(t('account.change.incomplete'));
      const result = await send({ preview: true });
      setWarnings(result.warnings ?? []);
      if (result.code === 1) setPhase({ kind: 'review', result });
      else setError(result.message || t('account.message.generic'));
    });
  const confirm = () => run(async () => setError(settle(await send({})) ?? ''));
  const set = <K extends keyof ChangeFormValues>(key: K, value: ChangeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const onTrip = (next: ChangeTrip) => {
    setTrip((current) => {
      // The flight fields move the pick-up to the flight's landing, as in the booking form: the time fields follow.
      if (next.pickupTime && next.pickupTime !== current.pickupTime)
        setValues((form) => ({ ...form, ...timeFieldsOf(next.pickupTime, zone) }));
      return next;
    });
  };

  return (
    <Box as="section" aria-labelledby="change-heading" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h3" size="md" id="change-heading" ref={heading} tabIndex={-1}>
          {t(
            phase.kind === 'edit'
              ? 'account.change.heading'
              : phase.kind === 'review'
                ? 'account.change.reviewHeading'
                : 'account.change.payHeading',
          )}
        </Heading>
        <FailureMessage message={error} />
        {phase.kind === 'edit' ? (
          <ChangeFields
            values={values}
            set={set}
            contact={contact}
            setContact={setContact}
            returnValues={returnValues}
            setReturn={setReturn}
            vehicles={vehicles.status === 'ready' ? vehicles.data : null}
            booked={booking}
            trip={tripFields?.({ initial: initialTrip.current, onChange: onTrip, warnings })}
            timeWarnings={warnings.filter((w) => !w.leg && TIME_CHECKS.has(w.code)).map((w) => w.message)}
            busy={busy}
            onSubmit={() => void review()}
            onClose={onClose}
          />
        ) : phase.kind === 'review' ? (
          <Stack gap="4">
            <DataList.Root orientation="horizontal" data-testid="change-lines">
              {(phase.result.changes ?? []).map((line) => (
                <DataList.Item key={line.field}>
                  <DataList.ItemLabel>{line.field}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {t('account.change.beforeAfter', {
                      before: line.before || t('account.change.none'),
                      after: line.after || t('account.change.none'),
                    })}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            <Text fontWeight="semibold" data-testid="change-fare">
              {newFareText(phase.result, booking.currencyCode, booking.isPaid, t, locale)}
            </Text>
            <BookingWarnings warnings={(phase.result.warnings ?? []).map((w) => w.message)} />
            <HStack gap="3" wrap="wrap">
              <Button onClick={() => void confirm()} loading={busy} loadingText={t('account.change.changing')}>
                {t('account.change.confirm')}
              </Button>
              <Button variant="outline" onClick={() => setPhase({ kind: 'edit' })}>
                {t('account.change.back')}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="4">
            {payDifference?.({
              amount: phase.amount,
              currencyCode: booking.currencyCode,
              gateway: phase.gateway,
              clientSecret: phase.clientSecret,
              pay: async (handle) => {
                try {
                  return settle(await send(handle));
                } catch (thrown) {
                  return thrownMessage(thrown);
                }
              },
            })}
            <Button variant="outline" alignSelf="flex-start" onClick={() => setPhase({ kind: 'edit' })}>
              {t('account.change.back')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
