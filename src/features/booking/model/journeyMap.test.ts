import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft';
import { journeyMap } from './journeyMap';
import { heathrow, kingsCross, quotation } from './testFixtures';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const t = sourceTranslator().t;

const config = {
  mapSource: 'google' as const,
  googleApiKey: 'google-key',
  bingApiKey: 'bing-key',
  maplibreStyle: '/style.json',
  baseLocation: { lat: 51.5, lng: -0.12 },
};

describe('the journey map', () => {
  it('uses the key of the configured provider', () => {
    expect(journeyMap(emptyDraft(), config, t).apiKey).toBe('google-key');
    expect(journeyMap(emptyDraft(), { ...config, mapSource: 'bing' }, t).apiKey).toBe('bing-key');
  });

  it('draws the quoted routes once there are any, with the chosen stops as markers', () => {
    expect(journeyMap(emptyDraft(), config, t)).toMatchObject({ route: null, returnRoute: null, markers: [] });
    const quoted = journeyMap(
      { ...emptyDraft(), pickUp: heathrow, dropOff: kingsCross, quotation: quotation() },
      config,
      t,
    );
    expect(quoted.route).toHaveLength(2);
    expect(quoted.returnRoute).toBeNull();
    expect(quoted.markers.map((marker) => marker.kind)).toEqual(['pickup', 'dropoff']);
  });
});
