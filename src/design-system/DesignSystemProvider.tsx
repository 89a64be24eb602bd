import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { WireBrand } from '@/api/wire/configuration';
import { withoutPrerenderedGlobals } from './styles/prerenderedStyles';
import { createBrandSystem } from './theme/createBrandSystem';

export interface DesignSystemProviderProps {
  /** The operator's brand from configuration; the default (London Transfers) look when absent. */
  brand?: WireBrand;
  /** A prebuilt system (e.g. created once for prerendering) takes precedence over `brand`. */
  system?: SystemContext;
  children: ReactNode;
}

export function DesignSystemProvider({ brand, system, children }: DesignSystemProviderProps) {
  const brandSystem = useMemo(() => withoutPrerenderedGlobals(system ?? createBrandSystem(brand)), [system, brand]);
  return <ChakraProvider value={brandSystem}>{children}</ChakraProvider>;
}
