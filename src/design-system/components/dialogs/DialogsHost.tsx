import { useSnapshot } from 'valtio';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { closeDialog, dialogStore, type QueuedDialog } from './dialogStore';
import { MessageDialog } from './MessageDialog';

/** Shows the dialogs asked for through `dialogs`, one at a time. Mount once at the top of the app. */
export function DialogsHost() {
  const { queue } = useSnapshot(dialogStore);
  const current = queue[0] as QueuedDialog | undefined;
  if (!current) return null;
  const { id } = current;

  switch (current.kind) {
    case 'alert':
      return (
        <AlertDialog
          key={id}
          open
          {...current.request}
          onClose={(result) => {
            closeDialog(id);
            current.resolve(result);
          }}
        />
      );
    case 'confirm': {
      const { onOk, onCancel, ...request } = current.request;
      return (
        <ConfirmDialog
          key={id}
          open
          {...request}
          onOk={() => onOk?.()}
          onCancel={() => onCancel?.()}
          onClose={(confirmed) => {
            closeDialog(id);
            current.resolve(confirmed);
          }}
        />
      );
    }
    case 'message':
      return (
        <MessageDialog
          key={id}
          open
          {...current.request}
          onClose={() => {
            closeDialog(id);
            current.resolve();
          }}
        />
      );
  }
}
