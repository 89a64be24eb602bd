import { Button, Stack, Text } from '@chakra-ui/react';
import { loadPaymentProvider, type PaymentProvider } from '@/adapters/payments';
import { useConfig } from '@/config';
import { ErrorSummary } from '@/design-system';
import { formatMoney } from '@/shared';
import { tokeniseCard } from '../actions/tokeniseCard';
import { cardDetailsOf, type CardFormValues } from '../model/card';
import { paidOutcome, paymentRefused, submitButtonLabel } from '../model/outcome';
import { CardForm } from './CardForm';
import { ChargeNote } from './ChargeNote';
import { useCardPayment } from './useCardPayment';

export interface PayDifferenceFormProps {
  amount: number;
  currencyCode: string;
  /** Sends the change with the card's token; answers the message to show when it was not made. */
  pay: (nonce: string) => Promise<string | undefined>;
  loadProvider?: () => Promise<PaymentProvider>;
  now?: () => Date;
}

/**
 * A higher fare's difference, paid by card when a booking is changed (the booking change rule, rules:
 * booking-change): the payment step's card form and its failure handling, the card tokenised at the gateway (the
 * card token rule, rules: card-token) and its token sent with the change, which the server charges for the
 * difference it worked out itself. The sandbox gateway only: Stripe and PayPal are told to call (docs/payments.md).
 */
export function PayDifferenceForm({
  amount,
  currencyCode,
  pay,
  loadProvider,
  now = () => new Date(),
}: PayDifferenceFormProps) {
  const config = useConfig();
  const payment = useCardPayment(now);
  const { form, busy, phase, summary } = payment;
  const due = formatMoney(amount, currencyCode);

  const submit = payment.submitCard(async (card: CardFormValues) => {
    payment.start();
    payment.setPhase('tokenising');
    try {
      const token = await tokeniseCard(
        loadProvider ?? (() => loadPaymentProvider(config.paymentGateway)),
        cardDetailsOf(card),
      );
      if ('failed' in token) {
        payment.settle(token.failed);
        return;
      }
      payment.setPhase('booking');
      const refused = await pay(token.nonce);
      payment.settle(refused ? paymentRefused(refused) : paidOutcome('', 0));
    } finally {
      payment.setPhase('idle');
    }
  });

  return (
    <form
      aria-label="Pay the difference"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) submit();
      }}
    >
      <Stack gap="5">
        {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
        <Text fontSize="lg">
          Amount due{' '}
          <Text as="strong" data-testid="difference-amount">
            {due}
          </Text>
        </Text>
        <CardForm form={form} now={now()} disabled={busy} />
        {payment.feedback}
        <ChargeNote id="difference-charge" amount={due} />
        <Button
          type="submit"
          loading={busy}
          loadingText={submitButtonLabel('card', phase === 'idle' ? 'booking' : phase)}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          aria-describedby="difference-charge"
        >
          Pay {due} and change
        </Button>
      </Stack>
    </form>
  );
}
