import type { Translate } from '../model/messages';
import { useEffect, useRef } from 'react';
import type { CustomerProfile } from '../model/contact';
import type { SignInTarget } from '../model/draft';
import { confirmsAfterSignIn, screenAfterSignIn, screenOf, type TemplateDefinition } from '../model/flow';
import { followTarget, targetAfter, type TargetAction } from '../model/signInHandoff';
import type { StepError } from '../model/steps';
import type { BookingStore } from './bookingStore';
import { adoptProfile, completeSignIn, signedOut } from './customerActions';
import { openTargetPopup } from './customerUi';

export interface SignInHandoffInput {
  profile: CustomerProfile | undefined;
  /** The stored booking is back (the storage rule, rules: storage): nothing is continued before. */
  restored: boolean;
  popups: { contact: boolean; noteToDriver: boolean };
  flightsInline: boolean;
  allowGuest: boolean;
  /** The page's words, for the contact's messages. */
  t: Translate;
  showScreen: (index: number) => void;
  /** The template's confirm action (flow.confirm). */
  confirm: () => void;
  /** Shows a contact found invalid on its screen, where its fields are in the page. */
  flag: (screen: number, errors: readonly StepError[]) => void;
}

/**
 * The sign-in hand-off (the sign-in hand-off and locked contact rules, rules: sign-in-handoff, contact-locked): a sign-in (or a profile present on arrival) fills the contact and continues the
 * pending target, by template; a popup saved on the way carries the target chain on; a sign-out clears a locked
 * contact. Returns what the customer step calls when one of its popups is saved.
 */
export function useSignInHandoff(
  definition: TemplateDefinition,
  store: BookingStore,
  input: SignInHandoffInput,
): { onPopupSaved: () => void } {
  const { profile, restored, popups } = input;
  const booking = store.draft;

  /** The sign-in hand-off rule (rules: sign-in-handoff) "confirm booking": the template's confirm action where it has one, else the booking continues by screen. */
  const confirmBooking = () => {
    if (confirmsAfterSignIn(definition)) input.confirm();
    else input.showScreen(screenAfterSignIn(definition, screenOf(definition, booking.step)));
  };
  const applyTarget = (action: TargetAction) => {
    if (action.kind === 'confirm') confirmBooking();
    else openTargetPopup(store, action);
  };

  /** The sign-in hand-off rule (rules: sign-in-handoff): where the booking goes once a sign-in has nothing more to ask. */
  const continueAfterSignIn = (target: SignInTarget) => {
    // The target's popup opens once the sign-in dialog has gone and handed focus back (see onPopupSaved).
    if (definition.signInContinues.kind === 'pendingTarget')
      afterDialogGone(() => applyTarget(followTarget(target, booking, popups)));
    else confirmBooking();
  };
  const completion = {
    flightInline: input.flightsInline,
    allowGuest: input.allowGuest,
    t: input.t,
    onContinue: continueAfterSignIn,
    // The sign-in hand-off rule (rules: sign-in-handoff) "an invalid contact gets the contact section flagged": in the page when its fields are there.
    onContactInvalid: popups.contact
      ? undefined
      : (errors: readonly StepError[]) => input.flag(screenOf(definition, 'customer'), errors),
  };
  const latestCompletion = useRef(completion);
  latestCompletion.current = completion;

  const previousProfile = useRef<CustomerProfile | undefined>(undefined);
  useEffect(() => {
    if (!restored) return;
    const before = previousProfile.current;
    previousProfile.current = profile;
    if (profile && before?.id !== profile.id) {
      if (booking.signInTarget) completeSignIn(store, profile, latestCompletion.current);
      else adoptProfile(store, profile);
    } else if (!profile && before) signedOut(store, before);
    // The profile's identity is what matters; the options are read when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, profile?.id, restored]);

  return {
    onPopupSaved: () => {
      // Read before the popup closes (closing forgets its target). The next popup opens once this one has gone
      // and handed focus back: opened sooner, that focus change counts as a move outside it, which closes it.
      const shown = store.ui.target;
      if (shown) afterDialogGone(() => applyTarget(targetAfter(shown, booking, popups)));
    },
  };
}

/** Runs once a closing dialog has unmounted and its focus trap has returned focus (two frames after the close). */
function afterDialogGone(run: () => void) {
  setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(run)), 0);
}
