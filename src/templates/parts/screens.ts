import type { StepperStep } from '@/design-system';
import type { TemplateDefinition } from '@/features/booking';
import { useT, type MessageId } from '@/i18n';

type ScreenTitleId = Extract<MessageId, `templates.screen.${string}`>;

/**
 * A screen's title in a template's definition: the id of its message, so the step indicator and the screen's name
 * speak the page's language (definitions are data, read before any page's language is known).
 */
export const screenTitle = (id: ScreenTitleId): string => id;

/** The definition's screens as the step indicator shows them: each title in the page's language. */
export function useScreenSteps(definition: TemplateDefinition): StepperStep[] {
  const t = useT();
  return definition.screens.map((screen) => ({ ...screen, title: t(screen.title as ScreenTitleId) }));
}
