import { Stack } from '@chakra-ui/react';
import { BookingsView, RequireProfile, startBookingsReadsEarly, storedProfile } from '@/features/account';
import { BookingChartSection } from '@/features/booker';
import { pageHref, pageNameId, type PageDefinition } from '../model/routes';
import { useT } from '@/i18n';
import { PageFrame } from './PageFrame';

/** The dashboard's bookings are asked for as the app starts (model/earlyReads.ts), for the customer this browser keeps. */
export function startReadsEarly(): void {
  const profile = storedProfile();
  if (profile) startBookingsReadsEarly(profile);
}

const detailHref = (id: number) => pageHref('bookingdetail', { id: String(id) });

/** Dashboard and My Bookings share the tabs of the booking history tabs rule (rules: history-tabs); the dashboard leads with the next trip, and a booker's adds the booking chart. */
export function DashboardPage({ page }: { page: PageDefinition }) {
  const t = useT();
  return (
    <PageFrame title={t(pageNameId(page.id))}>
      <RequireProfile>
        {(profile) => (
          <Stack gap="10">
            <BookingsView profile={profile} showNextTrip detailHref={detailHref} />
            {/* A booker's dashboard adds the weekly booking chart (the product pages and booker calls rules, rules: product-pages, call-booker); its chart code loads only then. */}
            {profile.bookerId ? <BookingChartSection bookerId={profile.bookerId} /> : null}
          </Stack>
        )}
      </RequireProfile>
    </PageFrame>
  );
}
