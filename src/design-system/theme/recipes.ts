import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The design system's own slot recipes, registered in the theme under these keys, so that a brand layer restyles
 * every panel, error summary and step indicator at once (`theme.slotRecipes.panel` and so on) instead of each
 * screen retyping the look.
 */

/** A bordered surface that groups one task: the booking form, the ticket, a step-3 section, a home-page card. */
export const panelSlotRecipe = defineSlotRecipe({
  className: 'panel',
  slots: ['root', 'title', 'body'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.panel',
      borderWidth: '1px',
      borderColor: 'border',
      minW: '0',
    },
    title: { fontFamily: 'heading', fontWeight: 'semibold' },
    body: { color: 'fg.muted', wordBreak: 'break-word' },
  },
  variants: {
    size: {
      sm: { root: { p: '4', gap: '1', borderRadius: 'l2' }, title: { textStyle: 'sm' } },
      md: { root: { p: '5', gap: '2', borderRadius: 'l3' }, title: { textStyle: 'md' } },
      lg: { root: { p: { base: '4', md: '6' }, gap: '5', borderRadius: 'l3' }, title: { textStyle: 'xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});

/** GOV.UK's error summary: a thick error border, a heading and a list of links to the fields. */
export const errorSummarySlotRecipe = defineSlotRecipe({
  className: 'error-summary',
  slots: ['root', 'title', 'list', 'item', 'link'],
  base: {
    root: {
      borderWidth: '4px',
      borderColor: 'border.error',
      borderRadius: 'l2',
      p: '5',
      bg: 'bg',
      focusRing: 'outside',
      // The sticky header must not hide the summary when it takes focus or is scrolled to.
      scrollMarginTop: 'var(--app-header-offset, 0px)',
    },
    title: { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'lg', mb: '3' },
    list: { display: 'flex', flexDirection: 'column', gap: '1', ps: '0', listStyleType: 'none' },
    item: {},
    link: { color: 'fg.error', fontWeight: 'semibold', textDecoration: 'underline' },
  },
});

/** The wizard's step indicator. On a phone only the current step keeps its visible title, so it stays one line. */
export const stepperSlotRecipe = defineSlotRecipe({
  className: 'stepper',
  slots: ['root', 'list', 'item', 'trigger', 'indicator', 'title'],
  base: {
    root: { scrollMarginTop: 'var(--app-header-offset, 0px)' },
    list: {
      display: 'flex',
      listStyleType: 'none',
      gap: { base: '2', md: '4' },
      p: '0',
      m: '0',
      flexWrap: { base: 'nowrap', sm: 'wrap' },
      alignItems: 'center',
    },
    item: { display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      borderRadius: 'l2',
      focusRing: 'outside',
      minH: '8',
    },
    indicator: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSize: '8',
      borderRadius: 'full',
      borderWidth: '2px',
      fontWeight: 'bold',
      borderColor: 'colorPalette.solid',
      bg: 'colorPalette.solid',
      color: 'colorPalette.contrast',
      '&[data-state=upcoming]': { borderColor: 'border.emphasized', bg: 'bg', color: 'fg.muted' },
    },
    title: {
      fontWeight: 'medium',
      color: 'fg',
      whiteSpace: 'nowrap',
      '&[data-state=current]': { fontWeight: 'bold' },
      '&[data-state=upcoming]': { color: 'fg.muted' },
      '&:not([data-state=current])': { srOnly: { base: true, sm: false } },
    },
  },
});
