import { Button, Stack, Text } from '@chakra-ui/react';
import { FormDialog } from '@/design-system';
import { useT } from '@/i18n';
import type { ReactNode } from 'react';

export interface PaymentMethodDialogProps {
  open: boolean;
  onClose: () => void;
  onCard: () => void;
  onPayPal: () => void;
  /** PayPal's own buttons, once Paypal was chosen (they need the buyer's own click to open PayPal's window). */
  payPal: ReactNode | null;
}

/** The dialogs rule (rules: modals) "Payment method: By card, Paypal", for templates that ask how to pay once the booking is ready. */
export function PaymentMethodDialog({ open, onClose, onCard, onPayPal, payPal }: PaymentMethodDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      title={t('payment.method.title')}
      onClose={onClose}
      actions={
        <Button variant="outline" onClick={onClose}>
          {t('payment.method.cancel')}
        </Button>
      }
    >
      {payPal ?? (
        <Stack gap="3">
          <Text>{t('payment.method.question')}</Text>
          <Button onClick={onCard}>{t('payment.type.card')}</Button>
          <Button variant="outline" onClick={onPayPal}>
            {t('payment.type.paypal')}
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
}
