import { PALETTE_SHADES } from '@/design-system';
import { mix } from './contrast';

/**
 * The main colour of a palette: the shade the console edits. Buttons and active steps use the first shade from 600
 * down that reaches AA on white (the theme's paletteRoles), so 600 is what customers see on a readable palette.
 */
export const MAIN_SHADE = '600';

/** How far each shade sits from the main colour: towards white above it, towards black below it. */
const STEPS: Record<string, [target: string, amount: number]> = {
  '50': ['#ffffff', 0.95],
  '100': ['#ffffff', 0.88],
  '200': ['#ffffff', 0.74],
  '300': ['#ffffff', 0.56],
  '400': ['#ffffff', 0.36],
  '500': ['#ffffff', 0.16],
  '600': ['#ffffff', 0],
  '700': ['#000000', 0.18],
  '800': ['#000000', 0.34],
  '900': ['#000000', 0.5],
  '950': ['#000000', 0.68],
};

/** A full palette (50..950) around one main colour, so an operator picks one colour, not eleven. Pure. */
export function paletteFrom(main: string): Record<string, string> {
  return Object.fromEntries(
    PALETTE_SHADES.map((shade) => {
      const [target, amount] = STEPS[shade];
      return [shade, amount === 0 ? main.toLowerCase() : mix(main, target, amount)];
    }),
  );
}
