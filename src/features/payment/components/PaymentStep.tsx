import { Alert, Button, Grid, GridItem, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { loadPaymentProvider, type PaymentProvider } from '@/adapters/payments';
import type { WireBookingRequest, WireBookingResponse } from '@/api';
import { useConfig } from '@/config';
import { ErrorSummary, FormDialog } from '@/design-system';
import { submitBooking, type BookingSubmission } from '../actions/submitBooking';
import { CardForm } from './CardForm';
import { ChargeNote } from './ChargeNote';
import { TermsNote, useConditionsOfUse } from './TermsNote';
import { useCardPayment } from './useCardPayment';
import { billingDetailsOf, cardDetailsOf, type CardFormValues } from '../model/card';
import type { ReportPayment } from '../actions/confirmAndReport';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { ProviderFields } from './ProviderFields';
import { TestModeNote } from './TestModeNote';
import { useProviderCheckout } from './useProviderCheckout';
import { useProvider } from './useProvider';
import { DiscountLines, formatMoney, type PayableTotal } from '@/shared';
import { submitButtonLabel } from '../model/outcome';
import {
  PAYMENT_TYPE_LABELS,
  initialPaymentType,
  paymentChoices,
  paymentColumnSpan,
  type OfferedPaymentType,
} from '../model/paymentTypes';
import { ensureRequestId } from '../model/requestId';

export interface ConfirmedBooking {
  bookingCode: string;
  bref: number;
  returnRef: number;
  isPaid: boolean;
}

export interface PaymentStepProps {
  /** What the customer pays, in major units of `currencyCode`, with the fare and promo discount it comes from. */
  total: PayableTotal;
  currencyCode: string;
  /** The draft's payment type; the configured default is used when it is empty or not offered. */
  paymentType?: string;
  onPaymentTypeChange?: (type: OfferedPaymentType) => void;
  /** The booking feature's request builder; null when the booking is not ready (the caller shows why). */
  buildRequest: (paymentType: OfferedPaymentType) => WireBookingRequest | null | Promise<WireBookingRequest | null>;
  /** The draft's requestId; one is made and handed to onRequestId when it is empty. */
  requestId?: string;
  onRequestId?: (requestId: string) => void;
  /** Called once the booking exists; the template navigates to confirmed/{bookingCode}. */
  onConfirmed: (booking: ConfirmedBooking) => void;
  /** Spec 4.4: Back clears the CVC. The template calls the registered function on Back; the return unregisters it. */
  registerBackHandler?: (clear: () => void) => () => void;
  /**
   * The confirm action for a button outside the form (a template's fixed summary): the step registers it and the
   * return unregisters it. It does what the form's own button does.
   */
  registerConfirm?: (confirm: () => void) => () => void;
  /** Off where a button outside the form is the confirm action; the form still submits with Enter. */
  showSubmit?: boolean;
  /**
   * The card form in the payment form, or in the card popup (2.6 "Card details") that the confirm action opens
   * once the booking is ready (4.4 "With a profile it goes to the card popup or inline payment").
   */
  cardForm?: 'inline' | 'popup';
  /**
   * 2.6's payment-method dialog (By card, Paypal) where the template asks for it: card and PayPal are one online
   * choice, and the confirm action asks which.
   */
  methodDialog?: boolean;
  /** Stories and tests: a fake provider or booking call in place of the configured gateway and the API. */
  loadProvider?: () => Promise<PaymentProvider>;
  send?: (body: BookingSubmission) => Promise<WireBookingResponse>;
  report?: ReportPayment;
  now?: () => Date;
}

/** The payment step (spec 2.4, 4.10): the payment type, the card form when paying by card, and the booking submission. */
export function PaymentStep(props: PaymentStepProps) {
  const config = useConfig();
  const now = props.now ?? (() => new Date());
  const { offered, methodChoice } = paymentChoices(config, props.methodDialog);
  const [methodOpen, setMethodOpen] = useState(false);
  const [dialogPayPal, setDialogPayPal] = useState(false);
  const [chosenType, setChosenType] = useState(props.paymentType);
  const paymentType = initialPaymentType(offered, config.defaultPaymentMethod, chosenType);
  const span = paymentColumnSpan(offered.length);
  const hasTerms = Boolean(useConditionsOfUse());
  // Stripe draws its own card fields; the sandbox's card goes through the app's form and a nonce (4.10).
  const stripeCard = config.paymentGateway === 'stripe';
  const payment = useCardPayment(now, { ownCardFields: stripeCard });
  const { form, busy, phase, summary } = payment;
  const providerKind =
    paymentType === 'paypal' || dialogPayPal ? 'paypal' : paymentType === 'card' && stripeCard ? 'stripe' : null;
  const provider = useProvider(providerKind, props.loadProvider);
  const ready = provider.state === 'ready' ? provider.provider : null;
  const submitting = useRef(false);
  const { registerBackHandler } = props;
  const { setValue } = form;
  useEffect(() => registerBackHandler?.(() => setValue('cvc', '')), [registerBackHandler, setValue]);

  const submit = async (card: CardFormValues | null) => {
    if (submitting.current || !paymentType) return;
    submitting.current = true;
    payment.clearMessage();
    let confirmed = false;
    try {
      const request = await props.buildRequest(paymentType);
      if (!request) return;
      const requestId = ensureRequestId(props.requestId);
      if (requestId !== props.requestId) props.onRequestId?.(requestId);
      payment.start();
      const outcome = await submitBooking({
        request: { ...request, paymentmethod: paymentType },
        paymentType,
        requestId,
        card: card ? cardDetailsOf(card) : undefined,
        loadProvider: props.loadProvider ?? (() => loadPaymentProvider(config.paymentGateway)),
        send: props.send,
        report: props.report,
        confirm:
          stripeCard && card
            ? (clientSecret) =>
                ready?.confirm
                  ? ready.confirm(clientSecret, billingDetailsOf(card))
                  : Promise.reject(new Error('Stripe is not loaded.'))
            : undefined,
        onPhase: payment.setPhase,
      });
      if (payment.settle(outcome, () => ready?.clearSensitive?.())) {
        confirmed = true;
        props.onConfirmed(outcome);
      }
    } finally {
      // A confirmed booking stays submitted: a second click that lands before the re-render must not book again.
      if (!confirmed) submitting.current = false;
    }
  };

  const submitCard = payment.submitCard(submit);
  const checkout = {
    payment,
    requestId: props.requestId,
    onRequestId: props.onRequestId,
    send: props.send,
    report: props.report,
    onConfirmed: props.onConfirmed,
  };
  const paypal = useProviderCheckout({
    ...checkout,
    paymentType: 'paypal',
    buildRequest: () => props.buildRequest('paypal'),
  });
  // Stripe's wallet button (Apple Pay, Google Pay) pays by card: its own booking, then the wallet's payment.
  const wallet = useProviderCheckout({
    ...checkout,
    paymentType: 'card',
    buildRequest: () => props.buildRequest('card'),
  });
  const fieldsProps = { load: provider, amount: props.total.total, currencyCode: props.currencyCode, disabled: busy };
  const cardFields = stripeCard ? (
    <ProviderFields
      {...fieldsProps}
      name="the card form"
      createClientSecret={wallet.createClientSecret}
      onWalletPaid={(result) => void wallet.onWalletPaid!(result)}
    />
  ) : undefined;
  const payPalFields = <ProviderFields {...fieldsProps} name="PayPal" {...paypal} />;
  const popup = props.cardForm === 'popup' && paymentType === 'card';
  // Where the payment shows before a fare (a layout with every section on one page), no "£0.00" to pay.
  const priced = props.total.fare > 0;
  const chargeNoteInline = priced && paymentType === 'card' && !popup;
  const [cardOpen, setCardOpen] = useState(false);
  /** The confirm action with the card popup: the booking's own checks first, then the card is asked for. */
  const openCard = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      if (await props.buildRequest('card')) setCardOpen(true);
    } finally {
      submitting.current = false;
    }
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    confirm();
  };
  /** The confirm action, from the form's button, Enter in the form, or a button outside it (registerConfirm). */
  const confirm = () => {
    if (busy || submitting.current) return;
    // PayPal's own button is the confirm action (it opens PayPal's window, which needs the buyer's click).
    if (paymentType === 'paypal') return;
    if (paymentType !== 'card') return void submit(null);
    if (methodChoice) return void askMethod();
    if (popup) return void openCard();
    submitCard();
  };
  /** 2.6: the booking's own checks first, then how to pay. */
  const askMethod = async () => {
    if (await props.buildRequest('card')) {
      setDialogPayPal(false);
      setMethodOpen(true);
    }
  };
  const latestConfirm = useRef(confirm);
  latestConfirm.current = confirm;
  const { registerConfirm } = props;
  useEffect(() => registerConfirm?.(() => latestConfirm.current()), [registerConfirm]);
  const methodDialog = methodChoice ? (
    <PaymentMethodDialog
      open={methodOpen}
      onClose={() => setMethodOpen(false)}
      onCard={() => {
        setMethodOpen(false);
        if (popup) void openCard();
        else submitCard();
      }}
      onPayPal={() => setDialogPayPal(true)}
      payPal={dialogPayPal ? payPalFields : null}
    />
  ) : null;

  if (offered.length === 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>Online payment is not available. Please call us to book.</Alert.Title>
      </Alert.Root>
    );
  }

  const cardPopup = popup ? (
    <FormDialog
      open={cardOpen}
      title="Card Details"
      onClose={() => setCardOpen(false)}
      onSubmit={(event) => {
        // The popup is a form of its own, rendered beside the payment form (React events bubble through portals).
        event.stopPropagation();
        if (!busy && !submitting.current) submitCard(event);
      }}
      submitLabel="Pay now"
      busy={busy}
      busyLabel={submitButtonLabel('card', phase === 'idle' ? 'booking' : phase)}
      errors={summary}
    >
      <Stack gap="6">
        <CardForm form={form} now={now()} disabled={busy} showTitle={false} cardFields={cardFields} />
        {payment.feedback}
        {priced ? <ChargeNote id="payment-charge" amount={formatMoney(props.total.total, props.currencyCode)} /> : null}
      </Stack>
    </FormDialog>
  ) : null;

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Payment">
        <Stack gap="6">
          <TestModeNote />
          {paymentType === 'card' && !popup && summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
          {priced ? (
            <Stack gap="1">
              <DiscountLines payable={props.total} currencyCode={props.currencyCode} />
              <Text fontSize="lg">
                Total fare{' '}
                <Text as="strong" data-testid="payment-amount">
                  {formatMoney(props.total.total, props.currencyCode)}
                </Text>
              </Text>
            </Stack>
          ) : null}
          <RadioCard.Root
            value={paymentType}
            onValueChange={(details) => {
              if (!details.value) return;
              setChosenType(details.value);
              props.onPaymentTypeChange?.(details.value as OfferedPaymentType);
              payment.clearMessage();
            }}
            disabled={busy}
          >
            <RadioCard.Label fontSize="lg" fontWeight="semibold">
              Payment method
            </RadioCard.Label>
            <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="3" data-column-span={span}>
              {offered.map((type) => (
                <GridItem key={type} colSpan={{ base: 12, md: span }}>
                  <RadioCard.Item value={type}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemText>{PAYMENT_TYPE_LABELS[type]}</RadioCard.ItemText>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                </GridItem>
              ))}
            </Grid>
          </RadioCard.Root>
          {paymentType === 'card' && !popup ? (
            <CardForm form={form} now={now()} disabled={busy} cardFields={cardFields} />
          ) : null}
          {paymentType === 'paypal' ? payPalFields : null}
          {popup ? null : payment.feedback}
          {chargeNoteInline ? (
            <ChargeNote id="payment-charge" amount={formatMoney(props.total.total, props.currencyCode)} />
          ) : null}
          <TermsNote id="payment-terms" lead="By making a booking you accept our" />
          <Button
            type="submit"
            size="lg"
            display={props.showSubmit === false || paymentType === 'paypal' ? 'none' : undefined}
            loading={busy}
            loadingText={submitButtonLabel(paymentType, phase === 'idle' ? 'booking' : phase)}
            alignSelf={{ base: 'stretch', md: 'flex-end' }}
            aria-describedby={
              [chargeNoteInline ? 'payment-charge' : '', hasTerms ? 'payment-terms' : ''].join(' ').trim() || undefined
            }
          >
            {submitButtonLabel(paymentType, 'idle')}
          </Button>
        </Stack>
      </form>
      {cardPopup}
      {methodDialog}
    </>
  );
}
