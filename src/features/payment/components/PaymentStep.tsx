import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { ErrorSummary, FormDialog } from '@/design-system';
import { useTranslator } from '@/i18n';
import { DiscountLines, formatMoney } from '@/shared';
import { submitButtonLabel } from '../model/outcome';
import { sayPaymentText } from '../model/paymentText';
import { CardForm } from './CardForm';
import { ChargeNote } from './ChargeNote';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import type { PaymentStepProps } from './paymentStepProps';
import { PaymentTypeChoice } from './PaymentTypeChoice';
import { ProviderFields } from './ProviderFields';
import { PolicyNote } from './PolicyNote';
import { TermsNote, useConditionsOfUse } from './TermsNote';
import { TestModeNote } from './TestModeNote';
import { usePaymentStep } from './usePaymentStep';

export type { ConfirmedBooking, PaymentStepProps } from './paymentStepProps';

/**
 * The payment step (the wizard layout and payment flow rules, rules: wizard-layout, payment-flow): the payment type, the card form when paying by card (or its popup), PayPal's
 * button, and the confirm action. What it does is usePaymentStep's; this places it.
 */
export function PaymentStep(props: PaymentStepProps) {
  const step = usePaymentStep(props);
  const { t, locale } = useTranslator();
  const { payment, paymentType, popup } = step;
  const { form, busy, phase, summary } = payment;
  const hasTerms = Boolean(useConditionsOfUse());
  const amount = formatMoney(props.total.total, props.currencyCode, locale);
  // Where the payment shows before a fare (a layout with every section on one page), no "£0.00" to pay.
  const priced = props.total.fare > 0;
  const chargeNoteInline = priced && paymentType === 'card' && !popup;
  const busyLabel = (type: string) => sayPaymentText(submitButtonLabel(type, phase === 'idle' ? 'booking' : phase), t);

  const fieldsProps = {
    load: step.provider,
    amount: props.total.total,
    currencyCode: props.currencyCode,
    disabled: busy,
  };
  const cardFields = step.stripeCard ? (
    <ProviderFields
      {...fieldsProps}
      name="card"
      createClientSecret={step.wallet.createClientSecret}
      onWalletPaid={(result) => void step.wallet.onWalletPaid!(result)}
    />
  ) : undefined;
  const payPalFields = <ProviderFields {...fieldsProps} name="paypal" {...step.paypal} />;

  if (step.offered.length === 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('payment.step.unavailable')}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          step.confirm();
        }}
        noValidate
        aria-label={t('payment.step.form')}
      >
        <Stack gap="6">
          <TestModeNote />
          {paymentType === 'card' && !popup && summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
          {priced ? (
            <Stack gap="1">
              <DiscountLines payable={props.total} currencyCode={props.currencyCode} />
              <Text fontSize="lg">
                {t('payment.step.totalFare')}{' '}
                <Text as="strong" data-testid="payment-amount">
                  {amount}
                </Text>
              </Text>
            </Stack>
          ) : null}
          <PaymentTypeChoice offered={step.offered} value={paymentType} onChange={step.choose} disabled={busy} />
          {paymentType === 'card' && !popup ? (
            <CardForm form={form} now={step.now()} disabled={busy} cardFields={cardFields} />
          ) : null}
          {paymentType === 'paypal' ? payPalFields : null}
          {popup ? null : payment.feedback}
          {chargeNoteInline ? <ChargeNote id="payment-charge" amount={amount} /> : null}
          <TermsNote id="payment-terms" lead="payment.terms.leadBooking" />
          <PolicyNote paymentMethod={paymentType} />
          <Button
            type="submit"
            size="lg"
            display={props.showSubmit === false || paymentType === 'paypal' ? 'none' : undefined}
            loading={busy}
            loadingText={busyLabel(paymentType)}
            alignSelf={{ base: 'stretch', md: 'flex-end' }}
            aria-describedby={
              [chargeNoteInline ? 'payment-charge' : '', hasTerms ? 'payment-terms' : ''].join(' ').trim() || undefined
            }
          >
            {sayPaymentText(submitButtonLabel(paymentType, 'idle'), t)}
          </Button>
        </Stack>
      </form>
      {popup ? (
        <FormDialog
          open={step.dialog === 'card'}
          title={t('payment.card.title')}
          onClose={step.closeDialog}
          onSubmit={(event) => {
            // The popup is a form of its own, rendered beside the payment form (React events bubble through portals).
            event.stopPropagation();
            step.payByCard(event);
          }}
          submitLabel={t('payment.button.payNowPopup')}
          busy={busy}
          busyLabel={busyLabel('card')}
          errors={summary}
        >
          <Stack gap="6">
            <CardForm form={form} now={step.now()} disabled={busy} showTitle={false} cardFields={cardFields} />
            {payment.feedback}
            {priced ? <ChargeNote id="payment-charge" amount={amount} /> : null}
          </Stack>
        </FormDialog>
      ) : null}
      {step.methodChoice ? (
        <PaymentMethodDialog
          open={step.dialog === 'method'}
          onClose={step.closeDialog}
          onCard={step.chooseCard}
          onPayPal={step.choosePayPal}
          payPal={step.dialogPayPal ? payPalFields : null}
        />
      ) : null}
    </>
  );
}
