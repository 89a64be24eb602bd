import { Text } from '@chakra-ui/react';

/**
 * The amount the card is charged, right above the Pay Now button (which keeps the spec's label, the error behaviour rule (rules: error-behaviour)) and named by
 * the button's aria-describedby, so the last thing read before paying is the discounted total.
 */
export function ChargeNote({ id, amount }: { id: string; amount: string }) {
  return (
    <Text id={id} textAlign={{ base: 'start', md: 'end' }} data-testid="payment-charge">
      Your card will be charged <strong>{amount}</strong>.
    </Text>
  );
}
