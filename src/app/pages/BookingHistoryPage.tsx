import { BookingsView, RequireProfile } from '@/features/account';
import { pageHref, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

const detailHref = (id: number) => pageHref('bookingdetail', { id: String(id) });

export function BookingHistoryPage({ page }: { page: PageDefinition }) {
  return (
    <PageFrame title={page.title}>
      <RequireProfile>{(profile) => <BookingsView profile={profile} detailHref={detailHref} />}</RequireProfile>
    </PageFrame>
  );
}
