import { proxy, snapshot, subscribe } from 'valtio';
import { createStore } from '@/adapters/storage';
import { getProfile, interpretResult, signOut as endServerSession } from '@/api';
import { useBrowserValue, type CustomerProfile } from '@/shared';
import { isProfile, profileFromWire } from '../model/profile';

/**
 * The storage rule (rules: storage): "The profile is kept in local storage if remembered, otherwise in session storage."
 * Both stores are read at start-up; whichever holds a profile wins (local first, as it outlives the tab).
 */
const remembered = createStore<CustomerProfile>({ key: 'profile', version: 1, area: 'local', validate: isProfile });
const forTab = createStore<CustomerProfile>({ key: 'profile', version: 1, area: 'session', validate: isProfile });

export const session = proxy<{ profile: CustomerProfile | undefined; restored: boolean }>({
  profile: undefined,
  restored: false,
});

/** The profile this browser keeps, if any, without touching the session. */
export function storedProfile(): CustomerProfile | undefined {
  return remembered.load() ?? forTab.load();
}

export function restoreProfile(): void {
  session.profile = storedProfile();
  session.restored = true;
}

export function storeProfile(profile: CustomerProfile, remember: boolean): void {
  session.profile = profile;
  (remember ? remembered : forTab).save(profile);
  (remember ? forTab : remembered).clear();
}

/** Replaces the stored profile after an update, keeping it where it was (remembered or for this tab). */
export function refreshProfile(profile: CustomerProfile): void {
  storeProfile(profile, remembered.load() !== undefined);
}

/** Forgets the profile here (both stores) and returns the one that was signed in, if any. */
export function clearProfile(): CustomerProfile | undefined {
  const previous = session.profile;
  session.profile = undefined;
  remembered.clear();
  forTab.clear();
  return previous;
}

/**
 * Signs out here and on the server. The profile is cleared first, so the page never shows a signed-in
 * state for an ended session, even when the server cannot be reached (its cookie then expires on its own).
 * Returns the profile that was signed in, for whoever must forget that customer's things (the booking).
 */
export async function signOutEverywhere(): Promise<CustomerProfile | undefined> {
  const previous = clearProfile();
  await endServerSession().catch(() => undefined);
  return previous;
}

/**
 * A stored profile only says someone signed in here once; the server's session may have ended since (expired,
 * signed out elsewhere, password reset). Asks the server: its answer refreshes the profile; a 401 reaches the
 * app's session-ended handler (onSessionEnded in @/api), which signs the customer out here. Other failures
 * (offline) leave the profile as it is.
 */
export async function confirmSession(): Promise<void> {
  const stored = session.profile;
  if (!stored) return;
  try {
    const answer = await getProfile();
    const profile = interpretResult(answer).ok ? profileFromWire(answer) : undefined;
    if (profile && session.profile?.id === profile.id) refreshProfile({ ...session.profile, ...profile });
  } catch {
    // A 401 is handled where every call's 401 is; anything else is no news about the session.
  }
}

const subscribeToSession = (onChange: () => void) => subscribe(session, onChange);

/** The signed-in profile; none while a server-rendered page hydrates, as the server knows no one. */
export function useProfile(): CustomerProfile | undefined {
  return useBrowserValue(subscribeToSession, () => snapshot(session).profile as CustomerProfile | undefined, undefined);
}

/** Whether the stored profile has been read yet: user pages wait for it instead of flashing a sign-in prompt. */
export function useProfileRestored(): boolean {
  return useBrowserValue(subscribeToSession, () => snapshot(session).restored, false);
}
