import { describe, expect, it } from 'vitest';
import {
  FORCED_CLOSE_FLAG_MS,
  KEEP_ALIVE_INTERVAL_MS,
  RECREATE_CHECK_MS,
  SERVER_TIMEOUT_MS,
  buildUserName,
  deviceFingerprint,
  isForcedCloseFlagged,
  reconnectDelay,
  shouldRecreate,
} from './schedule';

describe('the channel schedule (7.10, 4.12)', () => {
  it('reconnects after 0, 2, 10 and 30 s, then gives up', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([0, 2_000, 10_000, 30_000, null]);
    expect(reconnectDelay(-1)).toBeNull();
    expect(reconnectDelay(1.5)).toBeNull();
  });

  it('keeps alive every 15 s and times the server out after 30 s', () => {
    expect(KEEP_ALIVE_INTERVAL_MS).toBe(15_000);
    expect(SERVER_TIMEOUT_MS).toBe(30_000);
    expect(RECREATE_CHECK_MS).toBe(10_000);
  });

  it('flags a forced close for 2 s only', () => {
    expect(isForcedCloseFlagged(undefined, 5_000)).toBe(false);
    expect(isForcedCloseFlagged(1_000, 1_000)).toBe(true);
    expect(isForcedCloseFlagged(1_000, 1_000 + FORCED_CLOSE_FLAG_MS - 1)).toBe(true);
    expect(isForcedCloseFlagged(1_000, 1_000 + FORCED_CLOSE_FLAG_MS)).toBe(false);
    expect(isForcedCloseFlagged(1_000, 999)).toBe(false);
  });

  it('re-creates a connection found disconnected unless it was closed on purpose or is not wanted', () => {
    const now = 50_000;
    expect(shouldRecreate({ state: 'disconnected', wanted: true, now })).toBe(true);
    expect(shouldRecreate({ state: 'reconnecting', wanted: true, now })).toBe(false);
    expect(shouldRecreate({ state: 'connected', wanted: true, now })).toBe(false);
    expect(shouldRecreate({ state: 'disconnected', wanted: false, now })).toBe(false);
    expect(shouldRecreate({ state: 'disconnected', wanted: true, forcedCloseAt: now - 1_000, now })).toBe(false);
    expect(shouldRecreate({ state: 'disconnected', wanted: true, forcedCloseAt: now - 2_000, now })).toBe(true);
  });
});

describe('the user name (4.12)', () => {
  it("is 'customer', the IP address, the fingerprint and the profile id", () => {
    expect(buildUserName({ ip: '81.2.69.160', fingerprint: 'k3x9', profileId: 42, jobPartId: 7 })).toBe(
      'customer_81.2.69.160_k3x9_42',
    );
  });

  it('uses the job part id when there is no profile, and placeholders for what is unknown', () => {
    expect(buildUserName({ fingerprint: 'k3x9', jobPartId: 7 })).toBe('customer_unknown_k3x9_7');
    expect(buildUserName({ fingerprint: '' })).toBe('customer_unknown_unknown_0');
  });

  it('keeps separators out of the parts so the name splits back into four', () => {
    const name = buildUserName({ ip: '::1', fingerprint: 'a_b c', profileId: '1_2' });
    expect(name.split('_')).toEqual(['customer', '::1', 'abc', '12']);
  });
});

describe('the device fingerprint', () => {
  const facts = { userAgent: 'Chromium', language: 'en-GB', timeZone: 'Europe/London', screen: '390x844x24', cores: 8 };

  it('is stable for the same browser and differs for another', () => {
    expect(deviceFingerprint(facts)).toBe(deviceFingerprint({ ...facts }));
    expect(deviceFingerprint(facts)).not.toBe(deviceFingerprint({ ...facts, screen: '1280x800x24' }));
    expect(deviceFingerprint(facts)).toMatch(/^[0-9a-z]+$/);
  });
});
