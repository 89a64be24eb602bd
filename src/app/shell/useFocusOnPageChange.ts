import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page that loads its code on demand may take to show its heading. */
const HEADING_WAIT_MS = 5000;

/**
 * After a change of page inside the app, the new page opens at its top and focus goes to its heading (h1), as a
 * full page load would put a screen reader at the top of the new page; left alone it stays on the body, or on a
 * control that has gone.
 * Not on the first load, and not when the location names an anchor, which takes focus itself.
 */
export function useFocusOnPageChange(): void {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return;
    const started = performance.now();
    let frame = 0;
    // A page loaded on demand shows its heading after the loading indicator: look for it frame by frame.
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // A new page opens at its top, as after a full load: the router keeps the old page's scroll (and a dialog's
        // scroll lock gives it back as the dialog goes), and focus alone would only bring the heading to the edge,
        // under the sticky header.
        window.scrollTo({ top: 0, left: 0 });
        heading.focus({ preventScroll: true });
      } else if (performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
