import { Alert, Button, Grid, GridItem, RadioCard, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { loadPaymentProvider, type PaymentProvider } from '@/adapters/payments';
import type { WireBookingRequest, WireBookingResponse } from '@/api';
import { useConfig } from '@/config';
import { AlertDialog, ErrorSummary, type ErrorSummaryItem } from '@/design-system';
import { submitBooking, type BookingSubmission } from '../actions/submitBooking';
import { CARD_FIELD_IDS, CardForm } from './CardForm';
import { PaymentProcessDialog } from './PaymentProcessDialog';
import { cardFormSchema, emptyCardForm, stripSpaces, type CardFormValues } from '../model/card';
import { formatMoney } from '../model/money';
import { PaymentProcessStatus, submitButtonLabel, type SubmitPhase } from '../model/outcome';
import {
  PAYMENT_TYPE_LABELS,
  initialPaymentType,
  offeredPaymentTypes,
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
  /** The total to pay, in major units of `currencyCode`. */
  amount: number;
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
  /** Stories and tests: a fake provider or booking call in place of the configured gateway and the API. */
  loadProvider?: () => Promise<PaymentProvider>;
  send?: (body: BookingSubmission) => Promise<WireBookingResponse>;
  now?: () => Date;
}

/** Cards work in this build through the sandbox gateway only; PayPal needs its SDK (docs/payments.md). */
const AVAILABLE_TYPES: OfferedPaymentType[] = ['card', 'cash'];

function summaryOf(errors: FieldErrors<CardFormValues>): ErrorSummaryItem[] {
  return (Object.keys(CARD_FIELD_IDS) as (keyof CardFormValues)[])
    .filter((name) => errors[name]?.message)
    .map((name) => ({ fieldId: CARD_FIELD_IDS[name], message: String(errors[name]?.message) }));
}

/** Step 4 (spec 2.4, 4.10): the payment type, the card form when paying by card, and the booking submission. */
export function PaymentStep(props: PaymentStepProps) {
  const config = useConfig();
  const now = props.now ?? (() => new Date());
  const offered = offeredPaymentTypes(config, AVAILABLE_TYPES);
  const [chosenType, setChosenType] = useState(props.paymentType);
  const paymentType = initialPaymentType(offered, config.defaultPaymentMethod, chosenType);
  const span = paymentColumnSpan(offered.length);
  const form = useForm<CardFormValues>({
    resolver: yupResolver(useMemo(() => cardFormSchema(now), [])), // eslint-disable-line react-hooks/exhaustive-deps
    defaultValues: emptyCardForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [status, setStatus] = useState<PaymentProcessStatus>(PaymentProcessStatus.processing);
  const [message, setMessage] = useState('');
  const [dialogMessage, setDialogMessage] = useState('');
  // Set on each submit attempt only (GOV.UK): rebuilding it on every keystroke would pull focus away from the field.
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const submitting = useRef(false);
  const messageTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(messageTimer.current), []);
  const { registerBackHandler } = props;
  const { setValue } = form;
  useEffect(() => registerBackHandler?.(() => setValue('cvc', '')), [registerBackHandler, setValue]);

  const busy = phase !== 'idle' || status === PaymentProcessStatus.success;

  const submit = async (card: CardFormValues | null) => {
    if (submitting.current || !paymentType) return;
    submitting.current = true;
    setMessage('');
    clearTimeout(messageTimer.current);
    try {
      const request = await props.buildRequest(paymentType);
      if (!request) return;
      const requestId = ensureRequestId(props.requestId);
      if (requestId !== props.requestId) props.onRequestId?.(requestId);
      setStatus(PaymentProcessStatus.processing);
      const outcome = await submitBooking({
        request: { ...request, paymentmethod: paymentType },
        paymentType,
        requestId,
        card: card
          ? {
              number: stripSpaces(card.cardNumber),
              expiryMonth: card.expiryMonth,
              expiryYear: card.expiryYear,
              cvc: card.cvc,
              name: card.name.trim(),
              postcode: card.postalCode.trim(),
            }
          : undefined,
        loadProvider: props.loadProvider ?? (() => loadPaymentProvider(config.paymentGateway)),
        send: props.send,
        onPhase: setPhase,
      });
      setStatus(outcome.status);
      if (outcome.kind === 'confirmed') {
        props.onConfirmed(outcome);
        return;
      }
      if (outcome.clearCvc) form.setValue('cvc', '');
      if (outcome.asDialog) setDialogMessage(outcome.message);
      else messageTimer.current = setTimeout(() => setMessage(outcome.message), outcome.delayMs);
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || submitting.current) return;
    if (paymentType !== 'card') return void submit(null);
    void form.handleSubmit(
      (values) => {
        setSummary([]);
        return submit(values);
      },
      (failed) => setSummary(summaryOf(failed)),
    )();
  };

  if (offered.length === 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>Online payment is not available. Please call us to book.</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Payment">
      <Stack gap="6">
        {paymentType === 'card' && summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
        <Text fontSize="lg">
          Total fare{' '}
          <Text as="strong" data-testid="payment-amount">
            {formatMoney(props.amount, props.currencyCode)}
          </Text>
        </Text>
        <RadioCard.Root
          value={paymentType}
          onValueChange={(details) => {
            if (!details.value) return;
            setChosenType(details.value);
            props.onPaymentTypeChange?.(details.value as OfferedPaymentType);
            setMessage('');
          }}
          colorPalette="brand"
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
        {paymentType === 'card' ? <CardForm form={form} now={now()} disabled={busy} /> : null}
        {message ? (
          <Alert.Root status="error" role="alert" data-testid="payment-message">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          loadingText={submitButtonLabel(paymentType, phase === 'idle' ? 'booking' : phase)}
          alignSelf={{ base: 'stretch', md: 'flex-end' }}
        >
          {submitButtonLabel(paymentType, 'idle')}
        </Button>
        <PaymentProcessDialog open={phase !== 'idle' || status === PaymentProcessStatus.success} status={status} />
        <AlertDialog
          open={dialogMessage !== ''}
          title="Error"
          content={<Text>{dialogMessage}</Text>}
          onClose={() => setDialogMessage('')}
        />
      </Stack>
    </form>
  );
}
