import { Alert, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ProviderFieldsProps } from '@/adapters/payments';
import { useT } from '@/i18n';
import type { ProviderLoad } from './useProvider';

/** A provider's own payment fields (Stripe's card element, PayPal's buttons), with its loading and failure states. */
export function ProviderFields({
  load,
  name,
  ...props
}: ProviderFieldsProps & { load: ProviderLoad; name: 'card' | 'paypal' }) {
  const t = useT();
  if (load.state === 'failed')
    return (
      <Alert.Root status="error" role="alert" data-testid="provider-failed">
        <Alert.Indicator />
        <Alert.Title>{t('payment.error.cardProcessing')}</Alert.Title>
      </Alert.Root>
    );
  if (load.state !== 'ready' || !load.provider.Fields)
    return (
      <Stack direction="row" align="center" gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t(name === 'paypal' ? 'payment.provider.loadingPayPal' : 'payment.provider.loadingCard')}</Text>
      </Stack>
    );
  const { Fields } = load.provider;
  return (
    <div data-testid={`provider-fields-${load.provider.name}`}>
      <Fields {...props} />
    </div>
  );
}
