import { createSlotRecipeContext, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import type { panelSlotRecipe } from '../../theme/recipes';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'panel' });

type PanelVariants = RecipeVariantProps<typeof panelSlotRecipe>;

export interface PanelRootProps extends HTMLChakraProps<'div'>, PanelVariants {}

/**
 * A bordered surface that groups one task (the theme's `panel` slot recipe): `size` "lg" frames a page's main
 * form or ticket, "md" a card, "sm" a section inside a form. A brand restyles every panel through the recipe.
 */
export const PanelRoot = withProvider<HTMLDivElement, PanelRootProps>('div', 'root');
export const PanelTitle = withContext<HTMLHeadingElement, HTMLChakraProps<'h3'>>('h3', 'title');
export const PanelBody = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'body');

export const Panel = { Root: PanelRoot, Title: PanelTitle, Body: PanelBody };
