import { useCallback, useEffect, useState } from 'react';
import { isAbortError, isApiError } from '@/api';
import { clearProfile } from '../state/session';
import { thrownMessage } from './accountCalls';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/**
 * Runs a read when its inputs change, cancelling the previous one, and exposes loading, failure and data.
 * `load` throws (or returns a failure message) to fail; a failed read can be retried.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: unknown[],
): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        // The server no longer knows this session (expired, signed out elsewhere): ask to sign in again.
        if (isApiError(error) && error.status === 401) clearProfile();
        setState({ status: 'failed', message: error instanceof LoadFailure ? error.message : thrownMessage(error) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  return { ...state, reload };
}

/** A read that answered with a failure code: its message is ready to show. */
export class LoadFailure extends Error {}
