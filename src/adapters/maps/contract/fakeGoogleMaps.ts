/// <reference types="google.maps" />
import type { LatLngBounds } from '../geometry';
import type { LatLng } from '../types';
import type { MapProbe } from './mapAdapterContract';

/**
 * The parts of the Maps JavaScript API the google adapters use, behaving as Google documents them, for tests
 * with the loader (`@googlemaps/js-api-loader`) replaced: no network. `state.libraries` records which libraries were asked for.
 */
export function createFakeGoogleMaps() {
  const livePolylines = new Set<FakePolyline>();
  const liveMarkers = new Set<FakeAdvancedMarker>();
  const markerByContent = new Map<HTMLElement, FakeAdvancedMarker>();
  const maps: FakeMap[] = [];
  const listenersCleared = new Set<FakeMap>();
  const state = { failLoading: false, libraries: [] as string[] };

  class FakeMap {
    readonly pane = document.createElement('div');
    zoom: number;
    view: LatLngBounds | undefined;
    constructor(
      readonly div: HTMLElement,
      readonly options: google.maps.MapOptions,
    ) {
      div.append(this.pane);
      this.zoom = options.zoom ?? 0;
      maps.push(this);
    }
    fitBounds(bounds: google.maps.LatLngBoundsLiteral, _padding?: number) {
      this.view = bounds;
      this.zoom = Math.min(this.options.maxZoom ?? 22, 12);
    }
    setCenter(center: google.maps.LatLngLiteral) {
      const span = 0.005;
      this.view = {
        south: center.lat - span,
        north: center.lat + span,
        west: center.lng - span,
        east: center.lng + span,
      };
    }
    setZoom(zoom: number) {
      this.zoom = Math.min(zoom, this.options.maxZoom ?? 22);
    }
  }

  class FakePolyline {
    map: FakeMap | null = null;
    constructor(readonly options: google.maps.PolylineOptions & { map?: FakeMap }) {
      this.setMap(options.map ?? null);
    }
    setMap(map: FakeMap | null) {
      this.map = map;
      if (map) livePolylines.add(this);
      else livePolylines.delete(this);
    }
  }

  /** Google's advanced marker shows its `content` element on the map while `map` is set. */
  class FakeAdvancedMarker {
    #map: FakeMap | null = null;
    position: LatLng;
    readonly content: HTMLElement;
    constructor(options: { map: FakeMap; position: LatLng; content: HTMLElement }) {
      this.position = options.position;
      this.content = options.content;
      markerByContent.set(this.content, this);
      this.map = options.map;
    }
    get map() {
      return this.#map;
    }
    set map(map: FakeMap | null) {
      this.#map = map;
      if (map) {
        map.pane.append(this.content);
        liveMarkers.add(this);
      } else {
        this.content.remove();
        liveMarkers.delete(this);
      }
    }
  }

  const libraries: Record<string, unknown> = {
    maps: { Map: FakeMap, Polyline: FakePolyline },
    marker: { AdvancedMarkerElement: FakeAdvancedMarker },
    core: { event: { clearInstanceListeners: (map: FakeMap) => listenersCleared.add(map) } },
  };

  const lastMap = () => maps.at(-1)!;
  const linesOf = (kind: string) =>
    [...livePolylines]
      .filter((line) => line.map === lastMap())
      .filter((line) => (line.options.zIndex ?? 0) >> 1 === { return: 1, onward: 2, travelled: 3 }[kind])
      .sort((a, b) => (a.options.zIndex ?? 0) - (b.options.zIndex ?? 0));

  const probe: MapProbe = {
    routeColours: async (kind) => linesOf(kind).map((line) => String(line.options.strokeColor)),
    routePath: async (kind) => (linesOf(kind)[0]?.options.path as LatLng[] | undefined) ?? null,
    viewBounds: async () => lastMap().view!,
    zoom: () => lastMap().zoom,
    markerPosition: (element) => markerByContent.get(element)!.position,
    leftovers: () => livePolylines.size + liveMarkers.size + maps.filter((map) => !listenersCleared.has(map)).length,
  };

  return {
    probe,
    state,
    /** Stands in for `@googlemaps/js-api-loader`'s importLibrary. */
    loader: {
      importLibrary: async (name: string) => {
        state.libraries.push(name);
        if (state.failLoading) throw new Error('The Google Maps JavaScript API could not load.');
        if (!(name in libraries)) throw new Error(`fake google has no ${name} library`);
        return libraries[name];
      },
    },
    /** Adds a library (places) to what importLibrary answers. */
    provide(name: string, library: unknown) {
      libraries[name] = library;
    },
  };
}

export type FakeGoogleMaps = ReturnType<typeof createFakeGoogleMaps>;
