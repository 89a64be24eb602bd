export { AlertDialog, type AlertDialogProps, type AlertResult } from './AlertDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { MessageDialog, type MessageDialogProps } from './MessageDialog';
export { DialogBody, type DialogContent } from '../FormDialog/FormDialog';
export { DialogsHost } from './DialogsHost';
export { dialogs, dialogStore, type AlertRequest, type ConfirmRequest, type MessageRequest } from './dialogStore';
export { LazyDialogsHost } from './LazyDialogsHost';
