/**
 * The error behaviour rule (rules: error-behaviour): "If browser notification permission is denied, an in-page dialog is used instead." A browser that has
 * no notifications, or whose visitor has not answered yet, gets the dialog too, so no status change goes unsaid.
 */
export type NoticeRoute = 'browser' | 'dialog';

export type PermissionState = NotificationPermission | 'unsupported';

export function noticeRoute(permission: PermissionState): NoticeRoute {
  return permission === 'granted' ? 'browser' : 'dialog';
}

/** The offer to turn browser notifications on makes sense only while the visitor has not answered. */
export function canAskForNotifications(permission: PermissionState): boolean {
  return permission === 'default';
}
