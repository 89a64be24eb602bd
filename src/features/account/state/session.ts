import { proxy, useSnapshot } from 'valtio';
import { createStore } from '@/adapters/storage';
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

export function clearProfile(): void {
  session.profile = undefined;
  remembered.clear();
  forTab.clear();
}

export function useProfile(): Profile | undefined {
  return useSnapshot(session).profile as Profile | undefined;
}
