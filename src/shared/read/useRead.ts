import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '@/api';
import { takeEarlyRead } from './earlyReads';

/** A read of server state as a view shows it. `idle`: nothing to read (e.g. nobody signed in). */
export type Read<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

export type ReadState<T> = Read<T> & { retry: () => void };

/** What identifies a read: it runs again, cancelling the one before, whenever this changes (compared as JSON). */
export type ReadKey = readonly unknown[];

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * The one way the app reads server state (docs/architecture.md, "Server state"): the read runs when its key
 * changes, the one before is cancelled through its AbortSignal and never lands, a cancelled read is no failure,
 * and a failed read can be retried. A retry keeps the data shown until the new answer comes; a new key never
 * shows the data of the old one. A `null` key reads nothing.
 */
export function useRead<T>(key: ReadKey | null, load: (signal: AbortSignal) => Promise<T>): ReadState<T> {
  const id = key === null ? null : JSON.stringify(key);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ id: string | null; read: Read<T> }>({ id: null, read: IDLE });
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    setState((previous) => (previous.id === id && previous.read.status === 'ready' ? previous : { id, read: LOADING }));
    // A read started before this view existed (startReadEarly) answers its first round.
    const answer = (round === 0 ? takeEarlyRead<T>(id) : undefined) ?? latestLoad.current(controller.signal);
    answer.then(
      (data) => {
        if (!controller.signal.aborted) setState({ id, read: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState({ id, read: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [id, round]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  const read: Read<T> = id === null ? IDLE : state.id === id ? state.read : LOADING;
  return { ...read, retry };
}
