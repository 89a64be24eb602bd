import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuAnchorId } from '../model/routes';
import { isHomePath } from '../model/anchors';

export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Move keyboard focus with the view so the next Tab continues from the section.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The shell rule (rules: shell): "Clicking a menu anchor on a non-home page first goes to home, then scrolls to the anchor." */
export function useAnchorNavigation(): (id: MenuAnchorId) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: MenuAnchorId) => {
      if (isHomePath(location.pathname)) {
        window.history.replaceState(window.history.state, '', `#${id}`);
        scrollToAnchor(id);
      } else {
        navigate({ pathname: '/', hash: `#${id}` });
      }
    },
    [location.pathname, navigate],
  );
}

/**
 * Scrolls to the location's hash once the part of the page holding it has rendered. The home sections load
 * after the booking form, so each part calls this for itself; only the part that holds the anchor scrolls.
 */
export function useScrollToHashWhenShown(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (id && document.getElementById(id)) requestAnimationFrame(() => scrollToAnchor(id));
  }, [hash]);
}
