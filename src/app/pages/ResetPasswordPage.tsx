import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { openForgotPassword, openSignIn, ResetPasswordForm } from '@/features/account';
import { useT } from '@/i18n';
import { pageNameId, type PageDefinition } from '../model/routes';
import { useRouteParam } from './useRouteParam';
import { PageFrame } from './PageFrame';

/** resetpassword/{id}/{code}: the link from the reset e-mail; then the customer signs in with the new password. */
export function ResetPasswordPage({ page }: { page: PageDefinition }) {
  const t = useT();
  const title = t(pageNameId(page.id));
  const id = useRouteParam('id');
  const linkCode = useRouteParam('code');
  const [saved, setSaved] = useState(false);
  if (!id || !linkCode) {
    return (
      <PageFrame title={title} intro={t('account.password.openResetLink')}>
        <Button alignSelf="flex-start" onClick={openForgotPassword}>
          {t('account.password.sendResetLink')}
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} intro={saved ? undefined : t('account.password.chooseNew')}>
      <ResetPasswordForm id={id} code={linkCode} onSaved={() => setSaved(true)} />
      {saved ? (
        <>
          <Text>{t('account.password.canSignIn')}</Text>
          <Button alignSelf="flex-start" onClick={() => openSignIn('signin')}>
            {t('account.password.signIn')}
          </Button>
        </>
      ) : null}
    </PageFrame>
  );
}
