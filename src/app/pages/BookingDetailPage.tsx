import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BookingDetailView, RequireProfile } from '@/features/account';
import { ChangeTripFields, startBookingFrom } from '@/features/booking';
import { flightParts } from '@/features/flights';
import { PayDifferenceForm } from '@/features/payment';
import { LiveBookingStatus } from '@/features/tracking';
import { useT } from '@/i18n';
import { pageHref, pageNameId, type PageDefinition } from '../model/routes';
import { useRouteParam } from './useRouteParam';
import { PageFrame } from './PageFrame';

/** bookingdetail/{id}: the account feature's view, with Repeat and Return handed to the booking feature (the booking actions rule, rules: booking-actions). */
export function BookingDetailPage({ page }: { page: PageDefinition }) {
  const t = useT();
  const id = Number(useRouteParam('id'));
  return (
    <PageFrame title={t(pageNameId(page.id))}>
      <OwnBookingDetail jobPartId={id} />
    </PageFrame>
  );
}

const LINK_MARK = '\u2063';

/** One of the signed-in customer's bookings (bookingdetail/{id}, bookinginfo?jobpartid=). */
export function OwnBookingDetail({ jobPartId }: { jobPartId: number }) {
  const t = useT();
  const navigate = useNavigate();
  // One sentence wherever the language puts the link: a marker in its place splits it around the link.
  const [before, after = ''] = t('account.detail.chooseFrom', { link: LINK_MARK }).split(LINK_MARK);
  return (
    <RequireProfile>
      {(profile) =>
        Number.isInteger(jobPartId) && jobPartId > 0 ? (
          <BookingDetailView
            jobPartId={jobPartId}
            onCopyJourney={({ pickUp, dropOff }) => {
              startBookingFrom(pickUp, dropOff);
              navigate(pageHref('booking'));
            }}
            payHref={(booking) => `${pageHref('payment')}?jobpartid=${booking.jobPartId}`}
            trackHref={(booking) => pageHref('tracking', { id: String(booking.jobPartId) })}
            payDifference={(props) => <PayDifferenceForm {...props} />}
            tripFields={(props) => <ChangeTripFields {...props} customerId={profile.id} flights={flightParts} />}
            liveStatus={(booking, render) => (
              <LiveBookingStatus booking={booking} profileId={profile.id}>
                {render}
              </LiveBookingStatus>
            )}
          />
        ) : (
          <Text>
            {before}
            <Link asChild color="colorPalette.fg">
              <RouterLink to={pageHref('bookinghistory')}>{t('common.page.bookinghistory')}</RouterLink>
            </Link>
            {after}
          </Text>
        )
      }
    </RequireProfile>
  );
}
