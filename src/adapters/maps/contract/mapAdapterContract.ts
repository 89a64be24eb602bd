import { MAP_MAX_ZOOM, ROUTE_CASING_COLOUR, ROUTE_COLOURS } from '../constants';
import type { LatLngBounds } from '../geometry';
import { heathrowToKingsCross, journeyMarkers, kingsCrossToHeathrow } from '../fake/londonJourney';
import type { LatLng, MapAdapter, RouteKind } from '../types';

/**
 * What every map adapter promises (docs/maps.md), as checks that run anywhere: in vitest against Google's and
 * Bing's documented interfaces with their loaders replaced, and in real Chromium against maplibre
 * (tests/adapters). No test framework here, so the same code runs in a browser page.
 */

/** How a test looks into one provider's map, through the provider's own objects. */
export interface MapProbe {
  /** The colours of the lines drawn for a route, casing first; empty when nothing is drawn. */
  routeColours(kind: RouteKind): Promise<string[]>;
  /** The points of the route's line, or null when none. */
  routePath(kind: RouteKind): Promise<LatLng[] | null>;
  /** The area the map shows (or was asked to show) after the last fit; resolves once any animation settled. */
  viewBounds(): Promise<LatLngBounds>;
  zoom(): number;
  /** Where the provider has put the marker showing this element. */
  markerPosition(element: HTMLElement): LatLng;
  /** Provider objects (lines, markers, listeners, the map itself) still alive. */
  leftovers(): number;
}

export interface ContractSubject {
  adapter: MapAdapter;
  container: HTMLElement;
  probe: MapProbe;
}

export interface ContractCheck {
  name: string;
  run(subject: ContractSubject): Promise<void>;
}

class ContractFailure extends Error {}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContractFailure(message);
}

const close = (a: LatLng, b: LatLng, tolerance = 1e-4) =>
  Math.abs(a.lat - b.lat) < tolerance && Math.abs(a.lng - b.lng) < tolerance;

const markerElements = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="img"]')];

const named = (container: HTMLElement, name: string) => {
  const element = markerElements(container).find((candidate) => candidate.getAttribute('aria-label') === name);
  check(element, `no marker named "${name}"`);
  return element;
};

const nextFrame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));

