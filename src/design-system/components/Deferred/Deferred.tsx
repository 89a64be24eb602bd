import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts lazily loaded children once they have been wanted, and keeps them mounted afterwards so a closing
 * animation is not cut short. Used for parts the first paint never shows (dialogs, menus).
 */
export function Deferred({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(wanted);
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
