import { Link, Text } from '@chakra-ui/react';
import { telHref, useConfig } from '@/config';
import type { PageDefinition } from '../model/routes';
import { useRouteParam } from './useRouteParam';
import { PageFrame } from './PageFrame';

/** What each page will hold; shown in the page's frame until its feature arrives (issues 3 and 4). */
const purposes: Partial<Record<PageDefinition['id'], string>> = {
  payment: 'Pay for a booking from a payment link.',
  ticket: 'Your booking ticket with the journey, vehicle and fare.',
  confirmed: 'Your booking is confirmed; the ticket shows the journey, vehicle and fare.',
  invoice: 'Invoices issued to your account.',
  dashboard: "Today's and upcoming bookings at a glance.",
  bookinginfo: 'Look up a booking by its reference.',
  profile: 'Your name, phone, e-mail and mailing preferences.',
  commission: 'Commission earned on bookings made for your customers.',
  resetpassword: 'Choose a new password from the link we e-mailed you.',
  bookingdetail: 'One booking: journey, fare, status and what you can do with it.',
  bookinghistory: 'Your past and current bookings.',
  changepassword: 'Change your password.',
  addressbook: 'Your home, work and other saved places.',
};

export function UpcomingPage({ page }: { page: PageDefinition }) {
  const config = useConfig();
  const reference = useRouteParam('id');
  return (
    <PageFrame title={page.title} intro={purposes[page.id]}>
      {reference ? <Text>Reference: {reference}</Text> : null}
      <Text>
        This page is not available online yet. Our team can help on{' '}
        <Link href={telHref(config.phone)} fontWeight="semibold" color="colorPalette.fg">
          {config.phone}
        </Link>
        .
      </Text>
    </PageFrame>
  );
}
