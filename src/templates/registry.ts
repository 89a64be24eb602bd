import { lazy, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { chosenTemplate } from '@/api/wire/templates';
import type { TemplateComponent, TemplateName } from './contract';

/**
 * The wizard layout rule (rules: wizard-layout): the operator chooses a layout template by configuration. Each template is its own chunk, loaded with
 * `import()` only when the page shows it, so an operator's page carries the code of its own template alone.
 * `satisfies` makes a name of TEMPLATE_NAMES without an arrangement a compile error (and a name that is not in
 * the list one too), so the list and the registry cannot drift.
 */
export const templates = {
  wizard: lazy(() => import(/* webpackChunkName: "template-wizard" */ './wizard/WizardTemplate')),
  wizardx: lazy(() => import(/* webpackChunkName: "template-wizardx" */ './wizard/WizardXTemplate')),
  wizardt: lazy(() => import(/* webpackChunkName: "template-wizardt" */ './wizard/WizardTTemplate')),
  inline: lazy(() => import(/* webpackChunkName: "template-inline" */ './inline/InlineTemplate')),
  inlinex: lazy(() => import(/* webpackChunkName: "template-inlinex" */ './inlinex/InlinexTemplate')),
  gateway: lazy(() => import(/* webpackChunkName: "template-gateway" */ './gateway/GatewayTemplate')),
  overflow: lazy(() => import(/* webpackChunkName: "template-overflow" */ './overflow/OverflowTemplate')),
  list: lazy(() => import(/* webpackChunkName: "template-list" */ './list/ListTemplate')),
} satisfies Record<TemplateName, LazyExoticComponent<TemplateComponent>>;

export function templateFor(name: string | undefined): LazyExoticComponent<TemplateComponent> {
  return templates[name as TemplateName] ?? templates.wizard;
}

/**
 * The template component for the booking page: the preview named by `?template=` when the operator enables it,
 * else the configured one. The server renders the same choice (server/routes/spa.ts), so hydration starts from it.
 */
export function useTemplate(config: {
  template: TemplateName;
  enabledTemplates: readonly TemplateName[];
}): LazyExoticComponent<TemplateComponent> {
  const { search } = useLocation();
  return templateFor(chosenTemplate(config.template, config.enabledTemplates, search));
}

export { chosenTemplate, TEMPLATE_PREVIEW_PARAM } from '@/api/wire/templates';
