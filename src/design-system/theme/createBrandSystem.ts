import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import type { WireBrand } from '@/api/wire/configuration';
import { baseConfig } from './base';
import { brandLayer } from './brandLayer';
import { lightThemeConfig } from './lightTheme';

/**
 * The whole design system for one operator: Chakra defaults, product base, then the operator's brand.
 * Chakra's `defaultConfig` is the same two layers, but importing it also builds Chakra's own default system
 * at module load, seconds of main-thread time on a phone that this app never uses. The default theme is
 * trimmed to light mode and the palettes in use (lightThemeConfig), so the page carries fewer CSS variables.
 */
export function createBrandSystem(brand?: WireBrand): SystemContext {
  return createSystem(defaultBaseConfig, lightThemeConfig(defaultThemeConfig), baseConfig, brandLayer(brand));
}
