import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { telHref, useConfig } from '@/config';
import { pageHref } from '../model/routes';
import { PageFrame } from './PageFrame';

/**
 * Where a quick-booking link with a bad or expired id lands (the page addresses rule (rules: routes) quickbookinginvalid). The spec gives the page
 * no words, so these are chosen here: what happened, why it may have, and two ways on (book anyway, or call).
 * Like quick booking it has no header or footer, so it carries its own way back to booking.
 */
export function QuickBookingInvalidPage() {
  const config = useConfig();
  return (
    <PageFrame title="This booking link is not valid">
      <Stack gap="4" maxW="2xl">
        <Text>
          The link may have expired or may not have been copied in full, so we could not fill in your journey.
        </Text>
        <Text>You can still book it here in a minute, or our team can book it for you.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
          <Button asChild>
            <RouterLink to={pageHref('quickbooking')}>Book a transfer</RouterLink>
          </Button>
          <Text>
            Or call us on{' '}
            <Link href={telHref(config.phone)} fontWeight="semibold" color="colorPalette.fg">
              {config.phone}
            </Link>
          </Text>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
