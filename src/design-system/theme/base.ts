import { defineConfig, defineRecipe, defineSlotRecipe } from '@chakra-ui/react';
import { dataListAnatomy, dialogAnatomy } from '@chakra-ui/react/anatomy';
import { errorSummarySlotRecipe, panelSlotRecipe, stepperSlotRecipe } from './recipes';

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
    // Whatever is focused or scrolled to clears the sticky header: the shell sets the offset from the header's
    // height token while it shows the header (0 elsewhere, and in dialogs, which sit outside the shell).
    '*': { scrollMarginTop: 'var(--app-header-offset, 0px)' },
  },
  theme: {
    tokens: {
      sizes: {
        // The sticky header's bar (its bottom border comes on top); scroll margins are derived from it.
        header: { value: '4rem' },
      },
    },
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
    slotRecipes: {
      panel: panelSlotRecipe,
      errorSummary: errorSummarySlotRecipe,
      stepper: stepperSlotRecipe,
      // A dialog keeps a margin from the screen's edges on a phone (Chakra's centred dialog is 100% wide up to
      // its size), and a full-screen one none.
      dialog: defineSlotRecipe({
        slots: dialogAnatomy.keys(),
        base: { positioner: { px: '4' } },
        variants: { size: { full: { positioner: { px: '0' } } } },
      }),
      // Chakra's horizontal data list sets no direction, so a list that is vertical on a phone and horizontal wider
      // (the ticket) kept the column and centred each label over its value. Horizontal is a row, label and value on
      // one baseline (a value that wraps keeps its label beside its first line).
      dataList: defineSlotRecipe({
        slots: dataListAnatomy.keys(),
        variants: { orientation: { horizontal: { item: { flexDirection: 'row', alignItems: 'baseline' } } } },
      }),
    },
  },
});
