import { lazy, type LazyExoticComponent } from 'react';
import type { TemplateComponent, TemplateName } from './contract';

/**
 * Spec 2.4: the operator chooses a layout template by configuration. Each template is its own chunk.
 * Until the other layouts land, every name renders the standard wizard, so a configured name never breaks the page.
 */
const wizard = lazy(() => import('./wizard/WizardTemplate'));

export const templates: Record<TemplateName, LazyExoticComponent<TemplateComponent>> = {
  wizard,
  wizardx: wizard,
  wizardt: wizard,
  inline: wizard,
  inlinex: wizard,
  gateway: wizard,
  overflow: wizard,
  list: wizard,
};

export function templateFor(name: string | undefined): LazyExoticComponent<TemplateComponent> {
  return templates[name as TemplateName] ?? wizard;
}
