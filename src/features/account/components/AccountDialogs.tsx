import { lazy } from 'react';
import { Deferred } from '@/design-system';
import { useAccountUi } from '../state/ui';

const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

/** The account feature's dialogs, mounted once by the shell and loaded when first opened. */
export function AccountDialogs({ showSignUpFirst, onSignedUp }: { showSignUpFirst: boolean; onSignedUp: () => void }) {
  const ui = useAccountUi();
  return (
    <Deferred wanted={ui.signIn.open}>
      <SignInDialog showSignUpFirst={showSignUpFirst} onSignedUp={onSignedUp} />
    </Deferred>
  );
}
