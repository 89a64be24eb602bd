import { BookingsView, RequireProfile, startBookingsReadsEarly, storedProfile } from '@/features/account';
import { pageHref, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/** My Bookings's bookings are asked for as the app starts (model/earlyReads.ts), for the customer this browser keeps. */
export function startReadsEarly(): void {
  const profile = storedProfile();
  if (profile) startBookingsReadsEarly(profile);
}

const detailHref = (id: number) => pageHref('bookingdetail', { id: String(id) });

export function BookingHistoryPage({ page }: { page: PageDefinition }) {
  return (
    <PageFrame title={page.title}>
      <RequireProfile>{(profile) => <BookingsView profile={profile} detailHref={detailHref} />}</RequireProfile>
    </PageFrame>
  );
}
