import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { RequireProfile } from '@/features/account';
import { PayBookingView } from '@/features/payment';
import { pageHref, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/**
 * payment (2.1): pay an unpaid booking (4.3 Pay). `?jobpartid=` names the booking for its signed-in owner (My
 * Bookings); a payment link carries the booking's code as `id` (2.1) or `code`, and needs no sign-in.
 */
export function PaymentPage({ page }: { page: PageDefinition }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobPartId = Number(params.get('jobpartid')) || undefined;
  const code = (params.get('code') || params.get('id') || '').trim() || undefined;
  const view = (
    <PayBookingView
      jobPartId={jobPartId}
      code={code}
      onPaid={(bookingCode) => navigate(`/confirmed/${encodeURIComponent(bookingCode)}`)}
    />
  );
  return (
    <PageFrame title={page.title} intro="Pay for your booking by card.">
      {code ? (
        view
      ) : jobPartId ? (
        <RequireProfile>{() => view}</RequireProfile>
      ) : (
        <Text>
          Open the payment link we sent you, or choose an unpaid booking in{' '}
          <Link asChild color="colorPalette.fg">
            <RouterLink to={pageHref('bookinghistory')}>My Bookings</RouterLink>
          </Link>
          .
        </Text>
      )}
    </PageFrame>
  );
}
