import { sourceTranslator } from '@/i18n/sourceTranslator';
import { contrastRatio } from '@/design-system';
import { contrastProblems, mix, nearestReadable } from './contrast';

const say = sourceTranslator();

describe('the brand contrast rule', () => {
  const pair = (colour: string) => ({
    field: 'brand-main',
    name: 'White text on the brand colour',
    colour,
    against: '#ffffff',
  });

  it('passes a colour that reaches AA against white (the London navy)', () => {
    expect(contrastProblems([pair('#2c4890')], say.t)).toEqual([]);
  });

  it('names the failing pair, its ratio and the nearest AA colour', () => {
    const [problem] = contrastProblems([pair('#e8b12c')], say.t);
    expect(problem.field).toBe('brand-main');
    expect(problem.ratio).toBeLessThan(4.5);
    expect(problem.message).toMatch(
      /^White text on the brand colour \(#e8b12c\) has a contrast of \d\.\d:1; it needs at least 4\.5:1\. The nearest colour that passes is #[0-9a-f]{6}\.$/,
    );
    expect(contrastRatio(problem.nearest, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('offers the nearest passing colour: one step less would fail', () => {
    const nearest = nearestReadable('#4fb67f', '#ffffff')!;
    expect(contrastRatio(nearest, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The step before (1% less black) does not pass, so nothing nearer does in that direction.
    const found = [...Array(101).keys()].find((step) => mix('#4fb67f', '#000000', step / 100) === nearest)!;
    expect(contrastRatio(mix('#4fb67f', '#000000', (found - 1) / 100), '#ffffff')).toBeLessThan(4.5);
  });

  it('goes lighter when the text is dark', () => {
    const nearest = nearestReadable('#333333', '#000000')!;
    expect(contrastRatio(nearest, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(parseInt(nearest.slice(1, 3), 16)).toBeGreaterThan(0x33);
  });

  it('leaves a colour that is not yet a colour to the colour check', () => {
    expect(contrastProblems([pair('#12')], say.t)).toEqual([]);
    expect(nearestReadable('navy', '#ffffff')).toBeNull();
  });
});
