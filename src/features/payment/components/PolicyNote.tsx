import { Stack, Text } from '@chakra-ui/react';
import { policyLines } from '@/api';
import { useConfig } from '@/config';

/**
 * The operator's change and refund policy in words (the change cut-off and refund tiers rules, rules: change-cutoff,
 * refund-tiers), for the payment method the customer is about to use, beside the terms they accept by booking.
 * Nothing is shown when the operator has no policy.
 */
export function PolicyNote({ paymentMethod, id }: { paymentMethod?: string; id?: string }) {
  const lines = policyLines(useConfig().bookingPolicy, paymentMethod);
  if (lines.length === 0) return null;
  return (
    <Stack gap="0.5" id={id} data-testid="policy-note" fontSize="sm" color="fg.muted">
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}
