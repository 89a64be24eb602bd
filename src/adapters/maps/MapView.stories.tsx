import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { createFakeMapAdapter, type FakeMapAdapter } from './fake';
import { heathrowToKingsCross, journeyMarkers, kingsCrossToHeathrow } from './fake/londonJourney';
import { MapView, type MapViewProps } from './MapView';

const meta = {
  title: 'Adapters/MapView',
  component: MapView,
  args: {
    provider: 'maplibre',
    ariaLabel: 'Map of the journey',
    height: '360px',
    route: kingsCrossToHeathrow,
    markers: journeyMarkers,
    fitToContent: true,
  },
  parameters: {
    layout: 'padded',
    // The visual suite paints over the WebGL canvas: maplibre draws the basemap in frames after the page is still,
    // with no sign in the DOM of when it is done, so its pixels differ from run to run. What the map draws is
    // checked by colour in tests/adapters/maps.spec.ts; the frame around it and the story's own controls are compared.
    visual: { mask: ['.maplibregl-canvas'] },
  },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real maplibre adapter on its offline style: King's Cross to Heathrow, via Paddington. */
export const LondonRoute: Story = {};

export const WithReturnRoute: Story = {
  args: { returnRoute: heathrowToKingsCross },
};

/** A tracking view: the vehicle glides along the route each time "Next position" is pressed. */
function TrackingDemo(props: MapViewProps) {
  const [step, setStep] = useState(0);
  const vehicle = kingsCrossToHeathrow[step % kingsCrossToHeathrow.length];
  return (
    <Box>
      <MapView {...props} vehicle={vehicle} vehicleLabel="Your driver" />
      <Button mt="3" onClick={() => setStep(step + 1)}>
        Next position
      </Button>
    </Box>
  );
}

export const TrackingVehicle: Story = {
  render: (args) => <TrackingDemo {...args} />,
};

export const Placeholder: Story = {
  name: 'Placeholder (adapter never loads)',
  args: { loadAdapter: () => new Promise(() => {}) },
};

export const Unavailable: Story = {
  args: { loadAdapter: () => Promise.reject(new Error('WebGL is not available')) },
};

/** The fake adapter draws nothing; it lists what a real map would have been told, which is what components need. */
function FakeAdapterDemo(props: MapViewProps) {
  const [fake] = useState<FakeMapAdapter>(() => createFakeMapAdapter());
  const [, setRenderCount] = useState(0);
  // MapView sends its first updates in effects after the adapter arrives; show the log once they have run.
  const showCalls = () => window.setTimeout(() => setRenderCount((count) => count + 1), 0);
  return (
    <Box>
      <MapView {...props} loadAdapter={async () => fake} onAdapterReady={showCalls} />
      <HStack mt="3" gap="4" align="start">
        <Text textStyle="sm" fontWeight="semibold">
          Calls:
        </Text>
        <Text as="pre" textStyle="xs" whiteSpace="pre-wrap">
          {fake.calls.map((call) => call.method).join('\n')}
        </Text>
      </HStack>
    </Box>
  );
}

export const FakeAdapter: Story = {
  render: (args) => <FakeAdapterDemo {...args} />,
};
