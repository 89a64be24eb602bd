import { act, renderHook } from '@testing-library/react';
import { EARLY_READ_KEEP_MS, startReadEarly, takeEarlyRead } from './earlyReads';
import { useRead } from './useRead';

describe('a read started early', () => {
  it("answers the view's first read with the same key, and the view does not ask again", async () => {
    let resolveEarly: (value: string) => void = () => undefined;
    startReadEarly(['bookings', 1], () => new Promise<string>((resolve) => (resolveEarly = resolve)));
    const asked: string[] = [];
    const { result } = renderHook(() =>
      useRead(['bookings', 1], () => {
        asked.push('view');
        return Promise.resolve('late');
      }),
    );
    expect(result.current.status).toBe('loading');
    await act(async () => resolveEarly('early'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'early' });
    expect(asked).toEqual([]);
  });

  it('is taken once: a retry, or another view, reads afresh', async () => {
    startReadEarly(['profile', 2], () => Promise.resolve('early'));
    const { result } = renderHook(() => useRead(['profile', 2], () => Promise.resolve('fresh')));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'ready', data: 'early' });
    await act(async () => result.current.retry());
    expect(result.current).toMatchObject({ status: 'ready', data: 'fresh' });
    expect(takeEarlyRead(JSON.stringify(['profile', 2]))).toBeUndefined();
  });

  it('is not used once it has waited too long for its view, or by a view with another key', () => {
    startReadEarly(['history', 3, 3], () => Promise.resolve('old'), 1_000);
    expect(takeEarlyRead(JSON.stringify(['history', 3, 3]), 1_000 + EARLY_READ_KEEP_MS + 1)).toBeUndefined();
    startReadEarly(['history', 3, 3], () => Promise.resolve('early'));
    expect(takeEarlyRead(JSON.stringify(['history', 3, 6]))).toBeUndefined();
    expect(takeEarlyRead(JSON.stringify(['history', 3, 3]))).toBeInstanceOf(Promise);
  });

  it('keeps a failure for the view to show, not as an unhandled rejection', async () => {
    startReadEarly(['failing'], () => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useRead(['failing'], () => Promise.resolve('never asked')));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'failed' });
  });
});
