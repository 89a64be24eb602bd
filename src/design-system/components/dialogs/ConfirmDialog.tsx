import { Button } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useT } from '@/i18n';
import { DialogBody, FormDialog, type DialogContent } from '../FormDialog/FormDialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The small records rule (rules: other-entities): defaults to Question. */
  title?: string;
  content: DialogContent;
  okLabel?: string;
  cancelLabel?: string;
  /** Runs on OK while the button shows loading; the dialog closes when it settles (the confirm dialog rule, rules: confirm-dialog). */
  onOk: () => void | Promise<void>;
  /** Runs on Cancel, Escape or the backdrop; the dialog closes. */
  onCancel: () => void;
  /** Called once the dialog should disappear: true after OK succeeded, false after Cancel or a failed OK. */
  onClose: (confirmed: boolean) => void;
  /** Force the loading state from outside (e.g. while a caller-driven close-confirm is pending). */
  loading?: boolean;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT();
  const { open, content, onOk, onCancel, onClose } = props;
  const title = props.title ?? t('design.dialog.question');
  const okLabel = props.okLabel ?? t('design.dialog.ok');
  const cancelLabel = props.cancelLabel ?? t('design.dialog.cancel');
  const [running, setRunning] = useState(false);
  const okButton = useRef<HTMLButtonElement>(null);
  const loading = running || Boolean(props.loading);

  const ok = async () => {
    setRunning(true);
    let succeeded = false;
    try {
      await onOk();
      succeeded = true;
    } finally {
      // The close-confirm moment: loading stops and the dialog closes (the confirm dialog rule, rules: confirm-dialog).
      setRunning(false);
      onClose(succeeded);
    }
  };
  const cancel = () => {
    if (loading) return;
    onCancel();
    onClose(false);
  };

  return (
    <FormDialog
      open={open}
      role="alertdialog"
      title={title}
      busy={loading}
      onClose={cancel}
      initialFocus={okButton}
      closeButton={false}
      actions={
        <>
          <Button variant="outline" onClick={cancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button ref={okButton} onClick={ok} loading={loading} loadingText={okLabel}>
            {okLabel}
          </Button>
        </>
      }
    >
      <DialogBody content={content} />
    </FormDialog>
  );
}
