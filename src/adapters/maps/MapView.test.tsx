import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createFakeMapAdapter, type FakeMapAdapter } from './fake';
import { MapView } from './MapView';
import type { LatLng, MapMarker, MapOptions, MapProviderName } from './types';

const withChakra = (node: ReactNode) => <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>;

const kingsCross = { lat: 51.5308, lng: -0.1238 };
const heathrow = { lat: 51.47, lng: -0.4543 };
const route: LatLng[] = [kingsCross, { lat: 51.5, lng: -0.3 }, heathrow];
const markers: MapMarker[] = [
  { kind: 'pickup', label: "Pick-up: King's Cross", position: kingsCross },
  { kind: 'dropoff', label: 'Drop-off: Heathrow', position: heathrow },
];

function renderWithFake(props: Partial<Parameters<typeof MapView>[0]> = {}) {
  const fake = createFakeMapAdapter();
  const loadAdapter = vi.fn(async (_provider: MapProviderName, _options: MapOptions) => fake as FakeMapAdapter);
  const view = render(withChakra(<MapView ariaLabel="Journey map" loadAdapter={loadAdapter} {...props} />));
  return { fake, loadAdapter, view };
}

describe('MapView', () => {
  it('renders only the placeholder on the server', () => {
    const html = renderToString(withChakra(<MapView ariaLabel="Journey map" route={route} height="240px" />));
    expect(html).toContain('aria-label="Journey map"');
    expect(html).toContain('data-map-ready="false"');
  });

  it('loads the adapter once and passes route, markers and fit', async () => {
    const { fake, loadAdapter, view } = renderWithFake({ route, markers });
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'fitBounds')).toBe(true));
    expect(loadAdapter).toHaveBeenCalledTimes(1);
    expect(loadAdapter.mock.calls[0][1]).toMatchObject({ ariaLabel: 'Journey map' });
    expect(fake.state.routes.onward).toEqual(route);
    expect(fake.state.routes.return).toBeNull();
    expect(fake.state.markers).toEqual(markers);
    expect(view.getByRole('region', { name: 'Journey map' })).toHaveAttribute('data-map-ready', 'true');
  });

  it('does not redraw when re-rendered with equal content', async () => {
    const { fake, view } = renderWithFake({ route, markers });
    await waitFor(() => expect(fake.state.markers).toHaveLength(2));
    const callCount = fake.calls.length;
    view.rerender(
      withChakra(
        <MapView ariaLabel="Journey map" loadAdapter={async () => fake} route={[...route]} markers={[...markers]} />,
      ),
    );
    expect(fake.calls).toHaveLength(callCount);
  });

  it('moves the vehicle and keeps it when markers change', async () => {
    const { fake, view } = renderWithFake({ markers, vehicle: kingsCross });
    await waitFor(() => expect(fake.state.vehicle).toEqual(kingsCross));
    const next = { lat: 51.52, lng: -0.14 };
    const rerender = (props: object) =>
      view.rerender(withChakra(<MapView ariaLabel="Journey map" loadAdapter={async () => fake} {...props} />));
    rerender({ markers, vehicle: next });
    expect(fake.calls.at(-1)).toEqual({ method: 'moveVehicle', position: next, options: undefined });
    rerender({ markers: markers.slice(0, 1), vehicle: next });
    const lastSet = fake.calls.filter((call) => call.method === 'setMarkers').at(-1);
    expect(lastSet).toMatchObject({ markers: [markers[0], { kind: 'vehicle', position: next }] });
  });

  it('destroys the adapter on unmount', async () => {
    const { fake, view } = renderWithFake({ route });
    await waitFor(() => expect(fake.state.routes.onward).toEqual(route));
    view.unmount();
    expect(fake.state.destroyed).toBe(true);
  });

  it('shows a message when the map cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = render(
      withChakra(<MapView ariaLabel="Journey map" loadAdapter={() => Promise.reject(new Error('no WebGL'))} />),
    );
    expect(await view.findByText('The map is unavailable.')).toBeInTheDocument();
  });
});
