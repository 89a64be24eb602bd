import type { ComponentType } from 'react';
import type { TemplateName } from '@/api';

/**
 * What every template agrees to: the names an operator can configure (the wizard layout rule, rules: wizard-layout) and the props a template takes.
 * Templates and the registry both import this module and never each other, so the registry can lazy-load a
 * template without the template importing the registry back (a cycle, even for types).
 */
export type { TemplateName };

export interface TemplateProps {
  /** Lite-booking and quick-booking pages show the booking panels alone. */
  compact?: boolean;
}

/** A template's default export: an arrangement of feature panels. */
export type TemplateComponent = ComponentType<TemplateProps>;
