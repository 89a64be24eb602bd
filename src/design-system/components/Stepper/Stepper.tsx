import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useT } from '@/i18n';

export interface StepperStep {
  title: string;
}

export interface StepperProps {
  steps: StepperStep[];
  /** Zero-based index of the current step. */
  current: number;
  /** Indexes already completed; by default every step before the current one. */
  completed?: number[];
  /** Makes completed steps clickable (e.g. to go back in a wizard). */
  onStepSelect?: (index: number) => void;
  label?: string;
}

/**
 * The wizard's progress: an ordered list with the current step marked by aria-current="step". Its look is the
 * theme's `stepper` slot recipe; on a phone only the current step shows its title (the others keep theirs for
 * screen readers), so the indicator stays on one line.
 */
export function Stepper({ steps, current, completed, onStepSelect, label }: StepperProps) {
  const t = useT();
  const isCompleted = (index: number) => (completed ? completed.includes(index) : index < current);
  const styles = useSlotRecipe({ key: 'stepper' })();
  return (
    <Box as="nav" aria-label={label ?? t('design.stepper.progress')} css={styles.root} data-testid="stepper">
      <Box as="ol" css={styles.list}>
        {steps.map((step, index) => {
          const state = index === current ? 'current' : isCompleted(index) ? 'complete' : 'upcoming';
          const clickable = Boolean(onStepSelect) && state === 'complete';
          const content = (
            <>
              <Box as="span" css={styles.indicator} data-state={state} aria-hidden="true">
                {state === 'complete' ? '✓' : index + 1}
              </Box>
              <Box as="span" css={styles.title} data-state={state}>
                {step.title}
                {state === 'complete' ? (
                  <Box as="span" srOnly>
                    {` ${t('design.stepper.completed')}`}
                  </Box>
                ) : null}
              </Box>
            </>
          );
          return (
            <Box
              as="li"
              key={step.title}
              css={styles.item}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              {clickable ? (
                <chakra.button type="button" css={styles.trigger} onClick={() => onStepSelect?.(index)}>
                  {content}
                </chakra.button>
              ) : (
                content
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
