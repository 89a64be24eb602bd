import { Alert, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { loadPaymentProvider, type PaymentProvider } from '@/adapters/payments';
import {
  bookingInfo,
  GENERIC_ERROR,
  isAbortError,
  isApiError,
  paymentIntent,
  type WireCodeMessageUpper,
  type WireUpdateBookingRequest,
} from '@/api';
import { useConfig } from '@/config';
import { ErrorSummary } from '@/design-system';
import { payLater } from '../actions/payLater';
import { cardDetailsOf, type CardFormValues } from '../model/card';
import { DiscountLines, formatMoney, payableTotal } from '@/shared';
import { submitButtonLabel } from '../model/outcome';
import { ALREADY_PAID, interpretIntent, type PaymentIntent } from '../model/payLater';
import { CardForm } from './CardForm';
import { ChargeNote } from './ChargeNote';
import { useCardPayment } from './useCardPayment';

export interface PayBookingViewProps {
  /** The booking to pay (its job part id); with only `code`, the booking is found by its code. */
  jobPartId?: number;
  /** The booking's access code, for a guest; a signed-in owner needs none. */
  code?: string;
  /** Paid (or found already paid): the page goes to confirmed/{bookingCode} (4.10). */
  onPaid: (bookingCode: string) => void;
  /** Stories and tests: a fake gateway or payment call. */
  loadProvider?: () => Promise<PaymentProvider>;
  send?: (body: WireUpdateBookingRequest) => Promise<WireCodeMessageUpper>;
  now?: () => Date;
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; jobPartId: number; intent: PaymentIntent };

function useIntent(jobPartId: number | undefined, code: string | undefined): [Load, () => void] {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setLoad({ state: 'loading' });
    (async () => {
      let id = jobPartId ?? 0;
      if (!id && code) id = Number((await bookingInfo(code, { signal })).jobpartid) || 0;
      if (!id) return setLoad({ state: 'failed', message: 'No booking was found for this link.' });
      const intent = interpretIntent(await paymentIntent(id, { signal }, code));
      setLoad({ state: 'ready', jobPartId: id, intent });
    })().catch((error: unknown) => {
      if (isAbortError(error) || signal.aborted) return;
      // "Booking not found." (404, also for someone else's booking) is worth reading; other failures are generic (8.1).
      const readable = isApiError(error) && (error.code !== 0 || error.status === 404);
      setLoad({ state: 'failed', message: readable ? error.message : GENERIC_ERROR });
    });
    return () => controller.abort();
  }, [jobPartId, code, attempt]);
  return [load, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** The payment page (2.1 payment): pay an unpaid booking by card (4.3 Pay), through paymentintent and updatebooking (7.6). */
export function PayBookingView(props: PayBookingViewProps) {
  const [load, retry] = useIntent(props.jobPartId, props.code);
  if (load.state === 'loading') {
    return (
      <Stack role="status" direction="row" align="center" gap="3" py="6">
        <Spinner size="md" color="colorPalette.solid" />
        <Text>Loading the booking…</Text>
      </Stack>
    );
  }
  if (load.state === 'failed' || load.intent.kind === 'refused') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {load.state === 'failed' ? load.message : load.intent.kind === 'refused' ? load.intent.message : ''}
          </Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={retry}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  const { intent } = load;
  if (intent.kind === 'paid') {
    return (
      <Stack gap="4" align="flex-start">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{ALREADY_PAID}</Alert.Title>
        </Alert.Root>
        {intent.bookingCode ? <Button onClick={() => props.onPaid(intent.bookingCode)}>View the booking</Button> : null}
      </Stack>
    );
  }
  return <PayForm {...props} jobPartId={load.jobPartId} intent={intent} />;
}

function PayForm(
  props: PayBookingViewProps & { jobPartId: number; intent: Extract<PaymentIntent, { kind: 'payable' }> },
) {
  const { intent } = props;
  const config = useConfig();
  const now = props.now ?? (() => new Date());
  const payment = useCardPayment(now);
  const { form, busy, phase, summary } = payment;
  // The server's own figures: the amount due (already discounted) and, where it says, the promo code's discount.
  const due = payableTotal(0, null, { total: intent.amount, discount: intent.discount, promoCode: intent.promoCode });

  const pay = async (card: CardFormValues) => {
    payment.start();
    const outcome = await payLater({
      jobPartId: props.jobPartId,
      code: props.code,
      bookingCode: intent.bookingCode,
      card: cardDetailsOf(card),
      loadProvider: props.loadProvider ?? (() => loadPaymentProvider(config.paymentGateway)),
      send: props.send,
      onPhase: payment.setPhase,
    });
    if (payment.settle(outcome)) props.onPaid(outcome.bookingCode);
  };

  const submitCard = payment.submitCard(pay);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!busy) submitCard();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Payment">
      <Stack gap="6" maxW="2xl">
        {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
        <Stack gap="1">
          <Heading as="h2" size="lg">
            Booking {intent.reference || props.jobPartId}
          </Heading>
          <DiscountLines payable={due} currencyCode={intent.currencyCode} />
          <Text fontSize="lg">
            Amount due{' '}
            <Text as="strong" data-testid="payment-amount">
              {formatMoney(due.total, intent.currencyCode)}
            </Text>
          </Text>
        </Stack>
        <CardForm form={form} now={now()} disabled={busy} />
        {payment.feedback}
        <ChargeNote id="payment-charge" amount={formatMoney(due.total, intent.currencyCode)} />
        <Button
          type="submit"
          size="lg"
          loading={busy}
          loadingText={submitButtonLabel('card', phase === 'idle' ? 'booking' : phase)}
          alignSelf={{ base: 'stretch', md: 'flex-end' }}
          aria-describedby="payment-charge"
        >
          {submitButtonLabel('card', 'idle')}
        </Button>
      </Stack>
    </form>
  );
}
