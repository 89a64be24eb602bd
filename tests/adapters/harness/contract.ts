import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { mapAdapterContract, type MapProbe } from '@/adapters/maps/contract/mapAdapterContract';
import { createMaplibreAdapter } from '@/adapters/maps/maplibre';
import type { LatLng, RouteKind } from '@/adapters/maps';

export interface ContractResult {
  name: string;
  error?: string;
}

const settle = async (map: MaplibreMap) => {
  const until = performance.now() + 3000;
  while ((map.isMoving() || !map.loaded()) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Looks into the real maplibre map: its route sources and layers, its camera, where its markers are drawn. */
function maplibreProbe(map: MaplibreMap): MapProbe {
  const pathOf = async (kind: RouteKind): Promise<LatLng[] | null> => {
    await settle(map);
    const source = map.getSource<GeoJSONSource>(`route-${kind}`);
    const data = source
      ? ((await source.getData()) as { features: { geometry: { coordinates: [number, number][] } }[] })
      : undefined;
    const line = data?.features[0]?.geometry.coordinates;
    return line ? line.map(([lng, lat]) => ({ lat, lng })) : null;
  };
  return {
    async routeColours(kind) {
      if (!(await pathOf(kind))) return [];
      return [`route-${kind}-casing`, `route-${kind}-line`].map((id) => String(map.getPaintProperty(id, 'line-color')));
    },
    routePath: pathOf,
    async viewBounds() {
      await settle(map);
      const bounds = map.getBounds();
      return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() };
    },
    zoom: () => map.getZoom(),
    markerPosition(element) {
      const marker = element.getBoundingClientRect();
      const canvas = map.getCanvasContainer().getBoundingClientRect();
      const at = map.unproject([marker.x + marker.width / 2 - canvas.x, marker.y + marker.height / 2 - canvas.y]);
      return { lat: at.lat, lng: at.lng };
    },
    leftovers: () => document.querySelectorAll('.maplibregl-canvas, .maplibregl-marker').length,
  };
}

/** Runs the shared contract against maplibre, each check on a fresh map, and reports every outcome. */
export async function runMaplibreContract(root: HTMLElement): Promise<ContractResult[]> {
  const results: ContractResult[] = [];
  for (const check of mapAdapterContract) {
    const container = document.createElement('div');
    container.style.width = '800px';
    container.style.height = '480px';
    root.append(container);
    let map: MaplibreMap | undefined;
    const adapter = await createMaplibreAdapter(
      { container, center: { lat: 51.51, lng: -0.2 }, ariaLabel: 'Contract map' },
      { onMap: (created) => (map = created) },
    );
    await new Promise<void>((resolve) => (map!.loaded() ? resolve() : map!.once('load', () => resolve())));
    try {
      await check.run({ adapter, container, probe: maplibreProbe(map!) });
      results.push({ name: check.name });
    } catch (error) {
      results.push({ name: check.name, error: error instanceof Error ? error.message : String(error) });
    }
    adapter.destroy();
    container.remove();
  }
  return results;
}
