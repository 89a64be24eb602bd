import { lazy, useSyncExternalStore, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { TEMPLATE_NAMES } from '@/api';
import type { TemplateComponent, TemplateName } from './contract';

/**
 * Spec 2.4: the operator chooses a layout template by configuration. Each template is its own chunk, loaded with
 * `import()` only when the page shows it, so an operator's page carries the code of its own template alone.
 * `satisfies` makes a name of TEMPLATE_NAMES without an arrangement a compile error (and a name that is not in
 * the list one too), so the list and the registry cannot drift.
 */
export const templateArrangements = {
  wizard: () => import('./wizard/WizardTemplate'),
  wizardx: () => import('./wizard/WizardXTemplate'),
  wizardt: () => import('./wizard/WizardTTemplate'),
  inline: () => import('./inline/InlineTemplate'),
  inlinex: () => import('./inlinex/InlinexTemplate'),
  gateway: () => import('./gateway/GatewayTemplate'),
  overflow: () => import('./overflow/OverflowTemplate'),
  list: () => import('./list/ListTemplate'),
} satisfies Record<TemplateName, () => Promise<{ default: TemplateComponent }>>;

export const templates = Object.fromEntries(
  TEMPLATE_NAMES.map((name) => [name, lazy(templateArrangements[name])]),
) as Record<TemplateName, LazyExoticComponent<TemplateComponent>>;

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
