import { useSearchParams } from 'react-router-dom';
import { ConfirmPasswordView } from '@/features/account';
import { useT } from '@/i18n';
import { pageNameId, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/**
 * confirmpassword?id=&code= (issue 15): the link mailed to a customer whose account a booker opened when booking for
 * them; they choose their password here and then sign in.
 */
export function ConfirmPasswordPage({ page }: { page: PageDefinition }) {
  const t = useT();
  const title = t(pageNameId(page.id));
  const [params] = useSearchParams();
  const id = params.get('id');
  const code = params.get('code');
  if (!id || !code) {
    return <PageFrame title={title} intro={t('account.password.openWelcomeLink')} />;
  }
  return (
    <PageFrame title={title}>
      <ConfirmPasswordView id={id} code={code} />
    </PageFrame>
  );
}
