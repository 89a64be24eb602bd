import { useSearchParams } from 'react-router-dom';
import { TicketView } from '@/features/payment';
import { useT } from '@/i18n';
import { pageNameId, type PageDefinition } from '../model/routes';
import { OwnBookingDetail } from './BookingDetailPage';
import { PageFrame } from './PageFrame';

/**
 * bookinginfo (the page addresses rule (rules: routes) Booking Info): a booking by its code (`?code=`, the booking call rule (rules: call-booking) bookinginfo {code}: anyone holding the code
 * from the confirmation, no sign-in), or one of the signed-in customer's bookings by reference (`?jobpartid=`).
 */
export function BookingInfoPage({ page }: { page: PageDefinition }) {
  const t = useT();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  return (
    <PageFrame title={t(pageNameId(page.id))}>
      {code ? <TicketView code={code} /> : <OwnBookingDetail jobPartId={Number(params.get('jobpartid'))} />}
    </PageFrame>
  );
}
