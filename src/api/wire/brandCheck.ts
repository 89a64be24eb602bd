/**
 * The brand check (rules: brand-check) of the operator document (issue 31), shared by the server's check of the operator file and of a
 * console save (server/domain/operatorConfig.ts) and by the console's form, so both say the same thing about the
 * same field. A colour typo once passed the server and reached customers as a missing colour. Pure.
 */

/** A CSS hex colour, as every palette shade is written: #rgb or #rrggbb. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The palettes the theme reads: the main brand colour and the accent. */
export const REQUIRED_PALETTES = ['brand', 'accent'] as const;

export const colourMessage = (path: string) => `${path} must be a colour like #1c2e5c`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Problems of configuration.brand, each starting with its field's dotted path. */
export function brandProblems(brand: unknown, where = 'configuration.brand'): string[] {
  if (brand === undefined) return [];
  if (!isObject(brand)) return [`${where} must be an object`];
  if (!isObject(brand.colors)) return [`${where}.colors must be an object of palettes`];
  const problems: string[] = [];
  for (const name of REQUIRED_PALETTES) {
    if (brand.colors[name] === undefined) problems.push(`${where}.colors.${name} is missing`);
  }
  for (const [name, palette] of Object.entries(brand.colors)) {
    if (!isObject(palette)) {
      problems.push(`${where}.colors.${name} must be an object of shades`);
      continue;
    }
    for (const [shade, colour] of Object.entries(palette)) {
      if (typeof colour !== 'string' || !HEX_COLOUR.test(colour.trim())) {
        problems.push(colourMessage(`${where}.colors.${name}.${shade}`));
      }
    }
  }
  if (
    brand.logoAspectRatio !== undefined &&
    !(typeof brand.logoAspectRatio === 'number' && brand.logoAspectRatio > 0)
  ) {
    problems.push(`${where}.logoAspectRatio must be a number above 0`);
  }
  return problems;
}
