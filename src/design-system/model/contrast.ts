/**
 * WCAG 2.x contrast helpers. An operator's brand palette is arbitrary, so the theme picks which shade
 * plays "solid" or "fg" by measured contrast instead of trusting a fixed shade number.
 */

export const PALETTE_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type PaletteShade = (typeof PALETTE_SHADES)[number];
export type Palette = Record<string, string>;

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The first of `candidates` (in order) whose colour reaches `minimum` against every colour in `against`. */
export function firstReadableShade(
  palette: Palette,
  candidates: readonly string[],
  against: readonly string[],
  minimum = AA_TEXT,
): string | null {
  for (const shade of candidates) {
    const colour = palette[shade];
    if (colour && against.every((other) => contrastRatio(colour, other) >= minimum)) return shade;
  }
  return null;
}

export interface PaletteRoles {
  /** Shade used for filled surfaces (buttons, active states). */
  solid: string;
  /** Text colour on the solid surface: white or the palette's darkest shade. */
  contrast: 'white' | string;
  /** Shade used for text and icons on white or on the subtle/muted tints. */
  fg: string;
  subtle: string;
  muted: string;
  emphasized: string;
  focusRing: string;
}

const WHITE = '#ffffff';

/**
 * Assigns palette shades to Chakra's colour-palette roles so that text on `solid` and `fg` text on the
 * light tints both pass WCAG AA.
 */
export function paletteRoles(palette: Palette): PaletteRoles {
  const tints = { subtle: '100', muted: '200', emphasized: '300' };
  const solidOnWhite = firstReadableShade(palette, ['600', '700', '800', '900'], [WHITE]);
  let solid = solidOnWhite ?? '600';
  let contrast: string = 'white';
  if (!solidOnWhite) {
    // Very light palettes (yellows): keep a bright solid and put the darkest shade on it.
    solid = firstReadableShade(palette, ['500', '400', '300'], [palette['950'] ?? '#000000']) ?? '500';
    contrast = palette['950'] ? '950' : 'black';
  }
  const fg = firstReadableShade(palette, ['700', '800', '900', '950'], [WHITE, palette[tints.muted] ?? WHITE]) ?? '950';
  return { solid, contrast, fg, ...tints, focusRing: solid };
}
