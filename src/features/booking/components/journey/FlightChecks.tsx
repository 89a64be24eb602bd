import { Alert } from '@chakra-ui/react';
import type { Quotation } from '@/api';
import { quoteWarningsFor } from '../../model/quoteWarnings';

/**
 * The booking checks rule (rules: booking-checks): what the quote's checks found wrong with a flight (another airport,
 * another terminal; for the return flight, a pick-up before it lands too), under the flight that can put it right.
 */
export function FlightChecks({
  quotation,
  kind,
}: {
  quotation: Pick<Quotation, 'warnings'> | null | undefined;
  kind: 'onward' | 'return';
}) {
  const checks = quoteWarningsFor(quotation, kind === 'onward' ? 'flight' : 'returnFlight');
  if (!checks.length) return null;
  return (
    <Alert.Root status="warning" size="sm" data-testid={`${kind}-flight-warnings`}>
      <Alert.Indicator />
      <Alert.Content>
        {checks.map((message) => (
          <Alert.Description key={message}>{message}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
