import { Badge, Button, DataList, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  bookingDetails,
  cancelBooking,
  emailReceipt,
  interpretResult,
  mapBookingSummary,
  GENERIC_ERROR,
  type BookingSummary,
} from '@/api';
import { serverNow, telHref, useConfig } from '@/config';
import { dialogs } from '@/design-system';
import { useT, useTranslator } from '@/i18n';
import { bookingActions } from '../model/bookingActions';
import { canChange } from '../model/bookingChange';
import { cancelRefundNote, refundStatusText } from '../model/cancelRefund';
import { isUpcoming } from '../model/bookingLists';
import { journeyFrom, placeLine, type JourneyCopy } from '../model/journey';
import { BookingWarnings, bookingStatusText, formatMoney, LoadState, paymentText, ReadFailure } from '@/shared';
import { thrownMessage } from './accountCalls';
import { AddToCalendar } from './AddToCalendar';
import { ActionButton, BookingMap, Item, PolicyLines } from './BookingDetailParts';
import { ChangeBookingForm, type ChangeBookingFormProps } from './ChangeBookingForm';
import { formatPickup, statusPalette } from './bookingFormat';
import { FailureMessage } from './FormParts';
import { useLoad } from './useLoad';

const SOURCE = 8;

export interface BookingDetailViewProps {
  jobPartId: number;
  /** Repeat (same pick-up and drop-off) or Return (swapped): the app hands the addresses to the booking wizard (the booking actions rule, rules: booking-actions). */
  onCopyJourney: (journey: ReturnType<typeof journeyFrom>, kind: JourneyCopy) => void;
  payHref: (booking: BookingSummary) => string;
  trackHref: (booking: BookingSummary) => string;
  /**
   * Follows the booking's status live (the app hands in the tracking feature's channel), so the badge and the Track
   * button of the booking actions rule (rules: booking-actions) change as the driver sets off, arrives and finishes; `render` shows the booking with a status.
   */
  liveStatus?: (booking: BookingSummary, render: (status: string) => React.ReactNode) => React.ReactNode;
  /** Takes a higher fare's difference by card when a change costs more (the app hands in the payment feature's form). */
  payDifference?: ChangeBookingFormProps['payDifference'];
  tripFields?: ChangeBookingFormProps['tripFields'];
}

