import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MapLoaderProvider } from '../src/adapters/maps';
import { createFakeMapAdapter } from '../src/adapters/maps/fake';
import { createFakePlaces, PlacesProvider } from '../src/adapters/places';
import type { Address } from '../src/api';
import type { WireConfiguration } from '../src/api/wire/configuration';
import { ConfigProvider } from '../src/config';
import { DesignSystemProvider } from '../src/design-system/DesignSystemProvider';
import type { DemoBrandName } from '../src/design-system/theme/demoBrands';
import londonTransfers from '../server/seed/operator.json';
import thamesCars from '../server/seed/operator-thames.json';

/**
 * The two demo operators' documents (server/seed), by the toolbar's brand: a story that renders whole templates
 * gets everything an operator configures (palette, fonts, radii, logo, phone, copy), not the palette alone.
 */
const documents = { londonTransfers, thamesCars } as const;

/** A fixed server time, so the date pickers and every screenshot show the same day. */
const STORY_SERVER_TIME = '2026-11-23T09:00:00.000+00:00';

export function operatorConfiguration(brand: DemoBrandName): WireConfiguration {
  const doc = documents[brand] ?? documents.londonTransfers;
  return {
    code: 1,
    message: '',
    ...doc.configuration,
    servertime: STORY_SERVER_TIME,
    vehTypes: doc.vehicleTypes,
  } as unknown as WireConfiguration;
}

function place(name: string, fullAddress: string, postcode: string, latitude: number, longitude: number): Address {
  return {
    name,
    line1: fullAddress,
    line2: '',
    category: name.includes('Airport') ? 'airport' : 'address',
    postcode,
    latitude,
    longitude,
    placeName: '',
    fullAddress,
    iconPath: '',
    icao: '',
    order: 0,
    placeId: name,
    country: 'GB',
    title: name,
    valid: true,
    code: '',
    isAirport: name.includes('Airport'),
  };
}

/** The fake place search of template stories: a few London places, matched by word prefix, no network. */
const fakePlaces = createFakePlaces([
  place('Heathrow Airport Terminal 5', 'Heathrow Airport Terminal 5, Hounslow', 'TW6 2GA', 51.4723, -0.4887),
  place("King's Cross Station", "King's Cross Station, Euston Road, London", 'N1 9AL', 51.5308, -0.1238),
  place('The Savoy', 'The Savoy, Strand, London', 'WC2R 0EZ', 51.5104, -0.1205),
  place('Paddington Station', 'Paddington Station, Praed Street, London', 'W2 1HB', 51.5154, -0.1755),
  place('Richmond Station', 'Richmond Station, Kew Road, Richmond', 'TW9 2NA', 51.4631, -0.3013),
]);
const fakeMapLoader = async () => createFakeMapAdapter();

/**
 * Everything a template needs around it, as the app gives it: the operator's configuration and brand, a router,
 * and fake adapters (places, map) in place of the network and WebGL.
 */
export function OperatorFrame({ brand, children }: { brand: DemoBrandName; children: ReactNode }) {
  const config = operatorConfiguration(brand);
  return (
    <MemoryRouter initialEntries={['/booking.html']}>
      <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
        <DesignSystemProvider brand={config.brand}>
          <PlacesProvider places={fakePlaces}>
            <MapLoaderProvider loader={fakeMapLoader}>{children}</MapLoaderProvider>
          </PlacesProvider>
        </DesignSystemProvider>
      </ConfigProvider>
    </MemoryRouter>
  );
}
