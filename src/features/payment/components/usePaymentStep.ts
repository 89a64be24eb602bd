import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadPaymentProvider } from '@/adapters/payments';
import { useConfig } from '@/config';
import { useTranslator } from '@/i18n';
import { submitBooking } from '../actions/submitBooking';
import { billingDetailsOf, cardDetailsOf, type CardFormValues } from '../model/card';
import { initialPaymentType, paymentChoices, type OfferedPaymentType } from '../model/paymentTypes';
import { ensureRequestId } from '../model/requestId';
import type { PaymentStepProps } from './paymentStepProps';
import { useCardPayment } from './useCardPayment';
import { useProvider } from './useProvider';
import { useProviderCheckout } from './useProviderCheckout';

/** The dialog the confirm action opened: the dialogs rule's (rules: modals) payment method, or the card popup. */
type OpenDialog = 'method' | 'card' | null;

/**
 * What the payment step does, apart from how it looks (the wizard steps and payment flow rules, rules: wizard-steps, payment-flow): the payment type shown, the provider it
 * needs, one booking at a time, and the confirm action: the booking's own checks first, then the payment method
 * asked for (the dialogs rule, rules: modals), the card popup opened, or the booking sent.
 */
export function usePaymentStep(props: PaymentStepProps) {
  const config = useConfig();
  const now = props.now ?? (() => new Date());
  const { offered, methodChoice } = paymentChoices(config, props.methodDialog);
  const [chosenType, setChosenType] = useState(props.paymentType);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The method dialog shows PayPal's own button once PayPal is chosen in it.
  const [dialogPayPal, setDialogPayPal] = useState(false);
  const paymentType = initialPaymentType(offered, config.defaultPaymentMethod, chosenType);
  // Stripe draws its own card fields; the sandbox's card goes through the app's form and a nonce (the card token rule, rules: card-token).
  const stripeCard = config.paymentGateway === 'stripe';
  const payment = useCardPayment(now, { ownCardFields: stripeCard });
  const { form, busy } = payment;
  const providerKind =
    paymentType === 'paypal' || dialogPayPal ? 'paypal' : paymentType === 'card' && stripeCard ? 'stripe' : null;
  const provider = useProvider(providerKind, props.loadProvider);
  const ready = provider.state === 'ready' ? provider.provider : null;
  // One booking at a time: set while a submission (or the checks before a popup) runs.
  const submitting = useRef(false);
  // The booking language rule (issue 34): a booking speaks the page's language, so its mails and invoice do too.
  const { locale } = useTranslator();
  const buildRequest = async (type: OfferedPaymentType) => {
    const request = await props.buildRequest(type);
    return request && { ...request, language: locale };
  };
  const { registerBackHandler } = props;
  const { setValue } = form;
  useEffect(() => registerBackHandler?.(() => setValue('cvc', '')), [registerBackHandler, setValue]);

  const submit = async (card: CardFormValues | null) => {
    if (submitting.current || !paymentType) return;
    submitting.current = true;
    payment.clearMessage();
    let confirmed = false;
    try {
      const request = await buildRequest(paymentType);
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
    buildRequest: () => buildRequest('paypal'),
  });
  // Stripe's wallet button (Apple Pay, Google Pay) pays by card: its own booking, then the wallet's payment.
  const wallet = useProviderCheckout({
    ...checkout,
    paymentType: 'card',
    buildRequest: () => buildRequest('card'),
  });
  const popup = props.cardForm === 'popup' && paymentType === 'card';

  /** The confirm action with the card popup: the booking's own checks first, then the card is asked for. */
  const openCard = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      if (await props.buildRequest('card')) setDialog('card');
    } finally {
      submitting.current = false;
    }
  };
  /** The dialogs rule (rules: modals): the booking's own checks first, then how to pay. */
  const askMethod = async () => {
    if (await props.buildRequest('card')) {
      setDialogPayPal(false);
      setDialog('method');
    }
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
  const latestConfirm = useRef(confirm);
  latestConfirm.current = confirm;
  const { registerConfirm } = props;
  useEffect(() => registerConfirm?.(() => latestConfirm.current()), [registerConfirm]);

  return {
    now,
    offered,
    methodChoice,
    paymentType,
    /** The card form is in the card popup (else in the payment form). */
    popup,
    payment,
    provider,
    paypal,
    wallet,
    stripeCard,
    confirm,
    /** The card popup's Pay now: the card form's own checks, then the booking. */
    payByCard: (event?: FormEvent) => {
      if (!busy && !submitting.current) submitCard(event);
    },
    choose: (type: OfferedPaymentType) => {
      setChosenType(type);
      props.onPaymentTypeChange?.(type);
      payment.clearMessage();
    },
    dialog,
    dialogPayPal,
    closeDialog: () => setDialog(null),
    /** The method dialog's "By card": the card popup or the inline card form's submission. */
    chooseCard: () => {
      setDialog(null);
      if (popup) void openCard();
      else submitCard();
    },
    choosePayPal: () => setDialogPayPal(true),
  };
}
