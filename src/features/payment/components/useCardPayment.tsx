import { Alert, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AlertDialog, type ErrorSummaryItem } from '@/design-system';
import { useT, type Translator } from '@/i18n';
import { cardFormSchema, emptyCardForm, type CardFormValues } from '../model/card';
import { PaymentProcessStatus, type SubmitOutcome, type SubmitPhase } from '../model/outcome';
import { sayPaymentText } from '../model/paymentText';
import { CARD_FIELD_IDS } from './CardForm';
import { PaymentProcessDialog } from './PaymentProcessDialog';

function summaryOf(errors: FieldErrors<CardFormValues>, t: Translator['t']): ErrorSummaryItem[] {
  return (Object.keys(CARD_FIELD_IDS) as (keyof CardFormValues)[])
    .filter((name) => errors[name]?.message)
    .map((name) => ({ fieldId: CARD_FIELD_IDS[name], message: sayPaymentText(String(errors[name]?.message), t) }));
}

/**
 * The card form and the progress of one payment attempt (the payment flow and error behaviour rules, rules: payment-flow, error-behaviour), shared by the payment step and the pay-later page:
 * the phase and process status, the message shown after its delay or as a dialog, and the error summary of a
 * failed submit.
 */
export function useCardPayment(now: () => Date, { ownCardFields = false }: { ownCardFields?: boolean } = {}) {
  const t = useT();
  const form = useForm<CardFormValues>({
    resolver: yupResolver(useMemo(() => cardFormSchema(now, { ownCardFields }), [ownCardFields])), // eslint-disable-line react-hooks/exhaustive-deps
    defaultValues: emptyCardForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus on a failed submit (GOV.UK); the form focusing its first field would take it away.
    shouldFocusError: false,
  });
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [status, setStatus] = useState<PaymentProcessStatus>(PaymentProcessStatus.processing);
  const [message, setMessage] = useState('');
  const [dialogMessage, setDialogMessage] = useState('');
  // Set on each submit attempt only (GOV.UK): rebuilding it on every keystroke would pull focus away from the field.
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const messageTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(messageTimer.current), []);

  const clearMessage = () => {
    setMessage('');
    clearTimeout(messageTimer.current);
  };

  return {
    form,
    phase,
    setPhase,
    status,
    summary,
    busy: phase !== 'idle' || status === PaymentProcessStatus.success,
    clearMessage,
    /** A new attempt: the last message goes, the process dialog says processing. */
    start() {
      clearMessage();
      setStatus(PaymentProcessStatus.processing);
    },
    /** Shows a failed outcome the way the error behaviour rule (rules: error-behaviour) asks; true when the payment was confirmed. */
    settle(
      outcome: SubmitOutcome,
      clearProviderFields?: () => void,
    ): outcome is Extract<SubmitOutcome, { kind: 'confirmed' }> {
      setStatus(outcome.status);
      if (outcome.kind === 'confirmed') return true;
      if (outcome.clearCvc) {
        form.setValue('cvc', '');
        clearProviderFields?.();
      }
      if (outcome.asDialog) setDialogMessage(outcome.message);
      else messageTimer.current = setTimeout(() => setMessage(outcome.message), outcome.delayMs);
      return false;
    },
    /** The form's submit handler: checks the card, names failed fields in the summary, then pays. */
    submitCard(pay: (card: CardFormValues) => Promise<void>) {
      return (event?: FormEvent) => {
        event?.preventDefault();
        void form.handleSubmit(
          (values) => {
            setSummary([]);
            return pay(values);
          },
          (failed) => setSummary(summaryOf(failed, t)),
        )();
      };
    },
    feedback: (
      <>
        {message ? (
          <Alert.Root status="error" role="alert" data-testid="payment-message">
            <Alert.Indicator />
            <Alert.Title>{sayPaymentText(message, t)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <PaymentProcessDialog open={phase !== 'idle' || status === PaymentProcessStatus.success} status={status} />
        <AlertDialog
          open={dialogMessage !== ''}
          title={t('payment.error.title')}
          content={<Text>{sayPaymentText(dialogMessage, t)}</Text>}
          onClose={() => setDialogMessage('')}
        />
      </>
    ),
  };
}
