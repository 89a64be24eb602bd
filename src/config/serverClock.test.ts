import { clockOffsetMs, noteServerTime, serverNow } from './serverClock';

describe('the server clock rule (3.14 servertime)', () => {
  const received = Date.parse('2026-11-22T08:00:00Z');

  it("is the server's time minus the device's when the document arrived, whatever zone the server wrote", () => {
    expect(clockOffsetMs('2026-11-22T08:10:00.000+00:00', received)).toBe(10 * 60_000);
    expect(clockOffsetMs('2026-11-22T09:55:00.000+02:00', received)).toBe(-5 * 60_000);
    expect(clockOffsetMs('2026-11-22T08:00:00.000Z', received)).toBe(0);
  });

  it('trusts the device when the server gave no readable time', () => {
    expect(clockOffsetMs('', received)).toBe(0);
    expect(clockOffsetMs(undefined, received)).toBe(0);
    expect(clockOffsetMs('soon', received)).toBe(0);
  });

  it("adds the noted offset to the device's clock from then on", () => {
    const deviceNow = Date.now();
    noteServerTime(new Date(deviceNow + 10 * 60_000).toISOString(), deviceNow);
    expect(serverNow() - Date.now()).toBeGreaterThanOrEqual(10 * 60_000 - 5);
    expect(serverNow() - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5);
    noteServerTime('');
    expect(Math.abs(serverNow() - Date.now())).toBeLessThanOrEqual(5);
  });
});
