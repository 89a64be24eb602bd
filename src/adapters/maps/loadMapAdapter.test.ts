import { resolveMapProvider } from './loadMapAdapter';

describe('resolveMapProvider', () => {
  it('keeps maplibre', () => {
    expect(resolveMapProvider('maplibre', undefined)).toBe('maplibre');
  });

  it('uses google or bing when they have a key', () => {
    expect(resolveMapProvider('google', 'key')).toBe('google');
    expect(resolveMapProvider('bing', 'key')).toBe('bing');
  });

  it('falls back to maplibre for google or bing without a key', () => {
    expect(resolveMapProvider('google', undefined)).toBe('maplibre');
    expect(resolveMapProvider('google', '  ')).toBe('maplibre');
    expect(resolveMapProvider('bing', '')).toBe('maplibre');
  });
});