export const mapAdapterContract: ContractCheck[] = [
  {
    name: 'the container is a region named by the label',
    async run({ container }) {
      check(container.getAttribute('role') === 'region', 'container role is not region');
      check(container.getAttribute('aria-label'), 'container has no label');
    },
  },
  {
    name: 'markers carry their accessible names and glyphs; vias are numbered in order',
    async run({ adapter, container }) {
      const markers = [
        ...journeyMarkers,
        { kind: 'via' as const, label: 'Via: Marble Arch', position: { lat: 51.5131, lng: -0.1589 } },
      ];
      adapter.setMarkers(markers);
      const names = markerElements(container).map((element) => element.getAttribute('aria-label'));
      check(names.length === 4, `expected 4 markers, found ${names.length}`);
      for (const marker of markers) check(names.includes(marker.label), `missing marker "${marker.label}"`);
      check(named(container, "Pick-up: King's Cross St Pancras").textContent === 'A', 'pick-up is not A');
      check(named(container, 'Drop-off: Heathrow Terminal 5').textContent === 'B', 'drop-off is not B');
      check(named(container, 'Via: Paddington').textContent === '1', 'first via is not 1');
      check(named(container, 'Via: Marble Arch').textContent === '2', 'second via is not 2');
      adapter.setMarkers(journeyMarkers.slice(0, 1));
      check(markerElements(container).length === 1, 'markers left behind after replacing them');
    },
  },
  {
    name: 'routes are drawn in the spec colours over a casing, and removed with null',
    async run({ adapter, probe }) {
      adapter.setRoute('onward', kingsCrossToHeathrow);
      adapter.setRoute('return', heathrowToKingsCross);
      const onward = (await probe.routeColours('onward')).map((colour) => colour.toLowerCase());
      const back = (await probe.routeColours('return')).map((colour) => colour.toLowerCase());
      check(onward.at(-1) === ROUTE_COLOURS.onward, `onward line is ${onward.join(',')}`);
      check(back.at(-1) === ROUTE_COLOURS.return, `return line is ${back.join(',')}`);
      check(onward[0] === ROUTE_CASING_COLOUR, 'onward line has no casing');
      const path = await probe.routePath('onward');
      check(path?.length === kingsCrossToHeathrow.length, 'onward path lost points');
      check(
        path.every((point, i) => close(point, kingsCrossToHeathrow[i])),
        'onward path moved',
      );
      adapter.setRoute('return', null);
      check((await probe.routeColours('return')).length === 0, 'return route still drawn after null');
      check((await probe.routePath('return')) === null, 'return path still there after null');
    },
  },
  {
    name: 'fit shows every route point and marker, never beyond zoom 18',
    async run({ adapter, probe }) {
      adapter.setRoute('onward', kingsCrossToHeathrow);
      adapter.setMarkers(journeyMarkers);
      adapter.fitBounds();
      const view = await probe.viewBounds();
      const everything = [...kingsCrossToHeathrow, ...journeyMarkers.map((marker) => marker.position)];
      const inside = (p: LatLng) =>
        p.lat >= view.south - 1e-3 &&
        p.lat <= view.north + 1e-3 &&
        p.lng >= view.west - 1e-3 &&
        p.lng <= view.east + 1e-3;
      check(everything.every(inside), `the view ${JSON.stringify(view)} leaves points out`);
      adapter.fitBounds([journeyMarkers[0].position]);
      await probe.viewBounds();
      check(probe.zoom() <= MAP_MAX_ZOOM, `zoom ${probe.zoom()} beyond ${MAP_MAX_ZOOM}`);
    },
  },
  {
    name: 'moveVehicle glides the vehicle through intermediate positions to the target',
    async run({ adapter, container, probe }) {
      const start = kingsCrossToHeathrow[0];
      const target = kingsCrossToHeathrow[6];
      adapter.setMarkers([...journeyMarkers, { kind: 'vehicle', label: 'Your car', position: start }]);
      const car = named(container, 'Your car');
      check(close(probe.markerPosition(car), start, 1e-3), 'vehicle not at its first position');
      adapter.moveVehicle(target);
      const seen: LatLng[] = [];
      const until = performance.now() + 1000;
      while (performance.now() < until) {
        await nextFrame();
        seen.push(probe.markerPosition(named(container, 'Your car')));
      }
      const between = seen.filter((p) => p.lng < start.lng - 1e-3 && p.lng > target.lng + 1e-3);
      check(between.length > 0, 'the vehicle jumped: no position seen between start and target');
      check(close(seen.at(-1)!, target, 1e-3), `the vehicle stopped at ${JSON.stringify(seen.at(-1))}`);
      adapter.moveVehicle(start, { animate: false });
      check(close(probe.markerPosition(named(container, 'Your car')), start, 1e-3), 'animate: false did not jump');
    },
  },
  {
    name: 'destroy leaves nothing behind',
    async run({ adapter, container, probe }) {
      adapter.setRoute('onward', kingsCrossToHeathrow);
      adapter.setMarkers([
        ...journeyMarkers,
        { kind: 'vehicle', label: 'Your car', position: kingsCrossToHeathrow[0] },
      ]);
      adapter.destroy();
      check(container.childElementCount === 0, `${container.childElementCount} elements left in the container`);
      check(!container.hasAttribute('role') && !container.hasAttribute('aria-label'), 'container keeps the region');
      check(probe.leftovers() === 0, `${probe.leftovers()} provider objects left`);
      adapter.setRoute('return', heathrowToKingsCross);
      adapter.setMarkers(journeyMarkers);
      check(container.childElementCount === 0, 'calls after destroy drew again');
    },
  },
];
