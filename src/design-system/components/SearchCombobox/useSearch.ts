import { useEffect, useRef, useState } from 'react';
import type { SearchStatus } from '../../model/listbox';

/** What a search found, with the text it was found for: a caller shows it only while that text is in the box. */
export interface Found<T> {
  query: string;
  items: T[];
}

/** The search starts once more than one character is typed (the search autocomplete and defaults rules (rules: search-autocomplete, defaults): "more than 1 character"). */
export const MIN_SEARCH_LENGTH = 2;
const DEBOUNCE_MS = 200;

/**
 * A search as the text in a box changes: debounced, one in flight at a time (a new text aborts the search before,
 * The lookup calls rule (rules: call-lookups)), and nothing answered after it was aborted lands.
 */
export function useSearch<T>(search: (query: string, signal: AbortSignal) => Promise<T[]>) {
  const [found, setFound] = useState<Found<T>>({ query: '', items: [] });
  const [status, setStatus] = useState<SearchStatus>('idle');
  const controller = useRef<AbortController | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(timer.current);
    },
    [],
  );

  /** Aborts the request in flight and gives the signal of the next one (a search, or a caller's own request). */
  const nextSignal = () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return current.signal;
  };

  const run = (query: string) => {
    controller.current?.abort();
    clearTimeout(timer.current);
    const trimmed = query.trim();
    if (trimmed.length < MIN_SEARCH_LENGTH) {
      setFound({ query: '', items: [] });
      setStatus('idle');
      return;
    }
    setStatus('searching');
    timer.current = setTimeout(() => {
      const signal = nextSignal();
      search(trimmed, signal).then(
        (items) => {
          if (signal.aborted) return;
          setFound({ query: trimmed, items });
          setStatus('done');
        },
        () => {
          if (signal.aborted) return;
          setFound({ query: '', items: [] });
          setStatus('failed');
        },
      );
    }, DEBOUNCE_MS);
  };

  return { found, status, setStatus, run, nextSignal };
}
