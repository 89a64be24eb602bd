import { resolveMapProvider } from './loadMapAdapter';

describe('resolveMapProvider', () => {
  it('keeps maplibre', () => {
    expect(resolveMapProvider('maplibre', undefined)).toBe('maplibre');
  });

  it('falls back to maplibre for providers not built yet, with or without a key', () => {
    expect(resolveMapProvider('google', undefined)).toBe('maplibre');
    expect(resolveMapProvider('google', 'key')).toBe('maplibre');
    expect(resolveMapProvider('bing', 'key')).toBe('maplibre');
  });
});
