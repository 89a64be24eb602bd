import { contrastRatio, firstReadableShade, paletteRoles, relativeLuminance } from './contrast';
import { londonTransfersBrand, thamesCarsBrand } from '../theme/demoBrands';

describe('contrast', () => {
  it('measures the WCAG extremes', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000')).toBeCloseTo(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1);
  });

  it('treats unparseable colours as black rather than throwing', () => {
    expect(relativeLuminance('red')).toBe(0);
  });

  it('finds the first shade that is readable against every background', () => {
    const palette = { '500': '#999999', '600': '#767676', '700': '#555555' };
    expect(firstReadableShade(palette, ['500', '600', '700'], ['#ffffff'])).toBe('600');
    expect(firstReadableShade(palette, ['500'], ['#ffffff'])).toBeNull();
  });

  it('gives very light palettes a dark contrast text', () => {
    const yellow = {
      '100': '#fffbe0',
      '200': '#fff5b0',
      '300': '#ffee80',
      '400': '#ffe64d',
      '500': '#ffdd00',
      '600': '#ffd000',
      '700': '#ffc400',
      '800': '#ffb800',
      '900': '#ffab00',
      '950': '#3a2a00',
    };
    const roles = paletteRoles(yellow);
    expect(roles.contrast).toBe('950');
    expect(contrastRatio(yellow[roles.solid as '500'], yellow['950'])).toBeGreaterThanOrEqual(4.5);
  });

  it.each([londonTransfersBrand, thamesCarsBrand])('keeps $logoAlt readable in every role', (brand) => {
    for (const palette of [brand.colors.brand, brand.colors.accent]) {
      const roles = paletteRoles(palette);
      const contrastColour = roles.contrast === 'white' ? '#ffffff' : palette[roles.contrast];
      expect(contrastRatio(palette[roles.solid], contrastColour)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[roles.fg], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[roles.fg], palette[roles.muted])).toBeGreaterThanOrEqual(4.5);
    }
  });
});
