import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { MapView, type MapAdapter } from '@/adapters/maps';
import { heathrowToKingsCross, journeyMarkers, kingsCrossToHeathrow } from '@/adapters/maps/fake/londonJourney';

import { runMaplibreContract, type ContractResult } from './contract';

declare global {
  interface Window {
    mapHarness?: { adapter: MapAdapter };
    contractResults?: ContractResult[];
  }
}

// ?style=<url> exercises the fallback from a configured style that cannot load.
const styleUrl = new URLSearchParams(window.location.search).get('style') ?? undefined;

// ?contract runs the checks every map adapter passes (src/adapters/maps/contract) against maplibre.
if (new URLSearchParams(window.location.search).has('contract')) {
  void runMaplibreContract(document.getElementById('root')!).then((results) => (window.contractResults = results));
} else {
  renderJourney();
}

function renderJourney() {
  createRoot(document.getElementById('root')!).render(
    <ChakraProvider value={defaultSystem}>
      <MapView
        provider="maplibre"
        ariaLabel="Journey map"
        height="480px"
        styleUrl={styleUrl}
        route={kingsCrossToHeathrow}
        returnRoute={heathrowToKingsCross}
        markers={journeyMarkers}
        vehicle={kingsCrossToHeathrow[0]}
        vehicleLabel="Your car"
        onAdapterReady={(adapter) => {
          window.mapHarness = { adapter };
        }}
      />
    </ChakraProvider>,
  );
}
