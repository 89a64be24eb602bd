import { Link, Text } from '@chakra-ui/react';
import { telHref, useConfig } from '@/config';
import { TicketView } from '@/features/payment';
import { useT } from '@/i18n';
import { pageNameId, type PageDefinition } from '../model/routes';
import { useRouteParam } from './useRouteParam';
import { PageFrame } from './PageFrame';

/** confirmed/{code} and ticket/{code} (the page addresses rule, rules: routes): the booking's ticket; without a code, how to find one. */
export function TicketPage({ page }: { page: PageDefinition }) {
  const config = useConfig();
  const t = useT();
  const code = useRouteParam('id');
  return (
    <PageFrame title={t(pageNameId(page.id))}>
      {code ? (
        <TicketView code={code} />
      ) : (
        <Text>
          {t('payment.ticket.noCode')}{' '}
          <Link href={telHref(config.phone)} dir="ltr" fontWeight="semibold" color="colorPalette.fg">
            {config.phone}
          </Link>
          .
        </Text>
      )}
    </PageFrame>
  );
}
