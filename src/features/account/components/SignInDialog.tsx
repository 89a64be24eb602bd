import { CloseButton, Dialog, Portal, Tabs } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNamespaces, useT } from '@/i18n';
import { closeSignIn, signInDialogGone, useAccountUi, type SignInTab } from '../state/ui';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm, SignUpForm } from './SignInForms';

export interface SignInDialogProps {
  showSignUpFirst: boolean;
  /** The shell rule (rules: shell): after a sign-up with no pending navigation the user goes to the dashboard. */
  onSignedUp: () => void;
}

/**
 * After a sign-in the button that opened the dialog is gone (the header shows the account menu instead), so
 * focus would fall to the page's body: once the dialog has gone, it goes to the main content instead, where
 * keyboard users carry on.
 */
function focusMainIfLost() {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) document.getElementById('main')?.focus();
}

/** The dialogs rule (rules: modals): tabs SIGN IN and SIGN UP, ordered by ShowSignupFirst; the forgot-password view is 500 wide (9). */
export function SignInDialog({ showSignUpFirst, onSignedUp }: SignInDialogProps) {
  // Mounted by the shell on every page: the account words load with the dialog, not with each page.
  useNamespaces(['account']);
  const t = useT();
  const ui = useAccountUi();
  const tabs: SignInTab[] = showSignUpFirst ? ['signup', 'signin'] : ['signin', 'signup'];
  const [tab, setTab] = useState<SignInTab>(ui.signIn.tab ?? tabs[0]);
  const requestedTab = ui.signIn.open ? (ui.signIn.tab ?? tabs[0]) : undefined;
  // The dialog stays mounted between openings; each opening shows the tab it asked for.
  useEffect(() => {
    if (requestedTab) setTab(requestedTab);
  }, [requestedTab]);
  const forgot = Boolean(ui.signIn.forgotPassword);
  // With a pending booking target the booking feature continues by itself (the sign-in rule, rules: sign-in); otherwise sign-up goes to the dashboard.
  const continueBooking = Boolean(ui.signIn.continueBooking);
  const afterSignUp = () => {
    if (!continueBooking) onSignedUp();
  };
  const title = t(
    forgot
      ? 'account.signIn.forgotTitle'
      : tab === 'signin'
        ? 'account.signIn.signInTitle'
        : 'account.signIn.signUpTitle',
  );
  // Switching between sign-in and forgot password replaces the view, and with it the control just pressed: focus
  // goes to the dialog's title, which names the new view. Not to a field: leaving an untouched field would flag it
  // as required and shift the buttons under the pointer.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownForgot = useRef(forgot);
  useEffect(() => {
    if (shownForgot.current === forgot) return;
    shownForgot.current = forgot;
    if (ui.signIn.open) heading.current?.focus();
  });
  return (
    <Dialog.Root
      open={ui.signIn.open}
      onOpenChange={(e) => !e.open && closeSignIn()}
      size="md"
      placement="center"
      // The page behind scrolls, not the dialog's body: the sign-up form is taller than a laptop's screen allows a
      // dialog, and scrolling inside left SIGN UP cut off at the dialog's bottom edge until scrolled.
      scrollBehavior="outside"
      onExitComplete={() => {
        focusMainIfLost();
        signInDialogGone();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={forgot ? '500px' : undefined}>
            <Dialog.Header>
              <Dialog.Title ref={heading} tabIndex={-1} outline="none">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {forgot ? (
                <ForgotPasswordForm />
              ) : (
                <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as SignInTab)} variant="line" fitted>
                  <Tabs.List>
                    {tabs.map((name) => (
                      <Tabs.Trigger key={name} value={name}>
                        {t(name === 'signin' ? 'account.signIn.signInUpper' : 'account.signIn.signUpUpper')}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  <Tabs.Content value="signin">
                    <SignInForm />
                  </Tabs.Content>
                  <Tabs.Content value="signup">
                    <SignUpForm onSignedUp={afterSignUp} />
                  </Tabs.Content>
                </Tabs.Root>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('design.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
