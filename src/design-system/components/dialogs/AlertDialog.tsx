import { Button } from '@chakra-ui/react';
import { useRef } from 'react';
import { useT } from '@/i18n';
import { DialogBody, FormDialog, type DialogContent } from '../FormDialog/FormDialog';

export type AlertResult = 'ok' | 'signin' | 'cancel';

export interface AlertDialogProps {
  open: boolean;
  title?: string;
  content: DialogContent;
  /** "ok": a single OK. "signin": SIGN IN and CANCEL (the dialogs rule, rules: modals). */
  variant?: 'ok' | 'signin';
  onClose: (result: AlertResult) => void;
}

export function AlertDialog({ open, title, content, variant = 'ok', onClose }: AlertDialogProps) {
  const t = useT();
  const signIn = useRef<HTMLButtonElement>(null);
  const actions =
    variant === 'signin' ? (
      <>
        <Button variant="outline" onClick={() => onClose('cancel')}>
          {t('design.dialog.cancelUpper')}
        </Button>
        <Button ref={signIn} onClick={() => onClose('signin')}>
          {t('design.dialog.signInUpper')}
        </Button>
      </>
    ) : (
      <Button onClick={() => onClose('ok')}>{t('design.dialog.ok')}</Button>
    );
  return (
    <FormDialog
      open={open}
      role="alertdialog"
      title={title ?? t('design.dialog.message')}
      actions={actions}
      onClose={() => onClose(variant === 'signin' ? 'cancel' : 'ok')}
      initialFocus={variant === 'signin' ? signIn : undefined}
      closeButton={false}
    >
      <DialogBody content={content} />
    </FormDialog>
  );
}
