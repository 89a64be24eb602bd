import { useCallback, useEffect, useState } from 'react';
import type { MessageId, MessageValues } from '@/i18n';
import { say, type TrackingWords } from '../model/messages';
import { canAskForNotifications, noticeRoute, type PermissionState } from '../model/notify';

function currentPermission(): PermissionState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/**
 * Tells the passenger of each status change: a browser notification when allowed, else (the error behaviour rule, rules: error-behaviour) in the page. The
 * in-page notice is not modal (issue 28): a popup over the page hid the status, the map and Share behind it while the
 * passenger most needs them. The newest change replaces an older notice; the passenger may dismiss it.
 */
export function useStatusNotices(
  notice: { words: TrackingWords; serial: number } | undefined,
  title: string,
  t: (id: MessageId, values?: MessageValues) => string,
) {
  const [permission, setPermission] = useState<PermissionState>('unsupported');
  const [inPage, setInPage] = useState<string | undefined>(undefined);

  useEffect(() => setPermission(currentPermission()), []);

  const serial = notice?.serial;
  const text = notice ? say(notice.words, t) : undefined;
  useEffect(() => {
    if (serial === undefined || !text) return;
    const route = noticeRoute(currentPermission());
    if (route === 'browser') {
      try {
        new Notification(title, { body: text, tag: 'tracking' });
        return;
      } catch {
        // Some browsers allow notifications only from a service worker: fall back to the page.
      }
    }
    setInPage(text);
  }, [serial, text, title]);

  const ask = useCallback(async () => {
    if (currentPermission() === 'unsupported') return;
    setPermission(await Notification.requestPermission());
  }, []);

  return { canAsk: canAskForNotifications(permission), ask, inPage, dismiss: () => setInPage(undefined) };
}
