import { createFakeGoogleMaps, type FakeGoogleMaps } from '../contract/fakeGoogleMaps';
import { mapAdapterContract } from '../contract/mapAdapterContract';
import { sizedContainer } from '../contract/sizedContainer';
import { createFakeMapAdapter, type FakeMapAdapter } from '../fake';
import { journeyMarkers, kingsCrossToHeathrow } from '../fake/londonJourney';
import { loadMapAdapter } from '../loadMapAdapter';
import { parseGoogleKey } from './index';
import type { MapAdapter } from '../types';

const google = vi.hoisted(() => ({ fake: undefined as FakeGoogleMaps | undefined, options: [] as unknown[] }));
vi.mock('@googlemaps/js-api-loader', () => ({
  // The API takes its options once per page, so they are kept across the fakes of this file.
  setOptions: (options: unknown) => google.options.push(options),
  importLibrary: (name: string) => google.fake!.loader.importLibrary(name),
}));

const center = { lat: 51.536743, lng: -0.015247 };

const opened: MapAdapter[] = [];
afterEach(() => opened.splice(0).forEach((adapter) => adapter.destroy()));

async function openGoogleMap(load = loadMapAdapter) {
  google.fake = createFakeGoogleMaps();
  const container = sizedContainer();
  const adapter = await load('google', { container, center, apiKey: 'test-key', ariaLabel: 'Journey map' });
  opened.push(adapter);
  return { adapter, container, probe: google.fake.probe };
}

describe('google map adapter (contract, Maps JavaScript API replaced at the loader)', () => {
  for (const check of mapAdapterContract) it(check.name, async () => check.run(await openGoogleMap()));

  it('loads the maps, marker and core libraries with the configured key, capped at zoom 18', async () => {
    await openGoogleMap();
    expect(google.options).toEqual([expect.objectContaining({ key: 'test-key' })]);
    expect(google.fake!.state.libraries).toEqual(expect.arrayContaining(['maps', 'marker', 'core']));
  });

  it('falls back to maplibre with a warning when the API cannot load', async () => {
    google.fake = createFakeGoogleMaps();
    google.fake.state.failLoading = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const maplibre = vi.fn(async () => ({ fallback: true }));
    vi.resetModules();
    vi.doMock('../maplibre', () => ({ createMaplibreAdapter: maplibre }));
    const { loadMapAdapter: load } = await import('../loadMapAdapter');
    const adapter = await load('google', { container: sizedContainer(), center, apiKey: 'k', ariaLabel: 'Map' });
    expect(adapter).toEqual({ fallback: true });
    expect(maplibre).toHaveBeenCalledWith(expect.objectContaining({ apiKey: undefined }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('google failed'), expect.any(Error));
    vi.doUnmock('../maplibre');
  });

  it('is replaced by maplibre showing the same journey when Google refuses the key after drawing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const replacement: FakeMapAdapter = createFakeMapAdapter();
    vi.resetModules();
    // A fresh copy of the modules, as on a new page: its own hook for Google's callback.
    delete window.gm_authFailure;
    vi.doMock('../maplibre', () => ({ createMaplibreAdapter: async () => replacement }));
    const { adapter, container, probe } = await openGoogleMap((await import('../loadMapAdapter')).loadMapAdapter);
    adapter.setRoute('onward', kingsCrossToHeathrow);
    adapter.setMarkers(journeyMarkers);
    adapter.fitBounds();
    window.gm_authFailure!();
    await vi.waitFor(() => expect(replacement.state.markers).toEqual(journeyMarkers));
    expect(replacement.state.routes.onward).toEqual(kingsCrossToHeathrow);
    expect(replacement.calls.at(-1)).toMatchObject({ method: 'fitBounds' });
    expect(probe.leftovers()).toBe(0);
    expect(container.childElementCount).toBe(0);
    expect(warn).toHaveBeenCalled();
    vi.doUnmock('../maplibre');
  });

  it("reads an operator's own map id after the key, else uses Google's demo map id", () => {
    expect(parseGoogleKey('AIza-key')).toEqual({ apiKey: 'AIza-key', mapId: 'DEMO_MAP_ID' });
    expect(parseGoogleKey(' AIza-key | 8e0a97af9386fef ')).toEqual({ apiKey: 'AIza-key', mapId: '8e0a97af9386fef' });
  });
});
