import { Box, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { sanitizeHtml } from '../../model/sanitizeHtml';

export type DialogContent = string | ReactNode;

export interface DialogFrameProps {
  open: boolean;
  title: string;
  /** A string is treated as HTML and sanitised; nodes render as they are. */
  content: DialogContent;
  actions: ReactNode;
  /** Escape, the backdrop or the close button. */
  onDismiss: () => void;
  role?: 'dialog' | 'alertdialog';
  /** Dismissing is refused while an action runs. */
  busy?: boolean;
  /**
   * The action that takes focus when the dialog opens, so that Enter submits the open dialog (spec 5.2). Without
   * it the first button does.
   */
  primaryAction?: RefObject<HTMLButtonElement | null>;
}

export function DialogBody({ content }: { content: DialogContent }) {
  if (typeof content === 'string') return <Box dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />;
  return <>{content}</>;
}

/** Shared chrome of the alert, confirm and message dialogs. */
export function DialogFrame({
  open,
  title,
  content,
  actions,
  onDismiss,
  role = 'dialog',
  busy,
  primaryAction,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      initialFocusEl={primaryAction ? () => primaryAction.current : undefined}
      placement="center"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DialogBody content={content} />
            </Dialog.Body>
            <Dialog.Footer gap="3">{actions}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
