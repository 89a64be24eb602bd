import { useCallback, useEffect, useRef, useState } from 'react';
import { dialogs } from '@/design-system';
import { canAskForNotifications, noticeRoute, type PermissionState } from '../model/notify';

function currentPermission(): PermissionState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/**
 * Tells the passenger of each status change: a browser notification when allowed, else (8.3) an in-page dialog.
 * Only one dialog of ours waits at a time; a newer change replaces the words of one not yet shown.
 */
export function useStatusNotices(notice: { text: string; serial: number } | undefined, title: string) {
  const [permission, setPermission] = useState<PermissionState>('unsupported');
  const dialogOpen = useRef(false);
  const pending = useRef<string | undefined>(undefined);

  useEffect(() => setPermission(currentPermission()), []);

  const showDialog = useCallback((text: string) => {
    if (dialogOpen.current) {
      pending.current = text;
      return;
    }
    dialogOpen.current = true;
    void dialogs.message({ title: 'Message', content: text }).then(() => {
      dialogOpen.current = false;
      const next = pending.current;
      pending.current = undefined;
      if (next) showDialog(next);
    });
  }, []);

  const serial = notice?.serial;
  const text = notice?.text;
  useEffect(() => {
    if (serial === undefined || !text) return;
    const route = noticeRoute(currentPermission());
    if (route === 'browser') {
      try {
        new Notification(title, { body: text, tag: 'tracking' });
        return;
      } catch {
        // Some browsers allow notifications only from a service worker: fall back to the dialog.
      }
    }
    showDialog(text);
  }, [serial, text, title, showDialog]);

  const ask = useCallback(async () => {
    if (currentPermission() === 'unsupported') return;
    setPermission(await Notification.requestPermission());
  }, []);

  return { canAsk: canAskForNotifications(permission), ask };
}
