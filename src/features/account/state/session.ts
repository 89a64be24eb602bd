import { proxy, useSnapshot } from 'valtio';
import { createStore } from '@/adapters/storage';
import { signOut as endServerSession } from '@/api';
import { isProfile, type Profile } from '../model/profile';

/**
 * Spec 4.11: "The profile is kept in local storage if remembered, otherwise in session storage."
 * Both stores are read at start-up; whichever holds a profile wins (local first, as it outlives the tab).
 */
const remembered = createStore<Profile>({ key: 'profile', version: 1, area: 'local', validate: isProfile });
const forTab = createStore<Profile>({ key: 'profile', version: 1, area: 'session', validate: isProfile });

export const session = proxy<{ profile: Profile | undefined; restored: boolean }>({ profile: undefined, restored: false });

export function restoreProfile(): void {
  session.profile = remembered.load() ?? forTab.load();
  session.restored = true;
}

export function storeProfile(profile: Profile, remember: boolean): void {
  session.profile = profile;
  (remember ? remembered : forTab).save(profile);
  (remember ? forTab : remembered).clear();
}

/** Replaces the stored profile after an update, keeping it where it was (remembered or for this tab). */
export function refreshProfile(profile: Profile): void {
  storeProfile(profile, remembered.load() !== undefined);
}

export function clearProfile(): void {
  session.profile = undefined;
  remembered.clear();
  forTab.clear();
}

/**
 * Signs out here and on the server. The profile is cleared first, so the page never shows a signed-in
 * state for an ended session, even when the server cannot be reached (its cookie then expires on its own).
 */
export async function signOutEverywhere(): Promise<void> {
  clearProfile();
  await endServerSession().catch(() => undefined);
}

export function useProfile(): Profile | undefined {
  return useSnapshot(session).profile as Profile | undefined;
}

/** Whether the stored profile has been read yet: user pages wait for it instead of flashing a sign-in prompt. */
export function useProfileRestored(): boolean {
  return useSnapshot(session).restored;
}
