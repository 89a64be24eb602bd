import { defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's recipes for the Chakra components this product renders, by the key each component asks the system for.
 * Chakra's `defaultThemeConfig` carries all of its ~80 recipes; a phone downloads and evaluates every one before
 * the first render (about 130 KB of source for components nothing here shows). Naming them one by one lets the
 * bundler leave the rest out. A component missing from here renders unstyled: `chakraTheme.test.ts` checks every
 * Chakra component imported under src/ against CHAKRA_COMPONENT_RECIPES below.
 */
export const CHAKRA_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const CHAKRA_SLOT_RECIPES = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  select: selectSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

type RecipeKey = keyof typeof CHAKRA_RECIPES | keyof typeof CHAKRA_SLOT_RECIPES;

/**
 * Every Chakra component imported from '@chakra-ui/react' under src/, with the recipes it (and the Chakra parts it
 * renders inside, such as a checkbox's checkmark or a select's chevron icon) reads. Layout primitives read none.
 */
export const CHAKRA_COMPONENT_RECIPES: Record<string, readonly RecipeKey[]> = {
  Accordion: ['accordion', 'icon'],
  Alert: ['alert', 'icon'],
  Badge: ['badge'],
  Box: [],
  Button: ['button', 'spinner'],
  ButtonGroup: ['button'],
  Card: ['card'],
  ChakraProvider: [],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button', 'icon'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field', 'icon'],
  Fieldset: ['fieldset'],
  Flex: [],
  Grid: [],
  GridItem: [],
  Group: [],
  HStack: [],
  Heading: ['heading'],
  IconButton: ['button'],
  Image: [],
  Input: ['input'],
  Link: ['link'],
  List: ['list'],
  // The page's language for Ark's components (src/app/language): no look of its own.
  LocaleProvider: [],
  Menu: ['menu', 'icon'],
  NativeSelect: ['nativeSelect', 'icon'],
  Portal: [],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Select: ['select', 'icon'],
  SimpleGrid: [],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Stack: [],
  Table: ['table'],
  Tabs: ['tabs'],
  Text: [],
  Textarea: ['textarea'],
  VisuallyHidden: [],
};

/** Chakra's default theme layer (tokens, text and layer styles, global CSS) with only the recipes above. */
export const chakraThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: CHAKRA_RECIPES,
    slotRecipes: CHAKRA_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});
