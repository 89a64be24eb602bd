export type StorageArea = 'session' | 'local';

export interface StoreOptions<T> {
  /** Namespaced by the caller, e.g. "booking.draft". */
  key: string;
  /** Bump when the stored shape changes; values saved under another version are discarded. */
  version: number;
  area: StorageArea;
  /** Guards against stale or tampered values; without it any value of the right version is trusted. */
  validate?: (value: unknown) => value is T;
}

export interface Store<T> {
  load(): T | undefined;
  save(value: T): void;
  clear(): void;
}

interface Envelope {
  version: number;
  value: unknown;
}

const KEY_PREFIX = 'tb';

/** The storage key: carries no version, so a new version finds and replaces the old value instead of leaving it behind. */
export function storageKey(key: string): string {
  return `${KEY_PREFIX}:${key}`;
}

/**
 * Storage can be missing (server rendering), disabled (privacy modes throw on access) or full (quota errors).
 * None of those may break the page, so every access goes through here and degrades to "nothing stored".
 */
function storageFor(area: StorageArea): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'version' in value && 'value' in value;
}

export function createStore<T>({ key, version, area, validate }: StoreOptions<T>): Store<T> {
  const fullKey = storageKey(key);

  const clear = () => {
    try {
      storageFor(area)?.removeItem(fullKey);
    } catch {
      // Nothing stored that we can reach, which is what clear() wants anyway.
    }
  };

  return {
    load() {
      let raw: string | null | undefined;
      try {
        raw = storageFor(area)?.getItem(fullKey);
      } catch {
        return undefined;
      }
      if (raw === null || raw === undefined) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        clear();
        return undefined;
      }
      if (!isEnvelope(parsed) || parsed.version !== version || (validate && !validate(parsed.value))) {
        clear();
        return undefined;
      }
      return parsed.value as T;
    },

    save(value) {
      const envelope: Envelope = { version, value };
      try {
        storageFor(area)?.setItem(fullKey, JSON.stringify(envelope));
      } catch {
        // Full or disabled storage: the value lives only in memory for this page, which callers already handle.
      }
    },

    clear,
  };
}
