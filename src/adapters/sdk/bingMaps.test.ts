import { BING_MAPS_SCRIPT_URL } from './bingMaps';

/** The loader keeps its promise for the page's life; each test starts from a fresh page's module. */
const freshLoader = async () => {
  vi.resetModules();
  return (await import('./bingMaps')).loadBingMaps;
};

const addedScript = () => document.head.querySelector<HTMLScriptElement>(`script[src^="${BING_MAPS_SCRIPT_URL}"]`);

describe('loadBingMaps', () => {
  afterEach(() => {
    addedScript()?.remove();
    Reflect.deleteProperty(window, 'Microsoft');
  });

  it('adds the documented control script once and resolves with Microsoft.Maps when it calls back', async () => {
    const loadBingMaps = await freshLoader();
    const first = loadBingMaps('my key');
    const again = loadBingMaps('my key');
    const script = addedScript()!;
    const url = new URL(script.src);
    expect(url.searchParams.get('key')).toBe('my key');
    const callback = url.searchParams.get('callback')!;
    const maps = { Map: class {} };
    Object.assign(window, { Microsoft: { Maps: maps } });
    (window as unknown as Record<string, () => void>)[callback]();
    await expect(first).resolves.toBe(maps);
    await expect(again).resolves.toBe(maps);
    expect(document.head.querySelectorAll(`script[src^="${BING_MAPS_SCRIPT_URL}"]`)).toHaveLength(1);
  });

  it('rejects when the script is blocked, and tries again next time', async () => {
    const loadBingMaps = await freshLoader();
    const loading = loadBingMaps('k');
    addedScript()!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('could not be downloaded');
    expect(addedScript()).toBeNull();
    void loadBingMaps('k').catch(() => undefined);
    expect(addedScript()).not.toBeNull();
    addedScript()!.dispatchEvent(new Event('error'));
  });
});
