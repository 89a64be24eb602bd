import { Alert, List } from '@chakra-ui/react';
import { useT } from '@/i18n';

/**
 * What the server's checks found when the booking was made (the booking checks rule, rules: booking-checks): a
 * flight at another airport, a pick-up before the landing, the same journey booked twice. Shown on the ticket and
 * the booking detail, where the customer can still cancel, call or book again before the driver sets off.
 */
export function BookingWarnings({ warnings }: { warnings: string[] }) {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="booking-warnings">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('common.warnings.title')}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
