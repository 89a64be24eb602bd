import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapLoaderProvider } from '@/adapters/maps';
import { createFakeMapAdapter } from '@/adapters/maps/fake';
import { NotificationChannelProvider } from '@/adapters/notifications';
import { createFakeNotificationChannel } from '@/adapters/notifications/fake';
import type { WireTracking } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider, type Locale } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arCommon from '@/i18n/locales/ar/common.json';
import arDesign from '@/i18n/locales/ar/design.json';
import arTracking from '@/i18n/locales/ar/tracking.json';
import frCommon from '@/i18n/locales/fr/common.json';
import frDesign from '@/i18n/locales/fr/design.json';
import frTracking from '@/i18n/locales/fr/tracking.json';
import { TrackingView } from './TrackingView';

const CATALOGS = {
  fr: { ...frCommon, ...frDesign, ...frTracking },
  ar: { ...arCommon, ...arDesign, ...arTracking },
};

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
};

/** The tracking view as a visitor reading `locale` sees it, fed by a fake channel. */
function renderIn(locale: 'fr' | 'ar', answer: WireTracking) {
  const translator = createTranslator(locale as Locale, compileCatalog(CATALOGS[locale]), [
    'common',
    'design',
    'tracking',
  ]);
  const channel = createFakeNotificationChannel({ snapshot: answer as never });
  const config = { ChatApiUrl: '/hubs/tracking', title: 'London Transfers' } as WireConfiguration;
  const calls = {
    trackVehicle: async () => answer,
    driverFootprint: async () => ({ code: 1, footprint: [] }),
    driverPhoto: async () => ({ code: 1, photo: '' }),
  };
  renderWithDesignSystem(
    <TranslatorProvider translator={translator}>
      <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
        <MapLoaderProvider loader={async () => createFakeMapAdapter()}>
          <NotificationChannelProvider create={() => channel}>
            <TrackingView booking={{ jobPartId: 7 }} calls={calls} />
          </NotificationChannelProvider>
        </MapLoaderProvider>
      </ConfigProvider>
    </TranslatorProvider>,
  );
  return channel;
}

describe('TrackingView in the visitor’s language (the language rule)', () => {
  it('speaks French: labels, the countdown with a decimal comma, and the driver’s arrival', async () => {
    const channel = renderIn('fr', started);
    expect(await screen.findByText('Votre chauffeur')).toBeInTheDocument();
    // The booking's status in the page's words (the API's "Started"), not the API's English.
    expect(screen.getByTestId('trip-status')).toHaveTextContent(/^En route$/);
    expect(screen.getByText('Arrivée du chauffeur dans')).toBeInTheDocument();
    expect(screen.getByTestId('trip-eta')).toHaveTextContent('5 min');
    expect(screen.getByTestId('trip-distance')).toHaveTextContent('1,8 mile');
    expect(screen.getByText('Immatriculation')).toBeInTheDocument();
    await waitFor(() => expect(channel.subscriptions).toEqual([{ jobPartId: 7 }]));
    act(() => channel.emit({ type: 'statusUpdate', jobPartId: 7, status: 'Arrived', data: {} }));
    expect(screen.getByTestId('trip-arrived')).toHaveTextContent(
      'Votre chauffeur vous attend au point de prise en charge.',
    );
    expect(screen.getByTestId('status-notice')).toHaveTextContent('Tom Walsh vous attend au point de prise en charge.');
  });

  it('speaks Arabic, with its plural forms for one, two and a few minutes', async () => {
    const channel = renderIn('ar', started);
    expect(await screen.findByText('سائقكم')).toBeInTheDocument();
    expect(screen.getByTestId('trip-eta')).toHaveTextContent('5 دقائق');
    await waitFor(() => expect(channel.subscriptions).toEqual([{ jobPartId: 7 }]));
    const eta = (minutes: number) =>
      act(() =>
        channel.emit({
          type: 'locationUpdate',
          jobPartId: 7,
          lat: 51.52,
          lng: -0.13,
          signalType: 'gps',
          data: { eta: minutes },
        }),
      );
    eta(2);
    expect(screen.getByTestId('trip-eta')).toHaveTextContent('دقيقتان');
    eta(1);
    expect(screen.getByTestId('trip-eta')).toHaveTextContent('دقيقة واحدة');
    eta(11);
    expect(screen.getByTestId('trip-eta')).toHaveTextContent('11 دقيقة');
  });

  it('says a refusal the page knows in Arabic, not in the server’s English', async () => {
    renderIn('ar', { code: 2, message: 'Booking not found.' });
    expect(await screen.findByTestId('tracking-refused')).toHaveTextContent('لم يتم العثور على الحجز.');
  });
});
