import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { within } from 'storybook/test';
import type { WireTracking } from '@/api';
import { NotificationChannelProvider } from '@/adapters/notifications';
import { createFakeNotificationChannel, type FakeChannelOptions } from '@/adapters/notifications/fake';
import { TrackingView, type TrackingViewProps } from './TrackingView';

/** King's Cross to Heathrow, as the reference API's trips drive it (sample, no network). */
const route = [
  { lat: 51.5308, lng: -0.1238 },
  { lat: 51.5265, lng: -0.1339 },
  { lat: 51.5234, lng: -0.1466 },
  { lat: 51.5203, lng: -0.1636 },
  { lat: 51.5196, lng: -0.1886 },
  { lat: 51.5152, lng: -0.2152 },
  { lat: 51.5083, lng: -0.2373 },
  { lat: 51.4927, lng: -0.2599 },
  { lat: 51.489, lng: -0.3087 },
  { lat: 51.4843, lng: -0.406 },
  { lat: 51.47, lng: -0.4543 },
];

const photo =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#cbd5e1"/>' +
      '<circle cx="40" cy="30" r="14" fill="#64748b"/><rect x="16" y="50" width="48" height="30" rx="14" fill="#64748b"/></svg>',
  );

const underWay: WireTracking = {
  code: 1,
  message: '',
  jobid: 100231,
  id: 100231,
  status: 'Started',
  state: 'on the way',
  name: 'James Carter',
  drivernumber: 'D101',
  mobile: '+44 7700 900101',
  licence: 'PHD 214731',
  photo,
  vehiclemake: 'Toyota',
  vehiclemodel: 'Prius',
  vehicleregistration: 'LB19 XKD',
  vehiclecolour: 'Silver',
  currentlat: route[2].lat,
  currentlng: route[2].lng,
  eta: 6.4,
  distance: 2.41,
  routecoordinates: route,
  pickup: route[0],
  dropoff: route[route.length - 1],
};

/** The reads of the tracking calls rule (rules: call-tracking) answered from memory. */
function callsFor(answer: WireTracking): TrackingViewProps['calls'] {
  return {
    trackVehicle: async () => answer,
    driverFootprint: async () => ({ code: 1, message: '', footprint: route.slice(0, 3) }),
    driverPhoto: async () => ({ code: 1, message: '', photo }),
  };
}

interface DemoProps {
  answer: WireTracking;
  channel?: FakeChannelOptions;
  /** Moves the vehicle along the route every 1.5 s through the fake channel. */
  drive?: boolean;
  lose?: boolean;
  shared?: boolean;
}

function TrackingDemo({ answer, channel: options, drive, lose, shared }: DemoProps) {
  const [channel] = useState(() => createFakeNotificationChannel({ snapshot: answer as never, ...options }));
  useEffect(() => {
    if (lose) {
      const timer = setTimeout(() => channel.setState('reconnecting'), 300);
      return () => clearTimeout(timer);
    }
    if (!drive) return;
    let step = 3;
    const timer = setInterval(() => {
      const at = route[step % route.length];
      channel.emit({
        type: 'locationUpdate',
        jobPartId: 100231,
        lat: at.lat,
        lng: at.lng,
        signalType: 'gps',
        data: { eta: Math.max(0, 6 - step), distance: Math.max(0, 2.4 - step * 0.3) },
      });
      step += 1;
    }, 1500);
    return () => clearInterval(timer);
  }, [channel, drive, lose]);
  return (
    <NotificationChannelProvider create={() => channel}>
      <TrackingView
        booking={shared ? { share: 'story-token' } : { jobPartId: 100231 }}
        share={shared ? undefined : { jobpartid: 100231 }}
        calls={callsFor(answer)}
      />
    </NotificationChannelProvider>
  );
}

const meta = {
  title: 'Features/Tracking/TrackingView',
  component: TrackingDemo,
  args: { answer: underWay },
  parameters: { operator: true, layout: 'padded' },
} satisfies Meta<typeof TrackingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The driver on the way: photo, car, ETA and distance, the vehicle moving along the route with the path behind it. */
export const DriverOnTheWay: Story = {
  args: { drive: true },
  // The ETA and distance count down every 1.5 s: the visual suite paints over them (the rest is compared).
  parameters: { visual: { mask: ['dl:has([data-testid="trip-eta"])'] } },
};

/** Before the connection is made: progress is shown while the page waits for live updates. */
export const Connecting: Story = { args: { channel: { neverConnect: true } } };

/** The connection was lost: the page says so while the channel reconnects on its schedule (the third-party services rule, rules: third-parties). */
export const Reconnecting: Story = {
  args: { lose: true },
  // The channel drops 0.3 s after it connects: the story is told once the page says so (checks wait for its play).
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Connection lost. Reconnecting…', {}, { timeout: 5000 });
  },
};

/** Booked, no driver yet. */
export const WaitingForDriver: Story = {
  args: {
    answer: {
      code: 1,
      message: 'A driver has not been allocated yet.',
      jobid: 100231,
      status: 'Upcoming',
      pickup: route[0],
      dropoff: route[route.length - 1],
    },
  },
};

/** The shared link's page: the same trip, no share button. */
export const SharedLink: Story = { args: { shared: true } };

/** The trip is over: the last state stays, with the API's words. */
export const Finished: Story = { args: { answer: { ...underWay, status: 'Finished', state: 'finished', eta: 0 } } };

/** Not the visitor's booking (or unknown): the API's refusal, nothing else. */
export const NotYours: Story = { args: { answer: { code: 2, message: 'Booking not found.' } } };
