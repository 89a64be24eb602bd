import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import type { WireBrand } from '@/api/wire/configuration';
import { baseConfig } from './base';
import { brandLayer } from './brandLayer';

/** The whole design system for one operator: Chakra defaults, product base, then the operator's brand. */
export function createBrandSystem(brand?: WireBrand): SystemContext {
  return createSystem(defaultConfig, baseConfig, brandLayer(brand));
}
