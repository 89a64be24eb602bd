import { BookingsView, RequireProfile } from '@/features/account';
import { pageHref, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

const detailHref = (id: number) => pageHref('bookingdetail', { id: String(id) });

/** Dashboard and My Bookings share the tabs of 2.5; the dashboard leads with the next trip. */
export function DashboardPage({ page }: { page: PageDefinition }) {
  return (
    <PageFrame title={page.title}>
      <RequireProfile>
        {(profile) => <BookingsView profile={profile} showNextTrip detailHref={detailHref} />}
      </RequireProfile>
    </PageFrame>
  );
}
