/**
 * Resolves once the element with the given id comes near the viewport, or at once when there is no such
 * element (a page rendered in the browser) or no IntersectionObserver.
 *
 * Used to delay a lazily loaded part's import(): while its code has not arrived, React keeps the prerendered
 * HTML of that part on screen without hydrating it, so below-the-fold sections cost nothing at load time.
 */
export function whenVisible(elementId: string, rootMargin = '300px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(elementId);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
  });
}
