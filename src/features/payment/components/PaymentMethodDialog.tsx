import { Button, Stack, Text } from '@chakra-ui/react';
import { FormDialog } from '@/design-system';
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
  return (
    <FormDialog
      open={open}
      title="Payment method"
      onClose={onClose}
      actions={
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      {payPal ?? (
        <Stack gap="3">
          <Text>How would you like to pay?</Text>
          <Button onClick={onCard}>By card</Button>
          <Button variant="outline" onClick={onPayPal}>
            Paypal
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
}
