import { useState } from 'react';
import { foundNothing } from '../../model/listbox';
import { useSearch } from './useSearch';

/**
 * A search box's state: the list (open, highlighted option) and the search behind it, with the two moves every
 * search box makes: text typed opens the list with nothing highlighted and searches for it; a suggestion taken
 * closes the list and lets the search rest.
 */
export function useSearchBox<T>(search: (query: string, signal: AbortSignal) => Promise<T[]>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { found, status, setStatus, run, nextSignal } = useSearch(search);
  return {
    open,
    setOpen,
    active,
    setActive,
    found,
    status,
    setStatus,
    nextSignal,
    typed: (text: string) => {
      setOpen(true);
      setActive(-1);
      run(text);
    },
    /** The search for this text (the one in the box) answered with nothing. */
    foundNothingFor: (text: string) => foundNothing(status, found, text),
    settled: () => {
      setOpen(false);
      setActive(-1);
      setStatus('idle');
    },
  };
}

export type SearchBox<T> = ReturnType<typeof useSearchBox<T>>;
