import { Button } from '@chakra-ui/react';
import { useT } from '@/i18n';
import { DialogBody, FormDialog, type DialogContent } from '../FormDialog/FormDialog';

export interface MessageDialogProps {
  open: boolean;
  /** The small records rule (rules: other-entities): defaults to Message. */
  title?: string;
  content: DialogContent;
  okLabel?: string;
  onClose: () => void;
}

export function MessageDialog({ open, title, content, okLabel, onClose }: MessageDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      title={title ?? t('design.dialog.message')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{okLabel ?? t('design.dialog.ok')}</Button>}
      closeButton={false}
    >
      <DialogBody content={content} />
    </FormDialog>
  );
}
