/// <reference types="bingmaps" />

/** The documented V8 control script; `callback` names the global it calls once the control is ready. */
export const BING_MAPS_SCRIPT_URL = 'https://www.bing.com/api/maps/mapcontrol';
const READY_CALLBACK = '__bookingBingMapsReady';
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<typeof Microsoft.Maps> | undefined;

declare global {
  interface Window {
    __bookingBingMapsReady?: () => void;
  }
}

/**
 * Adds the Bing Maps V8 script once per page (maps and address suggestions share it). The key in the script URL
 * lets modules such as AutoSuggest work without a map. Rejects when the script cannot load in time.
 */
export function loadBingMaps(apiKey: string): Promise<typeof Microsoft.Maps> {
  loading ??= new Promise<typeof Microsoft.Maps>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      loading = undefined;
      script.remove();
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('The Bing Maps control did not load in time'), LOAD_TIMEOUT_MS);
    window[READY_CALLBACK] = () => {
      window.clearTimeout(timer);
      // `Microsoft` is the control's global namespace; it exists only once the script has run.
      const maps = (window as { Microsoft?: { Maps?: typeof Microsoft.Maps } }).Microsoft?.Maps;
      if (maps) resolve(maps);
      else fail('The Bing Maps control loaded without its namespace');
    };
    script.src = `${BING_MAPS_SCRIPT_URL}?callback=${READY_CALLBACK}&key=${encodeURIComponent(apiKey)}`;
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      fail('The Bing Maps control could not be downloaded');
    };
    document.head.append(script);
  });
  return loading;
}

/** Loads a V8 module (AutoSuggest, for example) through the control's documented `loadModule`. */
export function loadBingModule(maps: typeof Microsoft.Maps, name: string): Promise<void> {
  return new Promise((resolve, reject) =>
    maps.loadModule(name, { callback: resolve, errorCallback: () => reject(new Error(`Bing module ${name} failed`)) }),
  );
}
