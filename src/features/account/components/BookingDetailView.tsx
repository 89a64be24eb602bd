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
import { useNamespaces, useT, useTranslator } from '@/i18n';
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
  // The detail's words and its times and money in the page's language (the policy and refund notes are not yet).
  // Shown on other features' pages too (bookinginfo?jobpartid=): the account words load with it where not embedded.
  useNamespaces(['account']);
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
        verdict.ok ? { ok: true, message: t('account.detail.receiptSent') } : { ok: false, message: verdict.message },
      );
    } catch (error) {
      setNotice({ ok: false, message: thrownMessage(error) });
    }
  };

  const cancel = (booking: BookingSummary) => {
    const paymentNote = cancelRefundNote(booking, config.bookingPolicy, new Date(serverNow()), config.phone);
    const question = t('account.detail.cancelQuestion', { ref: booking.jobPartId });
    return dialogs.confirm({
      // A confirmation titled with its question (issue 28): "Question", the spec's default title, says nothing.
      title: t('account.detail.cancelTitle'),
      content: paymentNote ? (
        <Stack gap="3">
          <Text>{question}</Text>
          <Text data-testid="cancel-payment-note">{paymentNote}</Text>
        </Stack>
      ) : (
        question
      ),
      okLabel: t('account.detail.cancel'),
      cancelLabel: t('account.detail.keep'),
      onOk: async () => {
        try {
          const result = await cancelBooking({ source: SOURCE, bookingref: booking.jobPartId });
          const verdict = interpretResult(result);
          const cancelled = result.message || t('account.detail.cancelled');
          // After the answer, the refund the server asked the gateway for, not the estimate shown before.
          const refunded = result.refundamount
            ? refundStatusText(
                { amount: result.refundamount, status: result.refundstatus ?? 'failed' },
                booking.currencyCode,
                t,
                locale,
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

  const returnTime = (leg: { pickupDateTime: string }) => formatPickup(leg.pickupDateTime, config.timeZone, t, locale);

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
            {t('account.detail.heading', { ref: booking.jobPartId })}
          </Heading>
          <Badge colorPalette={statusPalette(booking.status)} size="lg" data-testid="booking-status">
            {bookingStatusText(booking.status, t)}
          </Badge>
        </HStack>
        {/cancel/i.test(booking.status) ? null : <BookingWarnings warnings={booking.warnings} />}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <DataList.Root orientation="horizontal">
            <Item
              label={t('account.detail.pickupTime')}
              value={formatPickup(booking.pickupDateTime, config.timeZone, t, locale)}
            />
            <Item label={t('account.detail.from')} value={placeLine(booking.pickup)} />
            {booking.via.map((via, i) => (
              <Item key={i} label={t('account.detail.via', { n: i + 1 })} value={via.address} />
            ))}
            <Item label={t('account.detail.to')} value={placeLine(booking.dropoff)} />
            {booking.flightNumber ? (
              <Item
                label={t('account.detail.flight')}
                value={
                  <>
                    <span dir="ltr">{booking.flightNumber}</span> {booking.arrivingFromAirportName}
                  </>
                }
              />
            ) : null}
            {booking.flightNumber && booking.expectedFlightArrival ? (
              // Issue 12: the landing the pick-up follows (the server moves it when the flight is late or early).
              <Item
                label={t('account.detail.expectedLanding')}
                value={formatPickup(booking.expectedFlightArrival, config.timeZone, t, locale)}
              />
            ) : null}
            {booking.returnLeg ? (
              <>
                <Item
                  label={t('account.detail.returnJourney')}
                  value={
                    <span data-testid="booking-return">
                      {booking.returnLeg.waitAndReturn
                        ? t('account.detail.waitAndReturn', { time: returnTime(booking.returnLeg) })
                        : returnTime(booking.returnLeg)}
                    </span>
                  }
                />
                {booking.returnLeg.flightNumber ? (
                  <Item
                    label={t('account.detail.returnFlight')}
                    value={<span dir="ltr">{booking.returnLeg.flightNumber}</span>}
                  />
                ) : null}
              </>
            ) : null}
            <Item label={t('account.detail.vehicle')} value={booking.vehicleType} />
            <Item label={t('account.detail.passenger')} value={booking.passenger.name} />
            <Item
              label={t('account.detail.fare')}
              value={formatMoney(booking.totalFare, booking.currencyCode, locale)}
            />
            <Item
              label={t('account.detail.payment')}
              value={paymentText(booking.paymentMethod, booking.isPaid, t) || t('account.detail.notSet')}
            />
            {booking.refund ? (
              <Item
                label={t('account.detail.refund')}
                value={
                  <span data-testid="booking-refund">
                    {refundStatusText(booking.refund, booking.currencyCode, t, locale)}
                  </span>
                }
              />
            ) : null}
            {driver ? (
              <>
                <Item label={t('account.detail.driver')} value={driver.name} />
                {driver.vehicle || driver.registration ? (
                  <Item
                    label={t('account.detail.car')}
                    value={[driver.vehicle, driver.registration].filter(Boolean).join(', ')}
                  />
                ) : null}
                {driver.mobile ? (
                  <Item
                    label={t('account.detail.driverPhone')}
                    value={
                      <Link href={telHref(driver.mobile)} dir="ltr">
                        {driver.mobile}
                      </Link>
                    }
                  />
                ) : null}
              </>
            ) : (
              <Item label={t('account.detail.driver')} value={t('account.detail.notAssigned')} />
            )}
            {booking.notes ? <Item label={t('account.detail.notes')} value={booking.notes} /> : null}
          </DataList.Root>
          <BookingMap booking={booking} />
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          {actions.resendReceipt ? (
            <ActionButton onClick={() => resend(booking)}>{t('account.detail.resendReceipt')}</ActionButton>
          ) : null}
          {canChange(booking, config.bookingPolicy, new Date(serverNow())) && !changing ? (
            <Button variant="outline" onClick={() => setChanging(true)}>
              {t('account.detail.change')}
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button colorPalette="red" variant="outline" onClick={() => void cancel(booking)}>
              {t('account.detail.cancel')}
            </Button>
          ) : null}
          {actions.pay ? (
            <Button asChild>
              <RouterLink to={payHref(booking)}>{t('account.detail.payNow')}</RouterLink>
            </Button>
          ) : null}
          {actions.track ? (
            <Button asChild variant="outline">
              <RouterLink to={trackHref(booking)}>{t('account.detail.track')}</RouterLink>
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => onCopyJourney(journeyFrom(booking, 'repeat'), 'repeat')}>
            {t('account.detail.repeat')}
          </Button>
          <Button variant="outline" onClick={() => onCopyJourney(journeyFrom(booking, 'return'), 'return')}>
            {t('account.detail.return')}
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
          {t('account.detail.repeatHelp')}{' '}
          <Link asChild color="colorPalette.fg">
            <RouterLink to="/bookinghistory.html">{t('account.detail.allBookings')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    );
  };

  return (
    <Stack gap="6">
      <FailureMessage message={notice?.message} status={notice?.ok ? 'success' : 'error'} />
      <LoadState read={detail} what={t('account.detail.what')}>
        {(loaded) => (liveStatus ? liveStatus(loaded, (status) => show({ ...loaded, status })) : show(loaded))}
      </LoadState>
    </Stack>
  );
}
