import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getBookingParams, isApiError, promotion, type WirePromotion } from '@/api';
import { useConfig } from '@/config';
import { useT } from '@/i18n';
import { useProfile, useProfileRestored } from '@/features/account';
import {
  BOOKING_START_PARAMS,
  bookingStartFromParams,
  bookingStartFromPromotion,
  withPromotionPlaces,
  PROMOTION_PARAM,
  bookingStartFromSearch,
  mergeBookingStarts,
  applyPromotionPeople,
  promotionPage,
  resolveBookingStart,
  saysAnything,
  startBookingWith,
  type BookingStartRequest,
} from '@/features/booking';
import { usePlaces } from '@/shared';
import { pageHref } from '../model/routes';
import { BookingPage } from './BookingPage';

type Opening = 'opening' | 'failed' | 'ready' | 'refused';

/** Stored parameters that are not there: never issued, expired (the licence host rule (rules: licence-host): 404) or not even a token (400). */
function isBadLink(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

function linkOpensSomething(search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    params.has(BOOKING_START_PARAMS.id) || params.has(PROMOTION_PARAM) || saysAnything(bookingStartFromSearch(search))
  );
}

/**
 * Lite booking and quick booking (the page addresses and shell rules (rules: routes, shell); issue 11 item 4): the booking panels alone, opened with the
 * journey a link gives: the licence host's booking parameters by `id` (the licence host rule, rules: licence-host), and pick-up, drop-off, stops, time or
 * ASAP, vehicle and passengers as URL parameters. A bad or expired id lands on quickbookinginvalid.
 */
export function QuickBookingPage({ mode }: { mode: 'lite' | 'quick' }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const { timeZone } = useConfig();
  const places = usePlaces();
  const profile = useProfile();
  // A link's booker and customer ids count only for the account signed in here: wait until that is known.
  const profileRestored = useProfileRestored();
  const [opening, setOpening] = useState<Opening>(() => (linkOpensSomething(search) ? 'opening' : 'ready'));

  const open = useCallback(
    async (signal: AbortSignal) => {
      const params = new URLSearchParams(search);
      const token = params.get(PROMOTION_PARAM);
      if (token !== null) {
        // The small records and promo calls rules (rules: other-entities, call-promo): an operator's promotion link; one that allows no changes keeps its journey fixed.
        let link: WirePromotion;
        try {
          link = await promotion(token, { signal });
        } catch (error) {
          if (signal.aborted) return;
          setOpening(isBadLink(error) ? 'refused' : 'failed');
          return;
        }
        const opened = bookingStartFromPromotion(link);
        const searched = await resolveBookingStart(opened.request, (text) => places.search(text, { signal }));
        if (signal.aborted) return;
        // The ends the link gives in full (lat/lng, postcode, category) are taken as they are: no search needed.
        const start = withPromotionPlaces(searched, link);
        startBookingWith(start, { locked: opened.locked, promoCode: opened.promoCode });
        applyPromotionPeople(link, profile);
        // The link's mode picks the page; the booking it started is saved, so that page opens with it.
        const page = promotionPage(link);
        navigate(page ? pageHref(page) : { pathname, search: '' }, { replace: true });
        setOpening('ready');
        return;
      }
      const id = params.get(BOOKING_START_PARAMS.id);
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
      // The journey now lives in the saved booking (the storage rule, rules: storage): a reload keeps what the customer changed since.
      navigate({ pathname, search: '' }, { replace: true });
      setOpening('ready');
    },
    [navigate, pathname, places, profile, search, timeZone],
  );

  useEffect(() => {
    if (opening !== 'opening' || !profileRestored) return;
    const controller = new AbortController();
    void open(controller.signal);
    return () => controller.abort();
  }, [open, opening, profileRestored]);

  if (opening === 'ready') return <BookingPage mode={mode} />;
  if (opening === 'refused') {
    return (
      <Container maxW="7xl" py="16">
        <Stack align="center" gap="4" textAlign="center">
          <Heading as="h1" size="xl">
            {t('common.quickBooking.promotionTitle')}
          </Heading>
          {/* A promotion link that is not there (never issued, expired: 404) or not a token (400). */}
          <Text role="alert">{t('common.quickBooking.promotionNotValid')}</Text>
          <Button asChild>
            <a href={pageHref('quickbooking')}>{t('common.quickBookingInvalid.book')}</a>
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Container maxW="7xl" py="16">
      {opening === 'opening' ? (
        <Stack role="status" align="center" gap="3">
          <Spinner size="lg" color="colorPalette.solid" />
          <Text>{t('common.quickBooking.opening')}</Text>
        </Stack>
      ) : (
        <Stack role="alert" align="center" gap="4">
          {/* The generic error (the verbatim messages rule), as the app's load failure words it. */}
          <Text>{t('common.app.loadFailed.text')}</Text>
          <Button onClick={() => setOpening('opening')}>{t('common.app.tryAgain')}</Button>
        </Stack>
      )}
    </Container>
  );
}
