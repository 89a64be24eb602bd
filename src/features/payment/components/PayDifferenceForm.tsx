import { Button, Stack, Text } from '@chakra-ui/react';
import { loadPaymentProvider, type ConfirmResult, type PaymentProvider } from '@/adapters/payments';
import { useConfig } from '@/config';
import { ErrorSummary } from '@/design-system';
import { useTranslator } from '@/i18n';
import { formatMoney } from '@/shared';
import { tokeniseCard } from '../actions/tokeniseCard';
import { billingDetailsOf, cardDetailsOf, type CardFormValues } from '../model/card';
import { cardProviderFailure, paidOutcome, paymentRefused, submitButtonLabel } from '../model/outcome';
import { sayPaymentText } from '../model/paymentText';
import { CardForm } from './CardForm';
import { ChargeNote } from './ChargeNote';
import { ProviderFields } from './ProviderFields';
import { useCardPayment } from './useCardPayment';
import { useProvider } from './useProvider';

/** What pays the difference: a sandbox card token, or the Stripe PaymentIntent or PayPal order confirmed for it. */
export type DifferenceHandle = { nonce: string } | { transactionid: string };

export interface PayDifferenceFormProps {
  amount: number;
  currencyCode: string;
  /** The gateway the server asked to take the difference (`sandbox`, `stripe`, `paypal`). */
  gateway?: string;
  /** Stripe: the difference's PaymentIntent client secret; PayPal: its order id. */
  clientSecret?: string;
  /** Sends the change with what paid; answers the message to show when it was not made. */
  pay: (handle: DifferenceHandle) => Promise<string | undefined>;
  loadProvider?: () => Promise<PaymentProvider>;
  now?: () => Date;
}

/**
 * A higher fare's difference, paid when a booking is changed (the booking change rule, rules: booking-change), the
 * way the booking was paid: the sandbox card tokenised at the gateway (the card token rule, rules: card-token);
 * Stripe's card element confirming the PaymentIntent the server made for the difference; PayPal's buttons approving
 * its order. The server then asks the gateway itself and charges only the difference it worked out.
 */
export function PayDifferenceForm(props: PayDifferenceFormProps) {
  const { amount, currencyCode, pay, loadProvider, now = () => new Date() } = props;
  const config = useConfig();
  const { t, locale } = useTranslator();
  const gateway = props.gateway ?? config.paymentGateway;
  const stripeCard = gateway === 'stripe';
  const paypal = gateway === 'paypal';
  const payment = useCardPayment(now, { ownCardFields: stripeCard });
  const provider = useProvider(stripeCard || paypal ? gateway : null, loadProvider);
  const { form, busy, phase, summary } = payment;
  const due = formatMoney(amount, currencyCode, locale);
  const ready = provider.state === 'ready' ? provider.provider : null;

  const settleWith = async (handle: DifferenceHandle) => {
    payment.setPhase('booking');
    const refused = await pay(handle);
    payment.settle(refused ? paymentRefused(refused) : paidOutcome('', 0), () => ready?.clearSensitive?.());
  };

  const submit = payment.submitCard(async (card: CardFormValues) => {
    payment.start();
    payment.setPhase('tokenising');
    try {
      if (stripeCard) {
        let confirmed: ConfirmResult | null = null;
        if (ready?.confirm && props.clientSecret)
          confirmed = await ready.confirm(props.clientSecret, billingDetailsOf(card)).catch(() => null);
        if (confirmed?.status !== 'succeeded') {
          payment.settle(cardProviderFailure(), () => ready?.clearSensitive?.());
          return;
        }
        await settleWith({ transactionid: confirmed.transactionId });
        return;
      }
      const token = await tokeniseCard(
        loadProvider ?? (() => loadPaymentProvider(config.paymentGateway)),
        cardDetailsOf(card),
      );
      if ('failed' in token) {
        payment.settle(token.failed);
        return;
      }
      await settleWith({ nonce: token.nonce });
    } finally {
      payment.setPhase('idle');
    }
  });

  const amountLine = (
    <Text fontSize="lg">
      {t('payment.pay.amountDue')}{' '}
      <Text as="strong" data-testid="difference-amount">
        {due}
      </Text>
    </Text>
  );

  if (paypal)
    return (
      <Stack gap="5" aria-label={t('payment.difference.form')} role="group">
        {amountLine}
        <ProviderFields
          load={provider}
          name="paypal"
          amount={amount}
          currencyCode={currencyCode}
          disabled={busy}
          createOrder={async () => {
            payment.clearMessage();
            if (!props.clientSecret) throw new Error('No PayPal order for the difference.');
            return props.clientSecret;
          }}
          onApprove={async (orderId) => {
            payment.start();
            try {
              await settleWith({ transactionid: orderId });
            } finally {
              payment.setPhase('idle');
            }
          }}
          onError={() => payment.settle(cardProviderFailure())}
        />
        {payment.feedback}
        <ChargeNote id="difference-charge" amount={due} />
      </Stack>
    );

  return (
    <form
      aria-label={t('payment.difference.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) submit();
      }}
    >
      <Stack gap="5">
        {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
        {amountLine}
        <CardForm
          form={form}
          now={now()}
          disabled={busy}
          cardFields={
            stripeCard ? (
              <ProviderFields load={provider} name="card" amount={amount} currencyCode={currencyCode} disabled={busy} />
            ) : undefined
          }
        />
        {payment.feedback}
        <ChargeNote id="difference-charge" amount={due} />
        <Button
          type="submit"
          loading={busy}
          loadingText={sayPaymentText(submitButtonLabel('card', phase === 'idle' ? 'booking' : phase), t)}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          aria-describedby="difference-charge"
        >
          {t('payment.button.payDifference', { amount: due })}
        </Button>
      </Stack>
    </form>
  );
}
