import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { RequireProfile } from '@/features/account';
import { loadPhoneLibrary } from '@/design-system';
import { PayBookingView, startPaymentReadEarly } from '@/features/payment';
import { useT } from '@/i18n';
import { paymentTarget } from '../model/paymentTarget';
import { pageHref, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/**
 * A payment link's booking is asked for as the app starts (model/earlyReads.ts), and the card form's country list
 * (libphonenumber's metadata, which the form would fetch only once the booking has come) is fetched beside it;
 * an owner's booking waits for the sign-in.
 */
export function startReadsEarly(search: string): void {
  const target = paymentTarget(new URLSearchParams(search));
  if (!target.code && !target.linkId) return;
  startPaymentReadEarly(target);
  // A failed load is the form's to show when it asks for the library itself.
  loadPhoneLibrary().catch(() => undefined);
}

/**
 * payment (the page addresses rule, rules: routes): pay an unpaid booking (the booking actions rule (rules: booking-actions) Pay). `?jobpartid=` names the booking for its signed-in owner (My
 * Bookings); a payment link carries its id as `id` (the page addresses rule, rules: routes), or the booking's code as `code`, and needs no sign-in.
 */
export function PaymentPage({ page }: { page: PageDefinition }) {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { jobPartId, code, linkId } = paymentTarget(params);
  const view = (
    <PayBookingView
      jobPartId={jobPartId}
      code={code}
      linkId={linkId}
      onPaid={(bookingCode) => navigate(`/confirmed/${encodeURIComponent(bookingCode)}`)}
    />
  );
  return (
    <PageFrame title={page.title} intro={t('payment.page.intro')}>
      {code || linkId ? view : jobPartId ? <RequireProfile>{() => view}</RequireProfile> : <NoLinkNote />}
    </PageFrame>
  );
}

/** Reached with no link: where a payment link or an unpaid booking is found; the link sits where the language puts it. */
function NoLinkNote() {
  const t = useT();
  const [before, after = ''] = t('payment.page.noLink', { myBookings: MARK }).split(MARK);
  return (
    <Text>
      {before}
      <Link asChild color="colorPalette.fg">
        <RouterLink to={pageHref('bookinghistory')}>{t('payment.page.myBookings')}</RouterLink>
      </Link>
      {after}
    </Text>
  );
}

const MARK = '\u0000';
