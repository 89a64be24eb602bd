/**
 * The layout templates an operator may configure (spec 2.4, docs/templates.md): the one list every other names
 * derive from, the configuration's type, its mapping, the server's validation of an operator's document, the
 * template registry (which fails to compile without an entry for each name), the e2e and the stories. It sits in
 * the wire contract because the server may import the wire and nothing else of the app.
 */
export const TEMPLATE_NAMES = [
  'wizard',
  'wizardx',
  'wizardt',
  'inline',
  'inlinex',
  'gateway',
  'overflow',
  'list',
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(value);
}
