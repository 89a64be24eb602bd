import { defineConfig, type SystemConfig } from '@chakra-ui/react';
import type { WireBrand } from '@/api/wire/configuration';
import { PALETTE_SHADES, paletteRoles } from '../model/contrast';
import { londonTransfersBrand } from './demoBrands';

type TokenMap = Record<string, { value: string }>;

function paletteTokens(palette: Record<string, string>): TokenMap {
  const tokens: TokenMap = {};
  for (const shade of PALETTE_SHADES) {
    if (palette[shade]) tokens[shade] = { value: palette[shade] };
  }
  return tokens;
}

function roleTokens(name: string, palette: Record<string, string>): TokenMap {
  const roles = paletteRoles(palette);
  const ref = (shade: string) => ({ value: `{colors.${name}.${shade}}` });
  return {
    solid: ref(roles.solid),
    contrast:
      roles.contrast === 'white' || roles.contrast === 'black'
        ? { value: `{colors.${roles.contrast}}` }
        : ref(roles.contrast),
    fg: ref(roles.fg),
    muted: ref(roles.muted),
    subtle: ref(roles.subtle),
    emphasized: ref(roles.emphasized),
    focusRing: ref(roles.focusRing),
  };
}

/**
 * The operator's brand as a Chakra config layer: palettes become colour tokens plus the semantic roles
 * `colorPalette` reads, fonts and radii replace the defaults. Missing parts fall back to the default brand.
 */
export function brandLayer(brand: WireBrand = londonTransfersBrand): SystemConfig {
  const palettes = { ...londonTransfersBrand.colors, ...brand.colors };
  const colors: Record<string, TokenMap> = {};
  const semanticColors: Record<string, TokenMap> = {};
  for (const [name, palette] of Object.entries(palettes)) {
    colors[name] = paletteTokens(palette);
    semanticColors[name] = roleTokens(name, palette);
  }
  const fonts = { ...londonTransfersBrand.fonts, ...brand.fonts };
  const radii = { ...londonTransfersBrand.radii, ...brand.radii };
  return defineConfig({
    theme: {
      tokens: {
        colors,
        fonts: {
          heading: { value: fonts.heading ?? 'system-ui, sans-serif' },
          body: { value: fonts.body ?? 'system-ui, sans-serif' },
        },
      },
      semanticTokens: {
        colors: semanticColors,
        radii: Object.fromEntries(Object.entries(radii).map(([key, value]) => [key, { value }])),
      },
    },
  });
}
