import { AA_TEXT, contrastRatio } from '@/design-system';
import type { Translator } from '@/i18n';

/**
 * The brand contrast rule (rules: brand-contrast; issue 31): text on the operator's colours must reach WCAG AA (AA_TEXT). The console checks
 * each pair the booking page paints (white text on the brand colour of its buttons and steps, white text on the
 * accent) and offers the nearest colour that passes, so the operator fixes it with one press. Pure.
 */

export interface ContrastPair {
  /** The field the colour is edited in. */
  field: string;
  /** Names the pair for the operator, e.g. "White text on the brand colour". */
  name: string;
  colour: string;
  against: string;
}

export interface ContrastProblem extends ContrastPair {
  ratio: number;
  /** The nearest colour (darker or lighter, whichever is closer) that reaches AA against `against`. */
  nearest: string;
  message: string;
}

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

function toRgb(hex: string): [number, number, number] {
  const digits = hex.slice(1).length === 3 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `colour` moved `amount` (0..1) of the way to `target`. */
export function mix(colour: string, target: string, amount: number): string {
  const a = toRgb(colour);
  const b = toRgb(target);
  return toHex(a.map((c, i) => c + (b[i] - c) * amount));
}

/**
 * The colour closest to `colour` that reaches `minimum` against `against`: the smallest step towards black or
 * towards white that passes (the smaller of the two when both can), in steps of 1%. Null when the input is no colour.
 */
export function nearestReadable(colour: string, against: string, minimum = AA_TEXT): string | null {
  if (!HEX.test(colour) || !HEX.test(against)) return null;
  if (contrastRatio(colour, against) >= minimum) return toHex(toRgb(colour));
  for (let step = 1; step <= 100; step += 1) {
    const darker = mix(colour, '#000000', step / 100);
    if (contrastRatio(darker, against) >= minimum) return darker;
    const lighter = mix(colour, '#ffffff', step / 100);
    if (contrastRatio(lighter, against) >= minimum) return lighter;
  }
  return null;
}

const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** The pairs that fail AA, each named, with its ratio and the nearest colour that passes. */
export function contrastProblems(
  pairs: readonly ContrastPair[],
  t: Translator['t'],
  minimum = AA_TEXT,
): ContrastProblem[] {
  return pairs.flatMap((pair) => {
    if (!HEX.test(pair.colour)) return [];
    const ratio = contrastRatio(pair.colour, pair.against);
    if (ratio >= minimum) return [];
    const nearest = nearestReadable(pair.colour, pair.against, minimum) ?? '#000000';
    return [
      {
        ...pair,
        ratio,
        nearest,
        message: t('operator.contrast.problem', {
          name: pair.name,
          colour: pair.colour,
          ratio: ratioText(ratio),
          minimum: `${minimum}:1`,
          nearest,
        }),
      },
    ];
  });
}
