import { Box, Circle, Flex, Text } from '@chakra-ui/react';

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

/** The wizard's progress: an ordered list with the current step marked by aria-current="step". */
export function Stepper({ steps, current, completed, onStepSelect, label = 'Progress' }: StepperProps) {
  const isCompleted = (index: number) => (completed ? completed.includes(index) : index < current);
  return (
    <Box as="nav" aria-label={label}>
      <Flex as="ol" listStyleType="none" gap={{ base: '2', md: '4' }} p="0" m="0" wrap="wrap">
        {steps.map((step, index) => {
          const state = index === current ? 'current' : isCompleted(index) ? 'complete' : 'upcoming';
          const clickable = Boolean(onStepSelect) && state === 'complete';
          const content = (
            <>
              <Circle
                size="8"
                borderWidth="2px"
                borderColor={state === 'upcoming' ? 'border.emphasized' : 'colorPalette.solid'}
                bg={state === 'upcoming' ? 'bg' : 'colorPalette.solid'}
                color={state === 'upcoming' ? 'fg.muted' : 'colorPalette.contrast'}
                fontWeight="bold"
                aria-hidden="true"
              >
                {state === 'complete' ? '✓' : index + 1}
              </Circle>
              <Text
                fontWeight={state === 'current' ? 'bold' : 'medium'}
                color={state === 'upcoming' ? 'fg.muted' : 'fg'}
              >
                {step.title}
                {state === 'complete' ? (
                  <Box as="span" srOnly>
                    {' (completed)'}
                  </Box>
                ) : null}
              </Text>
            </>
          );
          return (
            <Flex
              as="li"
              key={step.title}
              align="center"
              gap="2"
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              {clickable ? (
                <Flex
                  as="button"
                  align="center"
                  gap="2"
                  cursor="pointer"
                  borderRadius="l2"
                  focusRing="outside"
                  onClick={() => onStepSelect?.(index)}
                >
                  {content}
                </Flex>
              ) : (
                content
              )}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
