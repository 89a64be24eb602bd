import type { TemplateDefinition } from '@/features/booking';
import type { TemplateName } from './contract';
import { gateway } from './gateway/definition';
import { inline } from './inline/definition';
import { inlinex } from './inlinex/definition';
import { list } from './list/definition';
import { overflow } from './overflow/definition';
import { wizard, wizardt, wizardx } from './wizard/definitions';

/**
 * Every template's definition by its configured name. `satisfies` makes a name of TEMPLATE_NAMES without a
 * definition a compile error. A separate module from the registry: the booking page needs only the lazy
 * arrangements, so it does not carry this data; the booking frame reads it (the hand-over flag) and tests walk it.
 */
export const templateDefinitions = {
  wizard,
  wizardx,
  wizardt,
  inline,
  inlinex,
  gateway,
  overflow,
  list,
} satisfies Record<TemplateName, TemplateDefinition>;

/** The definition of a configured template; an unknown name is the wizard, as the registry shows it. */
export function definitionOf(name: string | undefined): TemplateDefinition {
  return templateDefinitions[name as TemplateName] ?? wizard;
}
