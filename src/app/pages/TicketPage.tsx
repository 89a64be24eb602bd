import { Link, Text } from '@chakra-ui/react';
import { telHref, useConfig } from '@/config';
import { TicketView } from '@/features/payment';
import type { PageDefinition } from '../model/routes';
import { useRouteParam } from './useRouteParam';
import { PageFrame } from './PageFrame';

/** confirmed/{code} and ticket/{code} (the page addresses rule, rules: routes): the booking's ticket; without a code, how to find one. */
export function TicketPage({ page }: { page: PageDefinition }) {
  const config = useConfig();
  const code = useRouteParam('id');
  return (
    <PageFrame title={page.title}>
      {code ? (
        <TicketView code={code} />
      ) : (
        <Text>
          Open the link in your booking confirmation to see your ticket, or call us on{' '}
          <Link href={telHref(config.phone)} fontWeight="semibold" color="colorPalette.fg">
            {config.phone}
          </Link>
          .
        </Text>
      )}
    </PageFrame>
  );
}
