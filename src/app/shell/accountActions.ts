import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { dialogs } from '@/design-system';
import { openSignIn, signOutEverywhere } from '@/features/account';
import { signOutGoesHome } from '../model/routes';

export function useSignIn(): () => void {
  return useCallback(() => openSignIn(), []);
}

/** Spec 4.7: sign-out asks "Do you want to sign out?" titled "Please Confirm"; spec 2.3: from user pages it goes home. */
export function useSignOut(): (pathname: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (pathname: string) => {
      const confirmed = await dialogs.confirm({ title: 'Please Confirm', content: 'Do you want to sign out?' });
      if (!confirmed) return;
      // Spec 2.3: from a user page the user goes home; the server session ends too (its cookie is HttpOnly).
      const goHome = signOutGoesHome(pathname);
      await signOutEverywhere();
      if (goHome) navigate('/');
    },
    [navigate],
  );
}
