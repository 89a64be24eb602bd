import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface CustomerDialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** Hides the submit button, e.g. once a result is shown and only closing is left. */
  done?: boolean;
  /** Shows progress on the submit button and keeps the dialog open while true. */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

/** The frame of the step-3 dialogs: a form, so Enter submits the open modal (5.2). */
export function CustomerDialogFrame({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  done,
  busy,
  busyLabel,
  children,
}: CustomerDialogFrameProps) {
  const formId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      lazyMount
      unmountOnExit
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={onSubmit}>
                {children}
              </form>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              {done ? null : (
                <Button type="submit" form={formId} colorPalette="brand" loading={busy} loadingText={busyLabel}>
                  {submitLabel}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
