import { contrastRatio } from '@/design-system';
import { MAIN_SHADE, paletteFrom } from './palette';

describe('a palette from one colour', () => {
  it('keeps the main colour at its shade and goes lighter above, darker below', () => {
    const palette = paletteFrom('#1F7C4F');
    expect(palette[MAIN_SHADE]).toBe('#1f7c4f');
    expect(Object.keys(palette)).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']);
    const whiteContrast = Object.values(palette).map((colour) => contrastRatio(colour, '#ffffff'));
    for (let i = 1; i < whiteContrast.length; i += 1) expect(whiteContrast[i]).toBeGreaterThan(whiteContrast[i - 1]);
  });
});
