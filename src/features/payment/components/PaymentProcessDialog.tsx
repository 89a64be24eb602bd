import { Box, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { DialogBody } from '@/design-system';
import { useT } from '@/i18n';
import { PROCESS_DIALOG_TITLE, PROCESS_DIALOG_WARNING } from '../model/messages';
import { PaymentProcessStatus, processStatusText } from '../model/outcome';
import { sayPaymentText } from '../model/paymentText';

export interface PaymentProcessDialogProps {
  open: boolean;
  status: PaymentProcessStatus;
  /** The HTML description of the dialogs rule (rules: modals); defaults to the do-not-refresh warning. Sanitised before it is shown. */
  description?: string;
}

/**
 * The dialogs and payment flow rules (rules: modals, payment-flow): the please-wait dialog while a payment and booking run. It cannot be dismissed:
 * leaving half way would leave the customer unsure whether they booked.
 */
export function PaymentProcessDialog({
  open,
  status,
  description = PROCESS_DIALOG_WARNING,
}: PaymentProcessDialogProps) {
  const t = useT();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="payment-process-dialog" aria-busy={status === PaymentProcessStatus.processing}>
            <Dialog.Header>
              <Dialog.Title>{sayPaymentText(PROCESS_DIALOG_TITLE, t)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="4" align="center" mb="3">
                {status === PaymentProcessStatus.processing ? <Spinner color="colorPalette.solid" size="lg" /> : null}
                <Text role="status" aria-live="polite" fontWeight="semibold" data-status={status}>
                  {sayPaymentText(processStatusText(status), t)}
                </Text>
              </HStack>
              <Box color="fg.muted">
                <DialogBody content={sayPaymentText(description, t)} />
              </Box>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
