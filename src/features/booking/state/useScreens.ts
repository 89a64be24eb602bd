import { useEffect, useRef, type RefObject } from 'react';
import { firstStepOf, screenOf, type StepName, type TemplateDefinition } from '../model/flow';
import { goToStep } from './actions';
import type { BookingStore } from './bookingStore';
import { useHandlers } from './useHandlers';

export interface Screens {
  /** The screen on show, its index and how many there are. */
  screen: TemplateDefinition['screens'][number];
  screenIndex: number;
  screenCount: number;
  isFirstScreen: boolean;
  isLastScreen: boolean;
  /** Whether the screen on show holds a step. */
  shows: (step: StepName) => boolean;
  /** Shows a screen; `withErrors` when it is shown for the errors its summary now lists (focus stays with them). */
  showScreen: (index: number, options?: { withErrors?: boolean }) => void;
  /** Back one screen or to the given one, after the registered back handlers ran (the wizard steps rule (rules: wizard-steps) "Back clears the CVC"). */
  back: (toScreen?: number) => void;
  registerBackHandler: (clear: () => void) => () => void;
  /** Give these to the screen's section and its progress indicator: focus and the view follow a screen change. */
  sectionRef: RefObject<HTMLElement | null>;
  progressRef: RefObject<HTMLDivElement | null>;
}

/**
 * Which screen of a template is on show (the booking stores the step the customer is at, never a screen number),
 * moving between screens, and focus and scroll when the screen changes.
 */
export function useScreens(
  definition: TemplateDefinition,
  store: BookingStore,
  step: StepName,
  restored: boolean,
): Screens {
  const screenCount = definition.screens.length;
  const screenIndex = screenOf(definition, step);
  const screen = definition.screens[screenIndex];
  const backHandlers = useHandlers();
  const sectionRef = useRef<HTMLElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const shownScreen = useRef(-1);
  const arrivingWithErrors = useRef(-1);

  // A new screen brings its panel into view and moves focus to it, so keyboard and screen-reader users land on
  // what changed (not on the first render or the restore).
  useEffect(() => {
    const withErrors = arrivingWithErrors.current === screenIndex;
    arrivingWithErrors.current = -1;
    if (!restored) return;
    // A screen reached with errors (the journey sent back from a later screen) leaves focus, and the view, on its
    // error summary, which took them as it appeared.
    if (shownScreen.current >= 0 && shownScreen.current !== screenIndex && !withErrors) {
      // The view starts at the progress indicator, which says where the customer now is; its scroll margin keeps
      // it clear of the sticky header.
      progressRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      sectionRef.current?.focus({ preventScroll: true });
    }
    shownScreen.current = screenIndex;
  }, [screenIndex, restored]);

  const showScreen: Screens['showScreen'] = (index, options) => {
    if (options?.withErrors) arrivingWithErrors.current = index;
    goToStep(store, firstStepOf(definition, index));
  };

  return {
    screen,
    screenIndex,
    screenCount,
    isFirstScreen: screenIndex === 0,
    isLastScreen: screenIndex === screenCount - 1,
    shows: (shown) => screen.steps.includes(shown),
    showScreen,
    back: (toScreen = screenIndex - 1) => {
      backHandlers.run();
      showScreen(Math.max(0, toScreen));
    },
    registerBackHandler: backHandlers.register,
    sectionRef,
    progressRef,
  };
}
