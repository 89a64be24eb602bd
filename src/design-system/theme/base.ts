import { defineConfig, defineRecipe } from '@chakra-ui/react';

/**
 * Product-wide theme decisions that do not depend on the operator's brand. Brand colours, fonts and radii
 * come from `brandLayer`, which is merged after this.
 */
export const baseConfig = defineConfig({
  globalCss: {
    html: {
      // Every component picks the brand unless told otherwise, so operators restyle with palettes alone.
      colorPalette: 'brand',
      fontFamily: 'body',
    },
    'h1, h2, h3, h4, h5, h6': { fontFamily: 'heading' },
    '*::placeholder, *[data-placeholder]': { color: 'fg.muted' },
    a: { color: 'brand.fg' },
  },
  theme: {
    semanticTokens: {
      colors: {
        // Chakra's defaults for these use 500 shades, which fail WCAG AA as text on white.
        fg: {
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.700}' },
          warning: { value: '{colors.orange.700}' },
          subtle: { value: '{colors.gray.600}' },
        },
        border: {
          error: { value: '{colors.red.600}' },
          success: { value: '{colors.green.600}' },
        },
        bg: {
          page: { value: '{colors.gray.50}' },
        },
      },
    },
    recipes: {
      button: defineRecipe({
        base: { fontWeight: 'semibold' },
        defaultVariants: { variant: 'solid', size: 'md' },
      }),
    },
  },
});
