/// <reference types="bingmaps" />
import type { LatLngBounds } from '../geometry';
import type { LatLng } from '../types';
import type { MapProbe } from './mapAdapterContract';

/** The fake map's drawing size: its projection is a plain linear one over this many pixels. */
const WIDTH = 800;
const HEIGHT = 600;

interface FakeLocation {
  latitude: number;
  longitude: number;
}

/**
 * The parts of the Bing Maps V8 control (`Microsoft.Maps`) the bing adapters use, behaving as its documentation
 * says, for tests with the script loader replaced: no network.
 */
export function createFakeBingMaps() {
  const handlers = new Map<number, { target: unknown; name: string; handler: () => void }>();
  let nextHandler = 1;
  const maps: FakeMap[] = [];

  class Location implements FakeLocation {
    constructor(
      readonly latitude: number,
      readonly longitude: number,
    ) {}
  }

  class LocationRect {
    constructor(readonly edges: LatLngBounds) {}
    static fromEdges(north: number, west: number, south: number, east: number) {
      return new LocationRect({ north, west, south, east });
    }
    get center() {
      return new Location((this.edges.north + this.edges.south) / 2, (this.edges.west + this.edges.east) / 2);
    }
  }

  class Polyline {
    constructor(
      readonly locations: FakeLocation[],
      readonly options: Microsoft.Maps.IPolylineOptions,
    ) {}
  }

  class Layer {
    primitives: Polyline[] = [];
    zIndex = 0;
    constructor(readonly id?: string) {}
    add(items: Polyline | Polyline[]) {
      this.primitives.push(...[items].flat());
    }
    clear() {
      this.primitives = [];
    }
    setZIndex(zIndex: number) {
      this.zIndex = zIndex;
    }
  }

  /** V8 calls onAdd, shows the element set with setHtmlElement over the map, then calls onLoad. */
  class CustomOverlay {
    element: HTMLElement | undefined;
    _map: FakeMap | undefined;
    constructor(readonly options?: unknown) {}
    setHtmlElement(element: HTMLElement) {
      this.element = element;
    }
    getHtmlElement() {
      return this.element;
    }
    onAdd() {}
    onLoad() {}
    onRemove() {}
  }

  class FakeMap {
    readonly root = document.createElement('div');
    readonly layerList: (Layer | CustomOverlay)[] = [];
    view: LatLngBounds;
    zoom: number;
    disposed = false;
    readonly layers = {
      insert: (layer: Layer | CustomOverlay) => {
        this.layerList.push(layer);
        if (layer instanceof CustomOverlay) {
          layer._map = this;
          layer.onAdd();
          if (layer.element) this.root.append(layer.element);
          layer.onLoad();
        }
      },
    };
    constructor(
      readonly host: HTMLElement,
      readonly options: Microsoft.Maps.IMapLoadOptions,
    ) {
      host.append(this.root);
      const center = options.center as unknown as FakeLocation;
      this.zoom = options.zoom ?? 10;
      this.view = this.around(center);
      maps.push(this);
    }
    private around(center: FakeLocation): LatLngBounds {
      const span = 0.01;
      return {
        south: center.latitude - span,
        north: center.latitude + span,
        west: center.longitude - span,
        east: center.longitude + span,
      };
    }
    setView(view: { bounds?: LocationRect; center?: FakeLocation; zoom?: number; padding?: number }) {
      if (view.bounds) {
        this.view = view.bounds.edges;
        this.zoom = Math.min(this.options.maxZoom ?? 20, 11);
      }
      if (view.center) this.view = this.around(view.center);
      if (view.zoom !== undefined) this.zoom = Math.min(view.zoom, this.options.maxZoom ?? 20);
      for (const { target, name, handler } of handlers.values())
        if (target === this && name === 'viewchange') handler();
    }
    tryLocationToPixel(location: FakeLocation) {
      const { west, east, north, south } = this.view;
      return {
        x: ((location.longitude - west) / (east - west)) * WIDTH,
        y: ((north - location.latitude) / (north - south)) * HEIGHT,
      };
    }
    pixelToLatLng(x: number, y: number): LatLng {
      const { west, east, north, south } = this.view;
      return { lat: north - (y / HEIGHT) * (north - south), lng: west + (x / WIDTH) * (east - west) };
    }
    dispose() {
      for (const layer of this.layerList) if (layer instanceof CustomOverlay) layer.onRemove();
      this.layerList.length = 0;
      this.root.remove();
      this.disposed = true;
    }
  }

  const lastMap = () => maps.at(-1)!;
  const routeLayer = (kind: string) =>
    lastMap().layerList.find((layer): layer is Layer => layer instanceof Layer && layer.id === `route-${kind}`);

  const probe: MapProbe = {
    routeColours: async (kind) => (routeLayer(kind)?.primitives ?? []).map((line) => String(line.options.strokeColor)),
    routePath: async (kind) => {
      const line = routeLayer(kind)?.primitives[0];
      return line ? line.locations.map((l) => ({ lat: l.latitude, lng: l.longitude })) : null;
    },
    viewBounds: async () => lastMap().view,
    zoom: () => lastMap().zoom,
    markerPosition: (element) => lastMap().pixelToLatLng(parseFloat(element.style.left), parseFloat(element.style.top)),
    leftovers: () =>
      handlers.size + maps.filter((map) => !map.disposed).length + maps.flatMap((map) => map.layerList).length,
  };

  const namespace = {
    Location,
    LocationRect,
    Polyline,
    Layer,
    CustomOverlay,
    Map: FakeMap,
    PixelReference: { control: 'control', page: 'page', viewport: 'viewport' },
    Events: {
      addHandler(target: unknown, name: string, handler: () => void) {
        const id = nextHandler++;
        handlers.set(id, { target, name, handler });
        return id;
      },
      removeHandler(id: number) {
        handlers.delete(id);
      },
    },
    modules: {} as Record<string, Record<string, unknown>>,
    loadModule(name: string, options: { callback?: () => void; errorCallback?: () => void }) {
      if (name in namespace.modules) {
        Object.assign(namespace, namespace.modules[name]);
        options.callback?.();
      } else options.errorCallback?.();
    },
  };

  return { probe, Maps: namespace as unknown as typeof Microsoft.Maps, namespace };
}

export type FakeBingMaps = ReturnType<typeof createFakeBingMaps>;
