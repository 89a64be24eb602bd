import { proxy, ref } from 'valtio';
import type { AlertResult } from './AlertDialog';
import type { DialogContent } from '../FormDialog/FormDialog';

interface Common {
  title?: string;
  content: DialogContent;
}

export interface AlertRequest extends Common {
  variant?: 'ok' | 'signin';
}

export interface ConfirmRequest extends Common {
  okLabel?: string;
  cancelLabel?: string;
  /** Runs on OK with a loading state; the promise resolves true once it settles. */
  onOk?: () => void | Promise<void>;
  onCancel?: () => void;
}

export interface MessageRequest extends Common {
  okLabel?: string;
}

export type QueuedDialog =
  | { id: number; kind: 'alert'; request: AlertRequest; resolve: (result: AlertResult) => void }
  | { id: number; kind: 'confirm'; request: ConfirmRequest; resolve: (confirmed: boolean) => void }
  | { id: number; kind: 'message'; request: MessageRequest; resolve: () => void };

type NewDialog = QueuedDialog extends infer D ? (D extends QueuedDialog ? Omit<D, 'id'> : never) : never;

/** One queue for the whole app: dialogs show one at a time, in the order they were asked for. */
export const dialogStore = proxy<{ queue: QueuedDialog[] }>({ queue: [] });

let nextId = 1;

function enqueue(dialog: NewDialog) {
  // ref(): contents may hold React nodes and callbacks, which must not become proxies.
  dialogStore.queue.push(ref({ ...dialog, id: nextId++ } as QueuedDialog));
}

export function closeDialog(id: number) {
  const index = dialogStore.queue.findIndex((dialog) => dialog.id === id);
  if (index >= 0) dialogStore.queue.splice(index, 1);
}

/** Imperative dialogs for code outside React trees (the shell rule (rules: shell): the host is mounted at the top). */
export const dialogs = {
  alert(request: AlertRequest): Promise<AlertResult> {
    return new Promise((resolve) => enqueue({ kind: 'alert', request, resolve }));
  },
  confirm(request: ConfirmRequest): Promise<boolean> {
    return new Promise((resolve) => enqueue({ kind: 'confirm', request, resolve }));
  },
  message(request: MessageRequest): Promise<void> {
    return new Promise((resolve) => enqueue({ kind: 'message', request, resolve }));
  },
  /** Closes every open dialog, resolving each as dismissed. */
  closeAll() {
    for (const dialog of [...dialogStore.queue]) {
      if (dialog.kind === 'alert') dialog.resolve('cancel');
      else if (dialog.kind === 'confirm') dialog.resolve(false);
      else dialog.resolve();
    }
    dialogStore.queue.splice(0);
  },
};
