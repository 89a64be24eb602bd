import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { openForgotPassword, openSignIn, ResetPasswordForm } from '@/features/account';
import type { PageDefinition } from '../model/routes';
import { useRouteParam } from './useRouteParam';
import { PageFrame } from './PageFrame';

/** resetpassword/{id}/{code}: the link from the reset e-mail; then the customer signs in with the new password. */
export function ResetPasswordPage({ page }: { page: PageDefinition }) {
  const id = useRouteParam('id');
  const linkCode = useRouteParam('code');
  const [saved, setSaved] = useState(false);
  if (!id || !linkCode) {
    return (
      <PageFrame title={page.title} intro="Open the link from the password reset e-mail to choose a new password.">
        <Button alignSelf="flex-start" onClick={openForgotPassword}>
          Send me a reset link
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={page.title} intro={saved ? undefined : 'Choose a new password of 6 to 20 characters.'}>
      <ResetPasswordForm id={id} code={linkCode} onSaved={() => setSaved(true)} />
      {saved ? (
        <>
          <Text>You can now sign in with your new password.</Text>
          <Button alignSelf="flex-start" onClick={() => openSignIn('signin')}>
            Sign In
          </Button>
        </>
      ) : null}
    </PageFrame>
  );
}
