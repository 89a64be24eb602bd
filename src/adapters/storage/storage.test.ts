import { createStore, storageKey } from './index';

interface Draft {
  pickup: string;
  passengers: number;
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Draft).pickup === 'string' &&
  typeof (value as Draft).passengers === 'number';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('createStore', () => {
  it('saves and loads a value in the chosen area', () => {
    const store = createStore<Draft>({ key: 'draft', version: 1, area: 'session', validate: isDraft });
    store.save({ pickup: 'N1C 4QP', passengers: 2 });
    expect(store.load()).toEqual({ pickup: 'N1C 4QP', passengers: 2 });
    expect(window.sessionStorage.getItem(storageKey('draft'))).not.toBeNull();
    expect(window.localStorage.getItem(storageKey('draft'))).toBeNull();
  });

  it('returns undefined when nothing is stored', () => {
    expect(createStore<Draft>({ key: 'none', version: 1, area: 'local' }).load()).toBeUndefined();
  });

  it('discards a value saved under another version', () => {
    createStore<Draft>({ key: 'draft', version: 1, area: 'local' }).save({ pickup: 'A', passengers: 1 });
    const newer = createStore<Draft>({ key: 'draft', version: 2, area: 'local' });
    expect(newer.load()).toBeUndefined();
    expect(window.localStorage.getItem(storageKey('draft'))).toBeNull();
  });

  it('discards values that fail validation or are not JSON', () => {
    const store = createStore<Draft>({ key: 'draft', version: 1, area: 'local', validate: isDraft });
    window.localStorage.setItem(storageKey('draft'), JSON.stringify({ version: 1, value: { pickup: 3 } }));
    expect(store.load()).toBeUndefined();
    window.localStorage.setItem(storageKey('draft'), '{not json');
    expect(store.load()).toBeUndefined();
    window.localStorage.setItem(storageKey('draft'), JSON.stringify('bare value'));
    expect(store.load()).toBeUndefined();
  });

  it('clears its value', () => {
    const store = createStore<Draft>({ key: 'draft', version: 1, area: 'session' });
    store.save({ pickup: 'A', passengers: 1 });
    store.clear();
    expect(store.load()).toBeUndefined();
  });

  it('survives full storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createStore<Draft>({ key: 'draft', version: 1, area: 'local' });
    expect(() => store.save({ pickup: 'A', passengers: 1 })).not.toThrow();
    expect(store.load()).toBeUndefined();
  });

  it('survives disabled storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = createStore<Draft>({ key: 'draft', version: 1, area: 'local' });
    expect(() => store.save({ pickup: 'A', passengers: 1 })).not.toThrow();
    expect(store.load()).toBeUndefined();
    expect(() => store.clear()).not.toThrow();
  });

  it('is inert without a window (server rendering)', () => {
    vi.stubGlobal('window', undefined);
    try {
      const store = createStore<Draft>({ key: 'draft', version: 1, area: 'local' });
      expect(() => store.save({ pickup: 'A', passengers: 1 })).not.toThrow();
      expect(store.load()).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
