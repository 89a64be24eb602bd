import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapLoaderProvider } from '@/adapters/maps';
import { createFakeMapAdapter, type FakeMapAdapter } from '@/adapters/maps/fake';
import { NotificationChannelProvider } from '@/adapters/notifications';
import { createFakeNotificationChannel, type FakeChannelOptions } from '@/adapters/notifications/fake';
import type { WireTracking } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { TrackingView } from './TrackingView';

const started: WireTracking = {
  code: 1,
  jobid: 7,
  status: 'Started',
  name: 'Tom Walsh',
  drivernumber: 'D122',
  vehiclemake: 'Skoda',
  vehiclemodel: 'Octavia',
  vehicleregistration: 'LC20 RTW',
  vehiclecolour: 'grey',
  currentlat: 51.53,
  currentlng: -0.12,
  eta: 4.2,
  distance: 1.84,
  routecoordinates: [
    { lat: 51.53, lng: -0.12 },
    { lat: 51.52, lng: -0.13 },
  ],
};

function renderView(answer: WireTracking, channelOptions: FakeChannelOptions = {}) {
  const channel = createFakeNotificationChannel({ snapshot: answer as never, ...channelOptions });
  const maps: FakeMapAdapter[] = [];
  const config = { ChatApiUrl: '/hubs/tracking', title: 'London Transfers' } as WireConfiguration;
  const calls = {
    trackVehicle: async () => answer,
    driverFootprint: async () => ({ code: 1, footprint: [{ lat: 51.535, lng: -0.11 }] }),
    driverPhoto: async () => ({ code: 1, photo: '' }),
  };
  renderWithDesignSystem(
    <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
      <MapLoaderProvider
        loader={async () => {
          const map = createFakeMapAdapter();
          maps.push(map);
          return map;
        }}
      >
        <NotificationChannelProvider create={() => channel}>
          <TrackingView booking={{ jobPartId: 7 }} calls={calls} />
        </NotificationChannelProvider>
      </MapLoaderProvider>
    </ConfigProvider>,
  );
  return { channel, maps };
}

describe('TrackingView', () => {
  it('shows the driver and vehicle, then follows OnNewData: the ETA counts down and the status moves on', async () => {
    const { channel } = renderView(started);
    expect(await screen.findByTestId('driver-name')).toHaveTextContent('Tom Walsh');
    expect(screen.getByTestId('vehicle')).toHaveTextContent('grey Skoda Octavia');
    expect(screen.getByTestId('trip-eta')).toHaveTextContent('5 mins');
    expect(screen.getByTestId('trip-distance')).toHaveTextContent('1.8 miles');
    await waitFor(() => expect(channel.subscriptions).toEqual([{ jobPartId: 7 }]));
    act(() =>
      channel.emit({
        type: 'locationUpdate',
        jobPartId: 7,
        lat: 51.525,
        lng: -0.125,
        signalType: 'gps',
        data: { eta: 3 },
      }),
    );
    expect(screen.getByTestId('trip-eta')).toHaveTextContent('3 mins');
    act(() => channel.emit({ type: 'statusUpdate', jobPartId: 7, status: 'POB', data: { eta: 25 } }));
    expect(screen.getByTestId('trip-status')).toHaveTextContent('Passenger on board');
    expect(screen.getByText('Arrival at drop-off')).toBeInTheDocument();
    act(() => channel.emit({ type: 'statusUpdate', jobPartId: 7, status: 'Finished', data: {} }));
    expect(screen.getByTestId('tracking-over')).toHaveTextContent('This trip has finished.');
    // Over: the channel is closed on demand (the live tracking rule, rules: live-tracking).
    await waitFor(() => expect(channel.closed).toBe(true));
  });

  // The countdown rule and the in-page notice (issue 28): once the driver has arrived, no "Driver arrives in", and
  // the news does not cover the page.
  it('stops counting down once the driver has arrived, and tells it without covering the page', async () => {
    const { channel } = renderView(started);
    await screen.findByTestId('driver-name');
    await waitFor(() => expect(channel.subscriptions).toEqual([{ jobPartId: 7 }]));
    act(() => channel.emit({ type: 'statusUpdate', jobPartId: 7, status: 'Arrived', data: {} }));
    expect(screen.getByTestId('trip-status')).toHaveTextContent('Arrived');
    expect(screen.queryByTestId('trip-eta')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trip-distance')).not.toBeInTheDocument();
    expect(screen.queryByText('Driver arrives in')).not.toBeInTheDocument();
    expect(screen.getByTestId('trip-arrived')).toHaveTextContent('Your driver is at the pick-up.');
    // A location update while waiting at the pick-up, still carrying an ETA, starts no countdown either.
    act(() =>
      channel.emit({
        type: 'locationUpdate',
        jobPartId: 7,
        lat: 51.52,
        lng: -0.13,
        signalType: 'gps',
        data: { eta: 28, distance: 6.9 },
      }),
    );
    expect(screen.queryByTestId('trip-eta')).not.toBeInTheDocument();
    // jsdom has no Notification: the news is in the page, and nothing modal hides the rest of it.
    expect(screen.getByTestId('status-notice')).toHaveTextContent('Tom Walsh has arrived at the pick-up.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says when the connection is lost and when it is back', async () => {
    const { channel } = renderView(started);
    await screen.findByTestId('driver-name');
    await waitFor(() => expect(channel.state).toBe('connected'));
    act(() => channel.setState('reconnecting'));
    expect(screen.getByTestId('connection-state')).toHaveTextContent('Connection lost. Reconnecting…');
    act(() => channel.setState('connected'));
    expect(screen.getByTestId('connection-state')).toHaveTextContent('');
  });

  it("shows the API's words for a booking that is not the visitor's", async () => {
    renderView({ code: 2, message: 'Booking not found.' });
    expect(await screen.findByTestId('tracking-refused')).toHaveTextContent('Booking not found.');
  });
});
