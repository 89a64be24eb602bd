import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { WireConfiguration } from '@/api/wire/configuration';
import { readEmbeddedConfiguration } from './embedded';

const ConfigContext = createContext<WireConfiguration | undefined>(undefined);

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; config: WireConfiguration }
  | { status: 'failed' };

export interface ConfigProviderProps {
  /** Configuration known before render (the prerenderer, the embedded document, stories, tests). */
  initial?: WireConfiguration;
  /** Fetches GET /api/configuration when nothing was embedded. */
  load: () => Promise<WireConfiguration>;
  children: ReactNode;
  /** Shown while loading and on failure; the page area appears only once configuration has loaded (spec 2.2). */
  renderLoading: () => ReactNode;
  renderFailed: (retry: () => void) => ReactNode;
}

export function ConfigProvider({ initial, load, children, renderLoading, renderFailed }: ConfigProviderProps) {
  // Read the embedded document synchronously so a prerendered page hydrates with the same configuration it was rendered with.
  const [state, setState] = useState<LoadState>(() => {
    const known = initial ?? (typeof document === 'undefined' ? undefined : readEmbeddedConfiguration(document));
    return known ? { status: 'ready', config: known } : { status: 'loading' };
  });

  const fetchConfiguration = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (config) => setState({ status: 'ready', config }),
      () => setState({ status: 'failed' }),
    );
  }, [load]);

  useEffect(() => {
    if (state.status === 'loading') fetchConfiguration();
    // Only the first render decides whether to fetch; retries call fetchConfiguration themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.status === 'loading') return <>{renderLoading()}</>;
  if (state.status === 'failed') return <>{renderFailed(fetchConfiguration)}</>;
  return <ConfigContext.Provider value={state.config}>{children}</ConfigContext.Provider>;
}

export function useWireConfig(): WireConfiguration {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useWireConfig must be used inside ConfigProvider once configuration has loaded');
  return config;
}
