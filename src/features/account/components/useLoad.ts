import { useEffect } from 'react';
import { isApiError } from '@/api';
import { useRead, type ReadKey, type ReadState } from '@/shared';
import { clearProfile } from '../state/session';

/**
 * An account page's read: the shared `useRead`, and when the server no longer knows this session (expired, signed
 * out elsewhere, 401) the customer is asked to sign in again.
 */
export function useLoad<T>(key: ReadKey, load: (signal: AbortSignal) => Promise<T>): ReadState<T> {
  const read = useRead(key, load);
  const expired = read.status === 'failed' && isApiError(read.error) && read.error.status === 401;
  useEffect(() => {
    if (expired) clearProfile();
  }, [expired]);
  return read;
}
