import { Text } from '@chakra-ui/react';
import { useT } from '@/i18n';

/**
 * The amount the card is charged, right above the Pay Now button (which keeps the spec's label, the error behaviour rule (rules: error-behaviour)) and named by
 * the button's aria-describedby, so the last thing read before paying is the discounted total.
 */
export function ChargeNote({ id, amount }: { id: string; amount: string }) {
  const t = useT();
  // The amount is strong inside the translated sentence, wherever the language puts it.
  const [before, after = ''] = t('payment.charge', { amount: MARK }).split(MARK);
  return (
    <Text id={id} textAlign={{ base: 'start', md: 'end' }} data-testid="payment-charge">
      {before}
      <strong>{amount}</strong>
      {after}
    </Text>
  );
}

const MARK = '\u0000';
