/**
 * The notifications adapter's public surface (the live tracking and third-party services rules, rules: live-tracking, third-parties). Nothing here imports `@microsoft/signalr`: the
 * SignalR channel loads through `import()`, so only a page that tracks a booking downloads it.
 */
export type * from './types';
export {
  FORCED_CLOSE_FLAG_MS,
  KEEP_ALIVE_INTERVAL_MS,
  RECONNECT_DELAYS_MS,
  RECREATE_CHECK_MS,
  SERVER_TIMEOUT_MS,
  browserDeviceFacts,
  buildUserName,
  deviceFingerprint,
} from './schedule';
export { NotificationChannelProvider, useNotificationChannelOverride } from './ChannelContext';
import type { NotificationChannel, NotificationChannelOptions } from './types';

/** Opens nothing yet: builds the SignalR channel for the configured hub; call `connect()` on it. */
export async function loadNotificationChannel(options: NotificationChannelOptions): Promise<NotificationChannel> {
  return (await import('./signalr')).createSignalRChannel(options);
}
