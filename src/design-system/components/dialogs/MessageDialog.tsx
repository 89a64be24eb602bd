import { Button } from '@chakra-ui/react';
import { DialogFrame, type DialogContent } from './DialogFrame';

export interface MessageDialogProps {
  open: boolean;
  /** Spec 3.15: defaults to Message. */
  title?: string;
  content: DialogContent;
  okLabel?: string;
  onClose: () => void;
}

export function MessageDialog({ open, title = 'Message', content, okLabel = 'OK', onClose }: MessageDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      content={content}
      onDismiss={onClose}
      actions={<Button onClick={onClose}>{okLabel}</Button>}
    />
  );
}
