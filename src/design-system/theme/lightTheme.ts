import type { SystemConfig } from '@chakra-ui/react';

/**
 * Chakra's palettes that no component of this product asks for. An operator's own palettes come from the
 * brand layer, so trimming these changes nothing on screen, while every token becomes a CSS variable that
 * the prerendered page carries and a phone parses before its first paint.
 */
export const UNUSED_DEFAULT_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;

type TokenTree = { [key: string]: unknown };

function isObject(value: unknown): value is TokenTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A semantic token whose value depends on the colour mode keeps only its light value (the product has no dark mode). */
function lightValues(tree: TokenTree): TokenTree {
  const out: TokenTree = {};
  for (const [key, node] of Object.entries(tree)) {
    if (!isObject(node)) out[key] = node;
    else if ('value' in node) {
      const value = node.value;
      out[key] = isObject(value) && '_light' in value ? { ...node, value: value._light } : node;
    } else out[key] = lightValues(node);
  }
  return out;
}

function withoutPalettes(tree: TokenTree | undefined): TokenTree | undefined {
  if (!tree) return tree;
  const out = { ...tree };
  for (const name of UNUSED_DEFAULT_PALETTES) delete out[name];
  return out;
}

/** Chakra's default theme layer as this product uses it: light mode only, without the unused palettes. Pure. */
export function lightThemeConfig(config: SystemConfig): SystemConfig {
  const theme = config.theme ?? {};
  const semanticTokens = (theme.semanticTokens ?? {}) as TokenTree;
  return {
    ...config,
    theme: {
      ...theme,
      tokens: { ...theme.tokens, colors: withoutPalettes(theme.tokens?.colors as TokenTree) } as typeof theme.tokens,
      semanticTokens: lightValues({
        ...semanticTokens,
        colors: withoutPalettes(semanticTokens.colors as TokenTree),
      }) as typeof theme.semanticTokens,
    },
  };
}
