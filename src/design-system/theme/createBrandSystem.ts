import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import type { WireBrand } from '@/api/wire/configuration';
import { baseConfig } from './base';
import { brandLayer } from './brandLayer';
import { chakraThemeConfig } from './chakraTheme';
import { lightThemeConfig } from './lightTheme';

/**
 * Systems made so far, by the brand document's content. Building one costs about a tenth of a second of CPU, and
 * the server's prerender ran it for every page it rendered (a provider's useMemo lives for one render there): one
 * per brand document is enough, as a system is only read. Bounded for a server whose operator edits the brand often.
 */
const systems = new Map<string, SystemContext>();
const MAX_SYSTEMS = 8;

/**
 * The whole design system for one operator: Chakra defaults, product base, then the operator's brand.
 * Chakra's `defaultConfig` is the same two layers, but importing it also builds Chakra's own default system
 * at module load, seconds of main-thread time on a phone that this app never uses. The default theme is
 * trimmed to light mode and the palettes in use (lightThemeConfig), so the page carries fewer CSS variables, and to
 * the recipes of the components in use (chakraThemeConfig), so a phone does not download and evaluate the rest.
 * The same brand document (by content) gives the same system.
 */
export function createBrandSystem(brand?: WireBrand): SystemContext {
  const key = JSON.stringify(brand ?? null);
  const made = systems.get(key);
  if (made) return made;
  const system = createSystem(defaultBaseConfig, lightThemeConfig(chakraThemeConfig), baseConfig, brandLayer(brand));
  if (systems.size >= MAX_SYSTEMS) systems.clear();
  systems.set(key, system);
  return system;
}
