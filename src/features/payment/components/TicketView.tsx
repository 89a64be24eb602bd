import { Alert, Badge, Box, Button, DataList, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Panel } from '@/design-system';
import { useCallback, useEffect, useState } from 'react';
import { MapView, type MapMarker } from '@/adapters/maps';
import {
  bookingInfo,
  direction,
  emailReceipt,
  isAbortError,
  isApiError,
  resultCode,
  resultMessage,
  presentableMessage,
  type LatLng,
} from '@/api';
import { useConfig } from '@/config';
import { bookingStatusText } from '@/shared';
import { GENERIC_ERROR } from '../model/messages';
import {
  calendarEvents,
  calendarFileName,
  isCancelled,
  receiptMessage,
  routePoints,
  ticketFromInfo,
  ticketRows,
  type TicketBooking,
} from '../model/ticket';

/** The source the app reports itself as on operator calls (spec 7.3's default). */
const SOURCE = 8;

type Load =
  | { state: 'loading' }
  | { state: 'notFound'; message: string }
  | { state: 'failed' }
  | ({ state: 'ready' } & TicketBooking);

function useBooking(code: string): [Load, () => void] {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    bookingInfo(code, { signal: controller.signal }).then(
      (answer) => {
        if (resultCode(answer) === 1) setLoad({ state: 'ready', ...ticketFromInfo(answer) });
        else setLoad({ state: 'notFound', message: presentableMessage(resultMessage(answer)) });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (isApiError(error) && error.status === 404) setLoad({ state: 'notFound', message: error.message });
        else setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);
  return [load, useCallback(() => setAttempt((n) => n + 1), [])];
}

function useRoute(points: LatLng[]): { path: LatLng[] | null; minutes: number } {
  const [route, setRoute] = useState<{ path: LatLng[] | null; minutes: number }>({ path: null, minutes: 0 });
  const key = JSON.stringify(points);
  useEffect(() => {
    const wanted = JSON.parse(key) as LatLng[];
    if (wanted.length < 2) return;
    const controller = new AbortController();
    direction({ points: wanted }, { signal: controller.signal }).then(
      (answer) =>
        setRoute({ path: answer.routepath?.length ? answer.routepath : wanted, minutes: answer.traveltime || 0 }),
      // Without the routing call the map still joins the stops, so the journey is shown rather than nothing.
      (error: unknown) => !isAbortError(error) && setRoute({ path: wanted, minutes: 0 }),
    );
    return () => controller.abort();
  }, [key]);
  return route;
}

/** The confirmed / ticket page's content for one booking code (spec 2.1, 3.2, 7.5). */
export function TicketView({ code }: { code: string }) {
  const [load, retry] = useBooking(code);
  if (load.state === 'loading') {
    return (
      <HStack gap="3" role="status" aria-live="polite" py="6">
        <Spinner color="colorPalette.solid" />
        <Text>Loading your booking…</Text>
      </HStack>
    );
  }
  if (load.state !== 'ready') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {load.state === 'notFound' ? `We could not find a booking with the reference ${code}.` : GENERIC_ERROR}
          </Alert.Title>
          <Alert.Description>
            {load.state === 'notFound' && load.message !== GENERIC_ERROR ? `${load.message} ` : ''}
            Check the link in your confirmation, or try again.
          </Alert.Description>
          <Button mt="3" size="sm" variant="outline" onClick={retry}>
            Try again
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return <Ticket booking={load.booking} returnBooking={load.returnBooking} code={code} />;
}

function Ticket({ booking, returnBooking, code }: TicketBooking & { code: string }) {
  const config = useConfig();
  const points = routePoints(booking);
  const route = useRoute(points);
  // The return follows its own stops (its via stops in reverse order), as the e-mail lists them.
  const returnRoute = useRoute(returnBooking ? routePoints(returnBooking) : []);
  const cancelled = isCancelled(booking.status);
  const markers = (
    [
      {
        kind: 'pickup',
        label: `Pick-up: ${booking.pickup.address}`,
        position: { lat: booking.pickup.lat, lng: booking.pickup.lng },
      },
      ...booking.via.map((via, index): MapMarker => ({
        kind: 'via',
        id: `via-${index}`,
        label: `Via: ${via.address}`,
        position: { lat: via.lat, lng: via.lng },
      })),
      {
        kind: 'dropoff',
        label: `Drop-off: ${booking.dropoff.address}`,
        position: { lat: booking.dropoff.lat, lng: booking.dropoff.lng },
      },
    ] satisfies MapMarker[]
  ).filter((marker) => marker.position.lat !== 0 || marker.position.lng !== 0);

  const rows = ticketRows({ booking, returnBooking }, config.timeZone);

  return (
    <Stack gap="6" data-testid="ticket">
      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="stretch">
        <Panel.Root size="lg" flex="1" gap="4">
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Heading as="h2" size="xl">
              Reference{' '}
              <Text as="span" data-testid="ticket-reference">
                {booking.jobPartId}
              </Text>
            </Heading>
            <Badge colorPalette={cancelled ? 'red' : 'brand'} size="lg" data-testid="ticket-status">
              {bookingStatusText(booking.status)}
            </Badge>
          </HStack>
          <DataList.Root orientation="horizontal" gap="3">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
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
            ariaLabel="Map of the booked journey"
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
    const events = calendarEvents(ticket, {
      company: config.company || config.title,
      timeZone: config.timeZone,
      journeyMinutes,
      returnMinutes,
      url: window.location.href,
    });
    const { createEvents } = await import('ics');
    const result = events.length ? createEvents(events) : null;
    if (!result?.value) {
      setCalendarError(GENERIC_ERROR);
      return;
    }
    const url = URL.createObjectURL(new Blob([result.value], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = calendarFileName(booking.jobPartId);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Stack gap="3">
      <HStack gap="3" flexWrap="wrap">
        <Button onClick={sendReceipt} loading={sending} loadingText="Sending…">
          Email receipt
        </Button>
        <Button variant="outline" onClick={() => void addToCalendar()}>
          Add to calendar
        </Button>
      </HStack>
      {receipt ? (
        <Alert.Root status={receipt.sent ? 'success' : 'error'} role="status" data-testid="receipt-message">
          <Alert.Indicator />
          <Alert.Title>{receipt.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {calendarError ? <Text color="fg.error">{calendarError}</Text> : null}
    </Stack>
  );
}
