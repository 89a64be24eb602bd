import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import { Deferred } from '../Deferred';
import { dialogStore } from './dialogStore';

const DialogsHost = lazy(() => import('./DialogsHost').then((m) => ({ default: m.DialogsHost })));

/** The dialogs host, loaded the first time a dialog is asked for: the first paint never shows one. */
export function LazyDialogsHost() {
  const { queue } = useSnapshot(dialogStore);
  return (
    <Deferred wanted={queue.length > 0}>
      <DialogsHost />
    </Deferred>
  );
}
