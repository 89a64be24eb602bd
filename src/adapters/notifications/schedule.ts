/**
 * The notification channel's timing (the third-party services and live tracking rules, rules: third-parties, live-tracking) and its user name, as pure functions so the schedule is
 * tested without a clock or a socket.
 */
import type { ConnectionState, UserNameParts } from './types';

/** The third-party services rule (rules: third-parties): keep-alive 15 s. */
export const KEEP_ALIVE_INTERVAL_MS = 15_000;
/** The third-party services rule (rules: third-parties): server timeout 30 s. */
export const SERVER_TIMEOUT_MS = 30_000;
/** The third-party services rule (rules: third-parties): reconnect delays 0, 2, 10 and 30 s; after the last one the client gives up and reports the close. */
export const RECONNECT_DELAYS_MS: readonly number[] = [0, 2_000, 10_000, 30_000];
/** The third-party services rule (rules: third-parties): buffer 100000 (the stateful-reconnect buffer, in bytes). */
export const MESSAGE_BUFFER_SIZE = 100_000;
/** The live tracking rule (rules: live-tracking): "re-created every 10 s if found disconnected". */
export const RECREATE_CHECK_MS = 10_000;
/** The live tracking rule (rules: live-tracking): "A forced close is flagged for 2 s". */
export const FORCED_CLOSE_FLAG_MS = 2_000;

/** The wait before reconnect attempt number `previousRetryCount + 1`, or null when the schedule is spent. */
export function reconnectDelay(previousRetryCount: number): number | null {
  if (!Number.isInteger(previousRetryCount) || previousRetryCount < 0) return null;
  return RECONNECT_DELAYS_MS[previousRetryCount] ?? null;
}

/** True while a close asked for on demand is still flagged (its first 2 s), so the close is not taken for a loss. */
export function isForcedCloseFlagged(forcedCloseAt: number | undefined, now: number): boolean {
  return forcedCloseAt !== undefined && now >= forcedCloseAt && now - forcedCloseAt < FORCED_CLOSE_FLAG_MS;
}

export interface RecreateFacts {
  state: ConnectionState;
  /** The channel is still wanted (nobody closed it for good). */
  wanted: boolean;
  /** When a forced close was asked for, if one was. */
  forcedCloseAt?: number;
  now: number;
}

/** The live tracking rule (rules: live-tracking): the periodic check re-creates a connection found disconnected, unless it was closed on purpose. */
export function shouldRecreate({ state, wanted, forcedCloseAt, now }: RecreateFacts): boolean {
  return wanted && state === 'disconnected' && !isForcedCloseFlagged(forcedCloseAt, now);
}

/** The live tracking rule (rules: live-tracking): the user name is 'customer', the IP address, a device fingerprint, and the profile id or job part id. */
export function buildUserName({ ip, fingerprint, profileId, jobPartId }: UserNameParts): string {
  const clean = (part: unknown) =>
    String(part ?? '')
      .trim()
      .replace(/[^A-Za-z0-9.:-]/g, '');
  const who = clean(profileId) || clean(jobPartId) || '0';
  return ['customer', clean(ip) || 'unknown', clean(fingerprint) || 'unknown', who].join('_').slice(0, 255);
}

/** What the fingerprint is made of: facts a browser shows every page, none of them stored. */
export interface DeviceFacts {
  userAgent: string;
  language: string;
  timeZone: string;
  screen: string;
  cores: number;
}

/**
 * A stable, non-identifying tag for this browser: a 32-bit FNV-1a hash of its facts in base 36. It is not stored,
 * so tracking leaves nothing behind (a stored key would also mark the visitor as returning, docs/architecture.md).
 */
export function deviceFingerprint(facts: DeviceFacts): string {
  const text = [facts.userAgent, facts.language, facts.timeZone, facts.screen, facts.cores].join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The facts of the browser running this code (client only). */
export function browserDeviceFacts(): DeviceFacts {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    screen: `${window.screen.width}x${window.screen.height}x${window.screen.colorDepth}`,
    cores: navigator.hardwareConcurrency ?? 0,
  };
}
