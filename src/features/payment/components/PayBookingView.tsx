import { useState } from 'react';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { loadPaymentProvider, type PaymentProvider } from '@/adapters/payments';
import type { WireCodeMessageUpper, WireUpdateBookingRequest } from '@/api';
import { useConfig } from '@/config';
import { ErrorSummary } from '@/design-system';
import { useTranslator } from '@/i18n';
import { payLater, payLaterByProvider } from '../actions/payLater';
import { cardProviderFailure } from '../model/outcome';
import { ProviderFields } from './ProviderFields';
import { useProvider } from './useProvider';
import { billingDetailsOf, cardDetailsOf, type CardFormValues } from '../model/card';
import { DiscountLines, formatMoney, LoadState, payableTotal, readFailureMessage, useRead } from '@/shared';
import { submitButtonLabel } from '../model/outcome';
import { paymentLinkFailure, type PaymentIntent } from '../model/payLater';
import { sayPaymentText } from '../model/paymentText';
import { CardForm } from './CardForm';
import { ChargeNote } from './ChargeNote';
import { TermsNote, useConditionsOfUse } from './TermsNote';
import { TestModeNote } from './TestModeNote';
import { paymentIntentRead } from '../model/paymentIntentRead';
import { useCardPayment } from './useCardPayment';

export interface PayBookingViewProps {
  /** The booking to pay (its job part id); with only `code`, the booking is found by its code. */
  jobPartId?: number;
  /** The booking's access code, for a guest; a signed-in owner needs none. */
  code?: string;
  /** A payment link's id (the page addresses rule (rules: routes) payment?id=): the booking is found and paid through it, with no sign-in. */
  linkId?: string;
  /** Paid (or found already paid): the page goes to confirmed/{bookingCode} (the payment flow rule, rules: payment-flow). */
  onPaid: (bookingCode: string) => void;
  /** Stories and tests: a fake gateway or payment call. */
  loadProvider?: () => Promise<PaymentProvider>;
  send?: (body: WireUpdateBookingRequest) => Promise<WireCodeMessageUpper>;
  now?: () => Date;
}

/** The payment page (the page addresses rule (rules: routes) payment): pay an unpaid booking by card (the booking actions rule (rules: booking-actions) Pay), through paymentintent and updatebooking (the booking call rule, rules: call-booking). */
export function PayBookingView(props: PayBookingViewProps) {
  const { jobPartId, code, linkId } = props;
  const { phone } = useConfig();
  const translator = useTranslator();
  const t = translator.t;
  const [paidHere, setPaidHere] = useState(0);
  const read = useRead(...paymentIntentRead({ jobPartId, code, linkId }));
  return (
    <LoadState
      read={read}
      what={t('payment.pay.what')}
      // A link (its id or a booking code) that names no booking: retrying cannot find one.
      failure={(error) =>
        (linkId || code ? paymentLinkFailure(error, translator.ltr(phone), t) : null) ?? {
          title: readFailureMessage(error),
        }
      }
    >
      {({ jobPartId: id, intent }) =>
        paidHere ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>
              {t('payment.pay.paidThroughLink', { reference: translator.ltr(String(paidHere)) })}
            </Alert.Title>
          </Alert.Root>
        ) : intent.kind === 'paid' ? (
          <Stack gap="4" align="flex-start">
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('payment.pay.alreadyPaid')}</Alert.Title>
            </Alert.Root>
            {intent.bookingCode ? (
              <Button onClick={() => props.onPaid(intent.bookingCode)}>{t('payment.pay.viewBooking')}</Button>
            ) : null}
          </Stack>
        ) : (
          <PayForm
            {...props}
            jobPartId={id}
            intent={intent}
            // Without the booking's code (a payment link alone) there is no confirmed page to go to.
            onPaid={(bookingCode) => (bookingCode ? props.onPaid(bookingCode) : setPaidHere(intent.reference || id))}
          />
        )
      }
    </LoadState>
  );
}

function PayForm(
  props: PayBookingViewProps & { jobPartId: number; intent: Extract<PaymentIntent, { kind: 'payable' }> },
) {
  const { intent } = props;
  const config = useConfig();
  const { t, locale, ltr } = useTranslator();
  const money = (amount: number) => formatMoney(amount, intent.currencyCode, locale);
  const now = props.now ?? (() => new Date());
  // Stripe draws its own card fields and confirms a PaymentIntent the API makes at the moment of paying.
  const stripeCard = config.paymentGateway === 'stripe';
  const payment = useCardPayment(now, { ownCardFields: stripeCard });
  const provider = useProvider(stripeCard ? 'stripe' : null, props.loadProvider);
  const { form, busy, phase, summary } = payment;
  const hasTerms = Boolean(useConditionsOfUse());
  // The server's own figures: the amount due (already discounted) and, where it says, the promo code's discount.
  const due = payableTotal(0, null, { total: intent.amount, discount: intent.discount, promoCode: intent.promoCode });

  const pay = async (card: CardFormValues) => {
    payment.start();
    const ready = provider.state === 'ready' ? provider.provider : null;
    if (stripeCard) {
      const outcome = ready
        ? await payLaterByProvider({
            jobPartId: props.jobPartId,
            bookingCode: intent.bookingCode || props.code || '',
            code: props.code,
            linkId: props.linkId || intent.linkId || undefined,
            billing: billingDetailsOf(card),
            provider: ready,
            send: props.send,
            onPhase: payment.setPhase,
          })
        : cardProviderFailure();
      if (payment.settle(outcome, () => ready?.clearSensitive?.())) props.onPaid(outcome.bookingCode);
      return;
    }
    const outcome = await payLater({
      jobPartId: props.jobPartId,
      code: props.code,
      linkId: props.linkId,
      bookingCode: intent.bookingCode || props.code || '',
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
    <form onSubmit={onSubmit} noValidate aria-label={t('payment.pay.form')}>
      <Stack gap="6" maxW="2xl">
        <TestModeNote />
        {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {t('payment.pay.heading', { reference: ltr(String(intent.reference || props.jobPartId)) })}
          </Heading>
          <DiscountLines payable={due} currencyCode={intent.currencyCode} />
          <Text fontSize="lg">
            {t('payment.pay.amountDue')}{' '}
            <Text as="strong" data-testid="payment-amount">
              {money(due.total)}
            </Text>
          </Text>
        </Stack>
        <CardForm
          form={form}
          now={now()}
          disabled={busy}
          cardFields={
            stripeCard ? (
              <ProviderFields
                load={provider}
                name="card"
                amount={due.total}
                currencyCode={intent.currencyCode}
                disabled={busy}
              />
            ) : undefined
          }
        />
        {payment.feedback}
        <ChargeNote id="payment-charge" amount={money(due.total)} />
        <TermsNote id="payment-terms" lead="payment.terms.leadPayment" />
        <Button
          type="submit"
          size="lg"
          loading={busy}
          loadingText={sayPaymentText(submitButtonLabel('card', phase === 'idle' ? 'booking' : phase), t)}
          alignSelf={{ base: 'stretch', md: 'flex-end' }}
          aria-describedby={hasTerms ? 'payment-charge payment-terms' : 'payment-charge'}
        >
          {sayPaymentText(submitButtonLabel('card', 'idle'), t)}
        </Button>
      </Stack>
    </form>
  );
}
