import { sourceTranslator } from '@/i18n/sourceTranslator';
import { readFileSync } from 'node:fs';
import type { WireOperatorDocument } from '@/api/wire/operator';
import { checkDraft, fieldId, issueFromProblem, labelledIssue, type Settings } from './consoleForm';
import { paletteFrom } from './palette';

const say = sourceTranslator();

const london = () => JSON.parse(readFileSync('server/seed/operator.json', 'utf8')).configuration as Settings;

const settings = (changes: Partial<Settings> = {}) =>
  ({
    ...london(),
    template: 'wizard',
    brand: { colors: { brand: paletteFrom('#2c4890'), accent: paletteFrom('#915413') } },
    ...changes,
  }) as unknown as WireOperatorDocument['configuration'];

describe("the console's checks", () => {
  it('passes a readable brand and a known template', () => {
    expect(checkDraft(settings(), undefined, say).issues).toEqual([]);
  });

  it("refuses a colour typo with the server's brand check, named by the field's label", () => {
    const draft = settings();
    draft.brand.colors.brand['600'] = '#12345';
    const { issues } = checkDraft(draft, undefined, say);
    expect(issues[0]).toEqual({
      path: 'configuration.brand.colors.brand.600',
      message: 'Brand colour must be a colour like #1c2e5c',
    });
  });

  it("checks the accent's shade the theme paints, not its lighter main shade (the London gold)", () => {
    const gold = { ...paletteFrom('#915413'), '600': '#b57413', '700': '#915413' };
    expect(
      checkDraft(settings({ brand: { colors: { brand: paletteFrom('#2c4890'), accent: gold } } }), undefined, say)
        .issues,
    ).toEqual([]);
  });

  it('refuses a template the server does not know', () => {
    const { issues } = checkDraft(settings({ template: 'fancy' as Settings['template'] }), undefined, say);
    expect(issues).toEqual([
      {
        path: 'configuration.template',
        message: 'Template must be one of wizard, wizardx, wizardt, inline, inlinex, gateway, overflow, list',
      },
    ]);
  });

  it('names a brand colour white text cannot be read on, with the nearest AA colour', () => {
    const draft = settings({ brand: { colors: { brand: paletteFrom('#f5c242'), accent: paletteFrom('#915413') } } });
    const { issues, contrast } = checkDraft(draft, undefined, say);
    expect(contrast).toHaveLength(1);
    expect(issues[0].path).toBe('configuration.brand.colors.brand.600');
    expect(issues[0].message).toContain('White text on the brand colour (#f5c242)');
  });

  it("puts a server issue beside its field with the field's label", () => {
    expect(
      labelledIssue(
        { path: 'configuration.showpet', message: 'configuration.showpet must be a boolean' },
        undefined,
        say,
      ),
    ).toEqual({ path: 'configuration.showpet', message: 'Offer pet options must be a boolean' });
    expect(issueFromProblem('tariff.tiers must hold exactly 3 tiers', {}, say)).toEqual({
      path: 'tariff.tiers',
      message: 'tariff.tiers must hold exactly 3 tiers',
    });
    expect(fieldId('configuration.brand.colors.brand.600')).toBe('op-configuration-brand-colors-brand-600');
    expect(fieldId('vehicleTypes[2].typename')).toBe('op-vehicleTypes-2-typename');
  });
});

describe("the console's checks of the copy and settings", () => {
  it('names an empty FAQ answer by its label and a number field holding text', () => {
    const draft = london();
    draft.content.faq[1].answer = '';
    (draft as unknown as Record<string, unknown>).quotetimeout = '10 min';
    expect(checkDraft(draft, undefined, say).issues).toEqual([
      { path: 'configuration.quotetimeout', message: 'Minutes a quotation stays valid must be a number' },
      { path: 'configuration.content.faq[1].answer', message: 'Question 2, answer is required' },
    ]);
  });
});
