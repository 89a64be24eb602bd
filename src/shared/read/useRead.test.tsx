import { act, renderHook } from '@testing-library/react';
import { ApiError, GENERIC_ERROR } from '@/api';
import { ReadFailure, readFailureMessage } from './readFailure';
import { useRead, type ReadKey } from './useRead';

/** A read the test answers by hand, recording the signal each run was given. */
function manual<T>() {
  const runs: { key: string; signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] =
    [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => runs.push({ key, signal, resolve, reject }));
  return { runs, load };
}

describe('useRead', () => {
  it('loads, fails, and on retry loads again and shows the answer', async () => {
    const { runs, load } = manual<string>();
    const { result } = renderHook(() => useRead(['a'], load('a')));
    expect(result.current.status).toBe('loading');
    await act(async () => runs[0].reject(new ApiError(GENERIC_ERROR, 0, 500)));
    expect(result.current).toMatchObject({ status: 'failed' });
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => runs[1].resolve('answer'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer' });
  });

  it('cancels the read of an old key, never shows its answer, and shows loading rather than the old data', async () => {
    const { runs, load } = manual<string>();
    const { result, rerender } = renderHook(({ id }: { id: string }) => useRead(['booking', id], load(id)), {
      initialProps: { id: '1' },
    });
    await act(async () => runs[0].resolve('first'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    rerender({ id: '2' });
    expect(result.current.status).toBe('loading');
    rerender({ id: '3' });
    expect(runs.map((run) => run.key)).toEqual(['1', '2', '3']);
    expect(runs[1].signal.aborted).toBe(true);
    expect(runs[2].signal.aborted).toBe(false);
    await act(async () => runs[1].resolve('second, too late'));
    expect(result.current.status).toBe('loading');
    await act(async () => runs[2].resolve('third'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'third' });
  });

  it('keeps the data shown while the same read runs again, and a cancelled read is no failure', async () => {
    const { runs, load } = manual<string>();
    const { result, unmount } = renderHook(() => useRead(['list'], load('list')));
    await act(async () => runs[0].resolve('before'));
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'ready', data: 'before' });
    await act(async () => runs[1].reject(Object.assign(new Error('Aborted'), { name: 'AbortError' })));
    expect(result.current).toMatchObject({ status: 'ready', data: 'before' });
    unmount();
    expect(runs[1].signal.aborted).toBe(true);
  });

  it('reads nothing without a key', () => {
    const { runs, load } = manual<string>();
    const { result } = renderHook(({ key }: { key: ReadKey | null }) => useRead(key, load('x')), {
      initialProps: { key: null },
    });
    expect(result.current.status).toBe('idle');
    expect(runs).toHaveLength(0);
  });

  it('says what failed in the words of 8.1', () => {
    expect(readFailureMessage(new ReadFailure('No booking was found for this link.'))).toBe(
      'No booking was found for this link.',
    );
    expect(readFailureMessage(new ApiError('Booking not found.', 0, 404))).toBe('Booking not found.');
    expect(readFailureMessage(new ApiError('Invalid password', 4, 400))).toBe('Invalid password');
    expect(readFailureMessage(new ApiError('Internal', 0, 500))).toBe(GENERIC_ERROR);
    expect(readFailureMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR);
  });
});
