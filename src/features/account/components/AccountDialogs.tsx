import { SignInDialog } from './SignInDialog';

/** The account feature's dialogs, mounted once by the shell. */
export function AccountDialogs({ showSignUpFirst, onSignedUp }: { showSignUpFirst: boolean; onSignedUp: () => void }) {
  return <SignInDialog showSignUpFirst={showSignUpFirst} onSignedUp={onSignedUp} />;
}
