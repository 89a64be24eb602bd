import { Button, Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GENERIC_ERROR, getBookingParams, isApiError } from '@/api';
import { useConfig } from '@/config';
import {
  BOOKING_START_PARAMS,
  bookingStartFromParams,
  bookingStartFromSearch,
  mergeBookingStarts,
  resolveBookingStart,
  saysAnything,
  startBookingWith,
  type BookingStartRequest,
} from '@/features/booking';
import { usePlaces } from '@/shared';
import { pageHref } from '../model/routes';
import { BookingPage } from './BookingPage';

type Opening = 'opening' | 'failed' | 'ready';

/** Stored parameters that are not there: never issued, expired (7.9: 404) or not even a token (400). */
function isBadLink(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

function linkOpensSomething(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(BOOKING_START_PARAMS.id) || saysAnything(bookingStartFromSearch(search));
}

/**
 * Lite booking and quick booking (spec 2.1, 2.2; issue 11 item 4): the booking panels alone, opened with the
 * journey a link gives: the licence host's booking parameters by `id` (7.9), and pick-up, drop-off, stops, time or
 * ASAP, vehicle and passengers as URL parameters. A bad or expired id lands on quickbookinginvalid.
 */
export function QuickBookingPage({ mode }: { mode: 'lite' | 'quick' }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { timeZone } = useConfig();
  const places = usePlaces();
  const [opening, setOpening] = useState<Opening>(() => (linkOpensSomething(search) ? 'opening' : 'ready'));

  const open = useCallback(
    async (signal: AbortSignal) => {
      const id = new URLSearchParams(search).get(BOOKING_START_PARAMS.id);
      let stored: BookingStartRequest | null = null;
      if (id !== null) {
        try {
          stored = bookingStartFromParams(await getBookingParams(id, { signal }), timeZone);
        } catch (error) {
          if (signal.aborted) return;
          if (isBadLink(error)) navigate(pageHref('quickbookinginvalid'), { replace: true });
          else setOpening('failed');
          return;
        }
      }
      const fromLink = bookingStartFromSearch(search, timeZone);
      const request = stored ? mergeBookingStarts(stored, fromLink) : fromLink;
      const start = await resolveBookingStart(request, (text) => places.search(text, { signal }));
      if (signal.aborted) return;
      startBookingWith(start);
      // The journey now lives in the saved booking (4.11): a reload keeps what the customer changed since.
      navigate({ pathname, search: '' }, { replace: true });
      setOpening('ready');
    },
    [navigate, pathname, places, search, timeZone],
  );

  useEffect(() => {
    if (opening !== 'opening') return;
    const controller = new AbortController();
    void open(controller.signal);
    return () => controller.abort();
  }, [open, opening]);

  if (opening === 'ready') return <BookingPage mode={mode} />;
  return (
    <Container maxW="7xl" py="16">
      {opening === 'opening' ? (
        <Stack role="status" align="center" gap="3">
          <Spinner size="lg" color="colorPalette.solid" />
          <Text>Opening your booking…</Text>
        </Stack>
      ) : (
        <Stack role="alert" align="center" gap="4">
          <Text>{GENERIC_ERROR}</Text>
          <Button onClick={() => setOpening('opening')}>Try again</Button>
        </Stack>
      )}
    </Container>
  );
}
