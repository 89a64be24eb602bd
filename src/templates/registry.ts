import { lazy, useSyncExternalStore, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import type { TemplateComponent, TemplateName } from './contract';

/**
 * Spec 2.4: the operator chooses a layout template by configuration. Each template is its own chunk, loaded with
 * `import()` only when the page shows it, so an operator's page carries the code of its own template alone.
 * `satisfies` makes a name of TEMPLATE_NAMES without an arrangement a compile error (and a name that is not in
 * the list one too), so the list and the registry cannot drift.
 */
export const templates = {
  wizard: lazy(() => import('./wizard/WizardTemplate')),
  wizardx: lazy(() => import('./wizard/WizardXTemplate')),
  wizardt: lazy(() => import('./wizard/WizardTTemplate')),
  inline: lazy(() => import('./inline/InlineTemplate')),
  inlinex: lazy(() => import('./inlinex/InlinexTemplate')),
  gateway: lazy(() => import('./gateway/GatewayTemplate')),
  overflow: lazy(() => import('./overflow/OverflowTemplate')),
  list: lazy(() => import('./list/ListTemplate')),
} satisfies Record<TemplateName, LazyExoticComponent<TemplateComponent>>;

export function templateFor(name: string | undefined): LazyExoticComponent<TemplateComponent> {
  return templates[name as TemplateName] ?? templates.wizard;
}

/** The query parameter that previews another template on the booking page (docs/templates.md). */
export const TEMPLATE_PREVIEW_PARAM = 'template';

/**
 * The template a booking page shows: `?template=NAME` when the operator enables NAME for preview, else the
 * configured one. A name not enabled (or unknown) is ignored, so a visitor cannot switch an operator's layout.
 */
export function chosenTemplate(
  configured: TemplateName,
  enabled: readonly TemplateName[],
  search: string,
): TemplateName {
  const asked = new URLSearchParams(search).get(TEMPLATE_PREVIEW_PARAM)?.trim().toLowerCase();
  return enabled.find((name) => name === asked) ?? configured;
}

const neverChanges = () => () => {};

/**
 * The template component for the booking page. The prerender renders the configured template (its HTML is shared
 * by every query string), so hydration starts from that one too; the preview takes over right after hydration.
 * A page rendered in the browser alone (reached by a link) shows the preview from its first render.
 */
export function useTemplate(config: {
  template: TemplateName;
  enabledTemplates: readonly TemplateName[];
}): LazyExoticComponent<TemplateComponent> {
  const { search } = useLocation();
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const name = hydrated ? chosenTemplate(config.template, config.enabledTemplates, search) : config.template;
  return templateFor(name);
}
