/**
 * When to hydrate a prerendered page. The prerendered booking page is complete HTML: links work and the copy
 * reads without JavaScript. Hydrating it costs seconds of main-thread time on a mid-range phone, so it starts
 * at the first sign of a person (pointer, touch, key, focus, scroll, wheel) rather than during load. React 19
 * replays the discrete event that started it, so that first tap or key still does what it was meant to do.
 * A returning signed-in customer hydrates at once: their menu and bookings depend on it.
 */
export const HYDRATION_TRIGGERS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

export function hydrateOnFirstSign(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, hydrate: () => void): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    for (const type of HYDRATION_TRIGGERS) target.removeEventListener(type, start, true);
    hydrate();
  };
  for (const type of HYDRATION_TRIGGERS) target.addEventListener(type, start, { capture: true, passive: true });
  return start;
}

/** A stored profile means a returning customer whose page must come alive without waiting. */
export function hasStoredProfile(storages: (Storage | undefined)[]): boolean {
  return storages.some((storage) => {
    try {
      return Boolean(storage && Object.keys(storage).some((key) => key.endsWith('profile')));
    } catch {
      return false;
    }
  });
}
