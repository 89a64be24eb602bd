import { createFakeBingMaps, type FakeBingMaps } from '../contract/fakeBingMaps';
import { mapAdapterContract } from '../contract/mapAdapterContract';
import { sizedContainer } from '../contract/sizedContainer';
import { loadMapAdapter } from '../loadMapAdapter';

const bing = vi.hoisted(() => ({ fake: undefined as FakeBingMaps | undefined, keys: [] as string[] }));
vi.mock('@/adapters/sdk', () => ({
  loadBingMaps: async (key: string) => {
    bing.keys.push(key);
    return bing.fake!.Maps;
  },
}));

const center = { lat: 51.536743, lng: -0.015247 };

async function openBingMap() {
  bing.fake = createFakeBingMaps();
  const container = sizedContainer();
  const adapter = await loadMapAdapter('bing', { container, center, apiKey: 'bing-key', ariaLabel: 'Journey map' });
  return { adapter, container, probe: bing.fake.probe };
}

describe('bing map adapter (contract, V8 control replaced at the script loader)', () => {
  for (const check of mapAdapterContract) it(check.name, async () => check.run(await openBingMap()));

  it('loads the control with the configured key', async () => {
    await openBingMap();
    expect(bing.keys.at(-1)).toBe('bing-key');
  });
});
