import { useCallback, useMemo, useRef } from 'react';

export interface Handlers {
  /** Adds a handler; the returned function removes it (a panel's effect cleanup). */
  register: (handler: () => void) => () => void;
  /** Runs every registered handler. */
  run: () => void;
}

/**
 * Handlers a panel registers and the flow runs for something outside it: Back's clean-ups (the wizard steps rule (rules: wizard-steps) "Back clears the
 * CVC") and the payment's confirm action, run from a button elsewhere. No DOM: the panel hands over a function.
 */
export function useHandlers(): Handlers {
  const handlers = useRef(new Set<() => void>());
  const register = useCallback((handler: () => void) => {
    handlers.current.add(handler);
    return () => void handlers.current.delete(handler);
  }, []);
  const run = useCallback(() => handlers.current.forEach((handler) => handler()), []);
  return useMemo(() => ({ register, run }), [register, run]);
}
