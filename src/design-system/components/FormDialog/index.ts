export { DialogBody, FormDialog, type DialogContent, type FormDialogProps } from './FormDialog';
