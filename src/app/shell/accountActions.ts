import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionEnded } from '@/api';
import { dialogs } from '@/design-system';
import { clearProfile, confirmSession, openSignIn, restoreProfile, signOutEverywhere } from '@/features/account';
import { useT } from '@/i18n';
import type { CustomerProfile } from '@/shared';
import { signOutGoesHome } from '../model/routes';

export function useSignIn(): () => void {
  return useCallback(() => openSignIn(), []);
}

/**
 * The quote lifecycle and locked contact rules (rules: quote-lifecycle, contact-locked): whoever signed out, their things leave the booking too (locked contact, promo, payment
 * attempt), wherever the booking is (on screen or waiting in storage). The booking feature loads on demand.
 */
function forgetInBooking(previous: CustomerProfile | undefined): void {
  if (!previous) return;
  void import('@/features/booking').then((booking) => booking.forgetSignedOutCustomer(previous));
}

/** The sign-in rule (rules: sign-in): sign-out asks "Do you want to sign out?" titled "Please Confirm"; the menus rule (rules: menus): from user pages it goes home. */
export function useSignOut(): (pathname: string) => Promise<void> {
  const navigate = useNavigate();
  const t = useT();
  return useCallback(
    async (pathname: string) => {
      const confirmed = await dialogs.confirm({
        title: t('common.signOut.title'),
        content: t('common.signOut.question'),
      });
      if (!confirmed) return;
      // The menus rule (rules: menus): from a user page the user goes home; the server session ends too (its cookie is HttpOnly).
      const goHome = signOutGoesHome(pathname);
      forgetInBooking(await signOutEverywhere());
      if (goHome) navigate('/');
    },
    [navigate, t],
  );
}

/**
 * The stored profile at start-up (the storage rule, rules: storage), checked against the server; and whenever the server answers 401 (its
 * session ended: expired, signed out elsewhere, password reset) the customer is signed out here as well, so the
 * page never offers a signed-in state that every call would refuse.
 */
export function useAccountSession(): void {
  useEffect(() => {
    const stop = onSessionEnded(() => forgetInBooking(clearProfile()));
    restoreProfile();
    void confirmSession();
    return stop;
  }, []);
}
