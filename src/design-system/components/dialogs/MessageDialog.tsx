import { Button } from '@chakra-ui/react';
import { DialogBody, FormDialog, type DialogContent } from '../FormDialog/FormDialog';

export interface MessageDialogProps {
  open: boolean;
  /** The small records rule (rules: other-entities): defaults to Message. */
  title?: string;
  content: DialogContent;
  okLabel?: string;
  onClose: () => void;
}

export function MessageDialog({ open, title = 'Message', content, okLabel = 'OK', onClose }: MessageDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{okLabel}</Button>}
      closeButton={false}
    >
      <DialogBody content={content} />
    </FormDialog>
  );
}
