import { currentApiHosts } from '@/api';
import {
  browserDeviceFacts,
  deviceFingerprint,
  loadNotificationChannel,
  type NotificationChannel,
} from '@/adapters/notifications';

/** The configured hub's channel (or the override stories and tests give), with the live tracking rule (rules: live-tracking) user name; never throws. */
export async function openChannel(
  hubUrl: string,
  override: (() => NotificationChannel) | undefined,
  who: { profileId?: number | string; jobPartId?: number },
): Promise<NotificationChannel | undefined> {
  if (override) return override();
  if (!hubUrl) return undefined;
  return loadNotificationChannel({
    hubUrl,
    baseUrl: currentApiHosts().baseUrl || window.location.href,
    user: { fingerprint: deviceFingerprint(browserDeviceFacts()), profileId: who.profileId, jobPartId: who.jobPartId },
  }).catch(() => undefined);
}
