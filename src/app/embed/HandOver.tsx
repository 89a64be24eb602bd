import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { custAppBaseUrl, GENERIC_ERROR, storeBookingParams } from '@/api';
import { bookingParamsNow } from '@/features/booking';

/**
 * "Continue on the full booking page" (the licence host rule (rules: licence-host), docs/embedding.md): the journey so far is stored with the licence host
 * (`bookingparams`), and the operator's booking site (`custappbaseurl`) opens it in a new tab, out of the client's
 * frame, with that journey. Offered under the templates whose definition says `handOver` (src/templates).
 */
export function HandOver({ trackingcode }: { trackingcode: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // While booking only: once booked, the frame shows the ticket and there is nothing to carry on with.
  const onBooking = useLocation().pathname.startsWith('/quickbooking');

  async function handOver() {
    setState('busy');
    try {
      const [stored, site] = await Promise.all([
        storeBookingParams(bookingParamsNow(trackingcode)),
        custAppBaseUrl(trackingcode),
      ]);
      const target = new URL(`quickbooking.html?id=${encodeURIComponent(String(stored.id))}`, site.baseurl);
      window.open(target.href, '_blank', 'noopener');
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  if (!onBooking) return null;
  return (
    <Box as="aside" aria-label="Full booking page" px="4" pb="4" textAlign="center">
      <Button variant="outline" size="sm" loading={state === 'busy'} onClick={() => void handOver()}>
        Continue on the full booking page
      </Button>
      {state === 'failed' ? (
        <Text role="alert" mt="2" color="fg.error">
          {GENERIC_ERROR}
        </Text>
      ) : null}
    </Box>
  );
}
