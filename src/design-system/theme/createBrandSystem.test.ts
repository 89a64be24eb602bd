import { createBrandSystem } from './createBrandSystem';
import { UNUSED_DEFAULT_PALETTES } from './lightTheme';
import { londonTransfersBrand, thamesCarsBrand } from './demoBrands';

describe('createBrandSystem', () => {
  it('uses the default brand when configuration carries none', () => {
    const system = createBrandSystem();
    expect(system.token('colors.brand.700')).toBe(londonTransfersBrand.colors.brand['700']);
  });

  it('restyles palettes, fonts and radii from the brand document', () => {
    const system = createBrandSystem(thamesCarsBrand);
    expect(system.token('colors.brand.500')).toBe(thamesCarsBrand.colors.brand['500']);
    expect(system.token('colors.accent.500')).toBe(thamesCarsBrand.colors.accent['500']);
    expect(system.token('fonts.body')).toBe(thamesCarsBrand.fonts?.body);
    expect(system.tokens.getByName('radii.l2')?.value).toBe('8px');
  });

  it('defines the colour-palette roles components read', () => {
    const system = createBrandSystem(thamesCarsBrand);
    for (const role of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
      expect(system.token(`colors.brand.${role}`)).toBeTruthy();
    }
  });

  it('makes the brand the default colour palette, so components need no colorPalette="brand"', () => {
    const html = createBrandSystem(thamesCarsBrand)._config.globalCss?.html as { colorPalette?: string } | undefined;
    expect(html?.colorPalette).toBe('brand');
  });

  it('builds one system per brand document: the same content gives the same system, another brand its own', () => {
    const first = createBrandSystem(structuredClone(thamesCarsBrand));
    expect(createBrandSystem(structuredClone(thamesCarsBrand))).toBe(first);
    const other = createBrandSystem(londonTransfersBrand);
    expect(other).not.toBe(first);
    expect(other.token('colors.brand.500')).toBe(londonTransfersBrand.colors.brand['500']);
    expect(first.token('colors.brand.500')).toBe(thamesCarsBrand.colors.brand['500']);
  });

  it('keeps the default accent when a brand only gives its main palette', () => {
    const system = createBrandSystem({ colors: { brand: thamesCarsBrand.colors.brand } });
    expect(system.token('colors.accent.500')).toBe(londonTransfersBrand.colors.accent['500']);
  });
});

describe('the data list', () => {
  it('lays a horizontal item out as a row on one baseline, so a list vertical on phones turns back into rows', () => {
    const recipe = createBrandSystem()._config.theme?.slotRecipes?.dataList;
    const orientation = recipe?.variants?.orientation as Record<string, { item?: Record<string, unknown> }>;
    expect(orientation.horizontal.item).toMatchObject({ flexDirection: 'row', alignItems: 'baseline' });
    expect(orientation.vertical.item).toMatchObject({ flexDirection: 'column' });
  });
});

describe('the trimmed default theme', () => {
  it('keeps the palettes components use and drops the unused ones', () => {
    const system = createBrandSystem();
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue'])
      expect(system.token(`colors.${palette}.solid`)).toBeTruthy();
    for (const palette of UNUSED_DEFAULT_PALETTES)
      expect(system.tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
  });

  it('emits semantic colours for light mode only', () => {
    const css = JSON.stringify(createBrandSystem().getTokenCss());
    expect(css).toContain('--chakra-colors-bg-panel');
    expect(css).not.toContain('.dark');
  });
});
