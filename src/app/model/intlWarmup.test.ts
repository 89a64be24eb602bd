import { describe, expect, it } from 'vitest';
import { intlWarmupSource, warmIntlOffMainThread, type WorkerHost } from './intlWarmup';

describe('warming Intl off the main thread', () => {
  it("runs a date, time and currency formatter in the page's locale, then says it is done", () => {
    const source = intlWarmupSource('en-GB');
    const said: unknown[] = [];
    new Function('postMessage', source)((message: unknown) => said.push(message));
    expect(said).toEqual([true]);
    expect(source).toContain('Intl.DateTimeFormat("en-GB"');
    expect(source).toContain('Intl.NumberFormat("en-GB"');
  });

  it('starts one worker from a blob, and lets it go (and its address) once it has run', () => {
    const started: string[] = [];
    const revoked: string[] = [];
    let terminated = 0;
    class FakeWorker extends EventTarget {
      constructor(url: string) {
        super();
        started.push(url);
        queueMicrotask(() => this.dispatchEvent(new Event('message')));
      }
      terminate() {
        terminated += 1;
      }
    }
    const fakeWindow = {
      Worker: FakeWorker,
      Blob,
      URL: { createObjectURL: () => 'blob:warmup', revokeObjectURL: (url: string) => revoked.push(url) },
    } as unknown as WorkerHost;
    warmIntlOffMainThread(fakeWindow, 'en-GB');
    expect(started).toEqual(['blob:warmup']);
    return Promise.resolve().then(() => {
      expect(terminated).toBe(1);
      expect(revoked).toEqual(['blob:warmup']);
    });
  });

  it('does nothing where no worker can start', () => {
    expect(() => warmIntlOffMainThread({ URL } as unknown as WorkerHost, 'en-GB')).not.toThrow();
  });
});
