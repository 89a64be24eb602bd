import { describe, expect, it } from 'vitest';
import type { LatLngBounds } from './geometry';
import { createSdkMapAdapter, type MapSurface } from './sdkMapAdapter';

/** A surface that records the fits it is asked for, in a container whose size the test changes. */
function recordingSurface() {
  const size = { width: 600, height: 360 };
  // Only its size is read when fitting; a plain object keeps this test off a DOM.
  const container = {
    get clientWidth() {
      return size.width;
    },
    get clientHeight() {
      return size.height;
    },
  } as HTMLElement;
  const fits: { bounds: LatLngBounds; padding: number }[] = [];
  const surface: MapSurface = {
    container,
    addMarker: () => ({ setPosition: () => undefined, remove: () => undefined }),
    drawRoute: () => undefined,
    fitBounds: (bounds, padding) => fits.push({ bounds, padding }),
    centerOn: () => undefined,
    resize: () => undefined,
    destroy: () => undefined,
  };
  return { size, fits, adapter: createSdkMapAdapter(surface, { maxZoom: 18 }) };
}

const KINGS_CROSS = { lat: 51.5308, lng: -0.1238 };
const HEATHROW = { lat: 51.47, lng: -0.4543 };

describe('the fitting rule', () => {
  it('fits the journey again when its container changes size after the fit', () => {
    const { size, fits, adapter } = recordingSurface();
    adapter.fitBounds([KINGS_CROSS, HEATHROW]);
    expect(fits).toHaveLength(1);
    // A scrollbar appears: the map is 15 px narrower, and the fit made for 600 px would cut the right-hand marker.
    size.width = 585;
    adapter.resize();
    expect(fits).toHaveLength(2);
    expect(fits[1]).toEqual(fits[0]);
  });

  it('leaves the view alone when a resize changes nothing', () => {
    const { fits, adapter } = recordingSurface();
    adapter.fitBounds([KINGS_CROSS, HEATHROW]);
    adapter.resize();
    expect(fits).toHaveLength(1);
  });
});
