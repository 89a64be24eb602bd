/**
 * The layout templates an operator may configure (the wizard layout rule (rules: wizard-layout), docs/templates.md): the one list every other names
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

/** The query parameter that previews another template on the booking page (docs/templates.md). */
export const TEMPLATE_PREVIEW_PARAM = 'template';

/**
 * The template a booking page shows: `?template=NAME` when the operator enables NAME for preview, else the
 * configured one. A name not enabled (or unknown) is ignored, so a visitor can neither switch an operator's layout
 * nor make the server render more than the operator's few templates. Shared by the server's render and the app, so
 * the page a preview link is served is the one that hydrates: nothing swaps after the first paint.
 */
export function chosenTemplate(
  configured: TemplateName,
  enabled: readonly TemplateName[],
  search: string,
): TemplateName {
  const asked = new URLSearchParams(search).get(TEMPLATE_PREVIEW_PARAM)?.trim().toLowerCase();
  return enabled.find((name) => name === asked) ?? configured;
}