/** One booking (bookingdetail/{id}): journey, map, fare, status, driver, and the actions of 4.3. */
export function BookingDetailView({
  jobPartId,
  onCopyJourney,
  payHref,
  trackHref,
  liveStatus,
  payDifference,
  tripFields,
}: BookingDetailViewProps) {
  const config = useConfig();
  // The pick-up times in the page's locale (the rest of the detail is not translated yet).
  const t = useT();
  const { locale } = useTranslator();
  const detail = useLoad(['bookingDetails', jobPartId], async (signal) => {
    const answer = await bookingDetails(jobPartId, { signal });
    const verdict = interpretResult(answer.code === undefined ? { ...answer, code: 1 } : answer);
    if (!verdict.ok || !answer.bookingdetails) throw new ReadFailure(verdict.ok ? GENERIC_ERROR : verdict.message);
    return mapBookingSummary(answer.bookingdetails);
  });
  const [notice, setNotice] = useState<{ ok: boolean; message: string }>();
  const [changing, setChanging] = useState(false);

  const resend = async (booking: BookingSummary) => {
    setNotice(undefined);
    try {
      const verdict = interpretResult(await emailReceipt({ source: SOURCE, bookingref: booking.jobPartId }));
      setNotice(
        verdict.ok
          ? { ok: true, message: 'The receipt has been sent to your email address' }
          : { ok: false, message: verdict.message },
      );
    } catch (error) {
      setNotice({ ok: false, message: thrownMessage(error) });
    }
  };

  const cancel = (booking: BookingSummary) => {
    const paymentNote = cancelRefundNote(booking, config.bookingPolicy, new Date(serverNow()), config.phone);
    const question = `Do you want to cancel booking ${booking.jobPartId}?`;
    return dialogs.confirm({
      // A confirmation titled with its question (issue 28): "Question", the spec's default title, says nothing.
      title: 'Cancel this booking?',
      content: paymentNote ? (
        <Stack gap="3">
          <Text>{question}</Text>
          <Text data-testid="cancel-payment-note">{paymentNote}</Text>
        </Stack>
      ) : (
        question
      ),
      okLabel: 'Cancel booking',
      cancelLabel: 'Keep booking',
      onOk: async () => {
        try {
          const result = await cancelBooking({ source: SOURCE, bookingref: booking.jobPartId });
          const verdict = interpretResult(result);
          const cancelled = result.message || 'Your booking has been cancelled.';
          // After the answer, the refund the server asked the gateway for, not the estimate shown before.
          const refunded = result.refundamount
            ? refundStatusText(
                { amount: result.refundamount, status: result.refundstatus ?? 'failed' },
                booking.currencyCode,
              )
            : '';
          const after = config.bookingPolicy ? (refunded ? `${refunded}.` : '') : paymentNote;
          setNotice(
            verdict.ok
              ? { ok: true, message: after ? `${cancelled} ${after}` : cancelled }
              : { ok: false, message: verdict.message },
          );
        } catch (error) {
          setNotice({ ok: false, message: thrownMessage(error) });
        }
        detail.retry();
      },
    });
  };

  /** The booking as shown, with its status as it is now (live when the app follows it). */
  const show = (booking: BookingSummary) => {
    const actions = bookingActions(
      {
        status: booking.status,
        paymentMethod: booking.paymentMethod,
        isPaid: booking.isPaid,
        reference: booking.jobPartId,
      },
      { canCancelBooking: config.canCancelBooking },
    );
    const { driver } = booking;
    return (
      <Stack gap="6">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            Booking {booking.jobPartId}
          </Heading>
          <Badge colorPalette={statusPalette(booking.status)} size="lg" data-testid="booking-status">
            {bookingStatusText(booking.status)}
          </Badge>
        </HStack>
        {/cancel/i.test(booking.status) ? null : <BookingWarnings warnings={booking.warnings} />}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <DataList.Root orientation="horizontal">
            <Item label="Pick-up time" value={formatPickup(booking.pickupDateTime, config.timeZone, t, locale)} />
            <Item label="From" value={placeLine(booking.pickup)} />
            {booking.via.map((via, i) => (
              <Item key={i} label={`Via ${i + 1}`} value={via.address} />
            ))}
            <Item label="To" value={placeLine(booking.dropoff)} />
            {booking.flightNumber ? (
              <Item label="Flight" value={`${booking.flightNumber} ${booking.arrivingFromAirportName}`.trim()} />
            ) : null}
            {booking.flightNumber && booking.expectedFlightArrival ? (
              // Issue 12: the landing the pick-up follows (the server moves it when the flight is late or early).
              <Item
                label="Expected landing"
                value={formatPickup(booking.expectedFlightArrival, config.timeZone, t, locale)}
              />
            ) : null}
            {booking.returnLeg ? (
              <>
                <Item
                  label="Return journey"
                  value={
                    <span data-testid="booking-return">
                      {booking.returnLeg.waitAndReturn ? 'Wait and return, ' : ''}
                      {formatPickup(booking.returnLeg.pickupDateTime, config.timeZone, t, locale)}
                    </span>
                  }
                />
                {booking.returnLeg.flightNumber ? (
                  <Item label="Return flight" value={<span dir="ltr">{booking.returnLeg.flightNumber}</span>} />
                ) : null}
              </>
            ) : null}
            <Item label="Vehicle" value={booking.vehicleType} />
            <Item label="Passenger" value={booking.passenger.name} />
            <Item label="Fare" value={formatMoney(booking.totalFare, booking.currencyCode)} />
            <Item label="Payment" value={paymentText(booking.paymentMethod, booking.isPaid) || 'Not set'} />
            {booking.refund ? (
              <Item
                label="Refund"
                value={
                  <span data-testid="booking-refund">{refundStatusText(booking.refund, booking.currencyCode)}</span>
                }
              />
            ) : null}
            {driver ? (
              <>
                <Item label="Driver" value={driver.name} />
                {driver.vehicle || driver.registration ? (
                  <Item label="Car" value={[driver.vehicle, driver.registration].filter(Boolean).join(', ')} />
                ) : null}
                {driver.mobile ? (
                  <Item label="Driver's phone" value={<Link href={telHref(driver.mobile)}>{driver.mobile}</Link>} />
                ) : null}
              </>
            ) : (
              <Item label="Driver" value="Not assigned yet" />
            )}
            {booking.notes ? <Item label="Notes" value={booking.notes} /> : null}
          </DataList.Root>
          <BookingMap booking={booking} />
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          {actions.resendReceipt ? <ActionButton onClick={() => resend(booking)}>Resend receipt</ActionButton> : null}
          {canChange(booking, config.bookingPolicy, new Date(serverNow())) && !changing ? (
            <Button variant="outline" onClick={() => setChanging(true)}>
              Change booking
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button colorPalette="red" variant="outline" onClick={() => void cancel(booking)}>
              Cancel booking
            </Button>
          ) : null}
          {actions.pay ? (
            <Button asChild>
              <RouterLink to={payHref(booking)}>Pay now</RouterLink>
            </Button>
          ) : null}
          {actions.track ? (
            <Button asChild variant="outline">
              <RouterLink to={trackHref(booking)}>Track my driver</RouterLink>
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => onCopyJourney(journeyFrom(booking, 'repeat'), 'repeat')}>
            Repeat
          </Button>
          <Button variant="outline" onClick={() => onCopyJourney(journeyFrom(booking, 'return'), 'return')}>
            Return
          </Button>
          {isUpcoming(booking, DateTime.now()) ? <AddToCalendar booking={booking} company={config.company} /> : null}
        </HStack>
        {changing ? (
          <ChangeBookingForm
            booking={booking}
            payDifference={payDifference}
            tripFields={tripFields}
            onClose={() => setChanging(false)}
            onDone={(message) => {
              setChanging(false);
              setNotice({ ok: true, message });
              detail.retry();
            }}
          />
        ) : null}
        <PolicyLines paymentMethod={booking.paymentMethod} />
        <Text color="fg.muted">
          Repeat books the same journey again; Return books it the other way round. Both start from a new pick-up time.{' '}
          <Link asChild color="colorPalette.fg">
            <RouterLink to="/bookinghistory.html">All my bookings</RouterLink>
          </Link>
        </Text>
      </Stack>
    );
  };

  return (
    <Stack gap="6">
      <FailureMessage message={notice?.message} status={notice?.ok ? 'success' : 'error'} />
      <LoadState read={detail} what="the booking">
        {(loaded) => (liveStatus ? liveStatus(loaded, (status) => show({ ...loaded, status })) : show(loaded))}
      </LoadState>
    </Stack>
  );
}
