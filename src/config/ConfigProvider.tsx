import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { mapConfiguration, type Configuration } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';
import { readEmbeddedConfiguration } from './embedded';
import { noteServerTime } from './serverClock';

const ConfigContext = createContext<{ wire: WireConfiguration; config: Configuration } | undefined>(undefined);

type LoadState = { status: 'loading' } | { status: 'ready'; config: WireConfiguration } | { status: 'failed' };

export interface ConfigProviderProps {
  /** Configuration known before render (the prerenderer, the embedded document, stories, tests). */
  initial?: WireConfiguration;
  /** Fetches GET /api/configuration when nothing was embedded. */
  load: () => Promise<WireConfiguration>;
  children: ReactNode;
  /** Shown while loading and on failure; the page area appears only once configuration has loaded (the shell rule, rules: shell). */
  renderLoading: () => ReactNode;
  renderFailed: (retry: () => void) => ReactNode;
}

export function ConfigProvider({ initial, load, children, renderLoading, renderFailed }: ConfigProviderProps) {
  // Read the embedded document synchronously so a prerendered page hydrates with the same configuration it was rendered with.
  const [state, setState] = useState<LoadState>(() => {
    const known = initial ?? (typeof document === 'undefined' ? undefined : readEmbeddedConfiguration(document));
    // The server clock rule: the booking counts on the operator's clock from the moment the document arrives.
    if (known) noteServerTime(known.servertime);
    return known ? { status: 'ready', config: known } : { status: 'loading' };
  });

  const fetchConfiguration = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (config) => {
        noteServerTime(config.servertime);
        setState({ status: 'ready', config });
      },
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
  return <ReadyConfig wire={state.config}>{children}</ReadyConfig>;
}

function ReadyConfig({ wire, children }: { wire: WireConfiguration; children: ReactNode }) {
  // The defaults rule's (rules: defaults) defaults fill whatever the operator's document leaves out.
  const value = useMemo(() => ({ wire, config: mapConfiguration(wire) }), [wire]);
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

/** The loaded configuration, with the defaults rule's (rules: defaults) defaults for anything missing. */
export function useConfig(): Configuration {
  const value = useContext(ConfigContext);
  if (!value) throw new Error('useConfig must be used inside ConfigProvider once configuration has loaded');
  return value.config;
}

/** The document as the server sent it, for fields the domain model does not carry (e.g. vehTypes). */
export function useWireConfig(): WireConfiguration {
  const value = useContext(ConfigContext);
  if (!value) throw new Error('useWireConfig must be used inside ConfigProvider once configuration has loaded');
  return value.wire;
}
