/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

/**
 * The one place the Maps JavaScript API is loaded (maps and places share it). The SDK reads its options once per
 * page, so the first key wins; a page never has two Google keys.
 */
let configuredKey: string | undefined;

export function configureGoogleMaps(apiKey: string): void {
  if (configuredKey !== undefined) {
    if (configuredKey !== apiKey) console.warn('The Google Maps key changed; it takes effect on the next page load.');
    return;
  }
  configuredKey = apiKey;
  setOptions({ key: apiKey, v: 'weekly' });
}

export { importLibrary as importGoogleLibrary };

declare global {
  interface Window {
    /** Called by the Maps JavaScript API when the key is refused (documented in its error-handling guide). */
    gm_authFailure?: () => void;
  }
}

const authFailureListeners = new Set<() => void>();

/** Runs the callback if Google refuses the key (a page may learn this only after the map has been drawn). */
export function onGoogleAuthFailure(listener: () => void): () => void {
  if (!window.gm_authFailure) window.gm_authFailure = () => authFailureListeners.forEach((notify) => notify());
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}
