import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { telHref, useConfig } from '@/config';
import { useT } from '@/i18n';
import { pageHref } from '../model/routes';
import { PageFrame } from './PageFrame';

/**
 * Where a quick-booking link with a bad or expired id lands (the page addresses rule (rules: routes) quickbookinginvalid). The spec gives the page
 * no words, so these are chosen here: what happened, why it may have, and two ways on (book anyway, or call).
 * Like quick booking it has no header or footer, so it carries its own way back to booking.
 */
export function QuickBookingInvalidPage() {
  const t = useT();
  const config = useConfig();
  return (
    <PageFrame title={t('common.quickBookingInvalid.title')}>
      <Stack gap="4" maxW="2xl">
        <Text>{t('common.quickBookingInvalid.why')}</Text>
        <Text>{t('common.quickBookingInvalid.stillBook')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
          <Button asChild>
            <RouterLink to={pageHref('quickbooking')}>{t('common.quickBookingInvalid.book')}</RouterLink>
          </Button>
          <Text>
            {t('common.quickBookingInvalid.orCallUsOn')}{' '}
            <Link href={telHref(config.phone)} dir="ltr" fontWeight="semibold" color="colorPalette.fg">
              {config.phone}
            </Link>
          </Text>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
