import { Alert, Badge, Box, Button, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Panel } from '@/design-system';
import { useState } from 'react';
import { MapView } from '@/adapters/maps';
import { bookingInfo, emailReceipt, isApiError, resultCode, resultMessage, presentableMessage } from '@/api';
import { useConfig } from '@/config';
import { useTranslator, type Translator } from '@/i18n';
import {
  BookingWarnings,
  bookingStatusText,
  calendarFileName,
  calendarHeader,
  downloadFile,
  journeyMarkers,
  LoadState,
  ReadFailure,
  routePoints,
  useRead,
  useRoadRoute,
} from '@/shared';
import { GENERIC_ERROR } from '../model/messages';
import { sayPaymentText } from '../model/paymentText';
import {
  calendarEvents,
  isCancelled,
  receiptMessage,
  ticketFromInfo,
  ticketRows,
  type TicketBooking,
} from '../model/ticket';

/** The source the app reports itself as on operator calls (the pricing calls rule's (rules: call-pricing) default). */
const SOURCE = 8;

/** The booking behind a ticket link: "not found" (a code the server does not know) is said in its own words. */
class NotFound extends ReadFailure {}
/**
 * A booking reference the server opens only for its signed-in owner (the own-reference rule, code 2): its message
 * says what to do (sign in, or open the confirmation's link), which asking again does not mend.
 */
class OwnerOnly extends ReadFailure {}

async function loadTicket(code: string, signal: AbortSignal): Promise<TicketBooking> {
  try {
    const answer = await bookingInfo(code, { signal });
    if (resultCode(answer) === 2) throw new OwnerOnly(presentableMessage(resultMessage(answer)));
    if (resultCode(answer) !== 1) throw new NotFound(presentableMessage(resultMessage(answer)));
    return ticketFromInfo(answer);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new NotFound(error.message);
    throw error;
  }
}

function ticketFailure(code: string, { t, ltr }: Translator) {
  return (error: unknown) => {
    if (error instanceof OwnerOnly) {
      return { title: t('payment.ticket.ownerOnly', { code: ltr(code) }), description: error.message, retry: false };
    }
    // The server's own words on a reference it does not know come first (already in the page's language).
    const said = error instanceof NotFound && error.message !== GENERIC_ERROR ? error.message : '';
    return {
      title:
        error instanceof NotFound
          ? t('payment.ticket.notFound', { code: ltr(code) })
          : sayPaymentText(GENERIC_ERROR, t),
      description: said ? t('payment.ticket.checkLinkAfter', { message: said }) : t('payment.ticket.checkLink'),
    };
  };
}

/** The confirmed / ticket page's content for one booking code (the page addresses, booking record and promo calls rules, rules: routes, booking-record, call-promo). */
export function TicketView({ code }: { code: string }) {
  const translator = useTranslator();
  const read = useRead(['bookingInfo', code], (signal) => loadTicket(code, signal));
  return (
    <LoadState read={read} what={translator.t('payment.ticket.what')} failure={ticketFailure(code, translator)}>
      {(load) => <TicketDetails booking={load.booking} returnBooking={load.returnBooking} code={code} />}
    </LoadState>
  );
}

/** One booking's ticket: its rows, status, actions and map (read by TicketView; rendered alone by its tests). */
export function TicketDetails({ booking, returnBooking, code }: TicketBooking & { code: string }) {
  const config = useConfig();
  const translator = useTranslator();
  const { t } = translator;
  const points = routePoints(booking);
  const route = useRoadRoute(points);
  // The return follows its own stops (its via stops in reverse order), as the e-mail lists them.
  const returnRoute = useRoadRoute(returnBooking ? routePoints(returnBooking) : []);
  const cancelled = isCancelled(booking.status);
  const markers = journeyMarkers(booking, t);

  const rows = ticketRows({ booking, returnBooking }, config.timeZone, translator);

  return (
    <Stack gap="6" data-testid="ticket">
      {cancelled ? null : <BookingWarnings warnings={booking.warnings} />}
      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
        <Panel.Root size="lg" flex="1" gap="4">
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Heading as="h2" size="xl">
              {t('payment.ticket.reference')}{' '}
              <Text as="span" data-testid="ticket-reference" dir="ltr">
                {booking.jobPartId}
              </Text>
            </Heading>
            <Badge colorPalette={cancelled ? 'red' : 'brand'} size="lg" data-testid="ticket-status">
              {bookingStatusText(booking.status, t)}
            </Badge>
          </HStack>
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="3">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="11rem">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {cancelled ? null : (
            <TicketActions
              ticket={{ booking, returnBooking }}
              code={code}
              journeyMinutes={route.minutes}
              returnMinutes={returnRoute.minutes}
            />
          )}
        </Panel.Root>
        <Box flex="1" minH="320px">
          <MapView
            provider={config.mapSource}
            apiKey={config.mapSource === 'google' ? config.googleApiKey : config.bingApiKey}
            styleUrl={config.maplibreStyle}
            center={points[0] ?? config.baseLocation}
            route={route.path}
            returnRoute={returnBooking ? returnRoute.path : null}
            markers={markers}
            ariaLabel={t('payment.ticket.map')}
            height="360px"
          />
        </Box>
      </Stack>
    </Stack>
  );
}

function TicketActions({
  ticket,
  code,
  journeyMinutes,
  returnMinutes,
}: {
  ticket: TicketBooking;
  code: string;
  journeyMinutes: number;
  returnMinutes: number;
}) {
  const config = useConfig();
  const translator = useTranslator();
  const { t } = translator;
  const { booking } = ticket;
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<{ sent: boolean; message: string } | null>(null);
  const [calendarError, setCalendarError] = useState('');

  const sendReceipt = async () => {
    setSending(true);
    setReceipt(null);
    try {
      setReceipt(receiptMessage(await emailReceipt({ source: SOURCE, bookingref: booking.jobPartId, code })));
    } catch {
      setReceipt({ sent: false, message: GENERIC_ERROR });
    } finally {
      setSending(false);
    }
  };

  const addToCalendar = async () => {
    setCalendarError('');
    const company = config.company || config.title;
    const events = calendarEvents(ticket, {
      company,
      timeZone: config.timeZone,
      words: translator,
      journeyMinutes,
      returnMinutes,
      url: window.location.href,
    });
    const { createEvents } = await import('ics');
    const result = events.length ? createEvents(events, calendarHeader(company)) : null;
    if (!result?.value) {
      setCalendarError(GENERIC_ERROR);
      return;
    }
    downloadFile(
      new Blob([result.value], { type: 'text/calendar;charset=utf-8' }),
      calendarFileName(booking.jobPartId),
    );
  };

  return (
    <Stack gap="3">
      <HStack gap="3" flexWrap="wrap">
        <Button onClick={sendReceipt} loading={sending} loadingText={t('payment.ticket.sending')}>
          {t('payment.ticket.emailReceipt')}
        </Button>
        <Button variant="outline" onClick={() => void addToCalendar()}>
          {t('payment.ticket.addToCalendar')}
        </Button>
      </HStack>
      {receipt ? (
        <Alert.Root status={receipt.sent ? 'success' : 'error'} role="status" data-testid="receipt-message">
          <Alert.Indicator />
          <Alert.Title>{sayPaymentText(receipt.message, t)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {calendarError ? <Text color="fg.error">{sayPaymentText(calendarError, t)}</Text> : null}
    </Stack>
  );
}
