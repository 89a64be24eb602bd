import { useSearchParams } from 'react-router-dom';
import { ConfirmPasswordView } from '@/features/account';
import type { PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/**
 * confirmpassword?id=&code= (issue 15): the link mailed to a customer whose account a booker opened when booking for
 * them; they choose their password here and then sign in.
 */
export function ConfirmPasswordPage({ page }: { page: PageDefinition }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const code = params.get('code');
  if (!id || !code) {
    return (
      <PageFrame
        title={page.title}
        intro="Open the link from the e-mail we sent you when your account was opened to choose your password."
      />
    );
  }
  return (
    <PageFrame title={page.title}>
      <ConfirmPasswordView id={id} code={code} />
    </PageFrame>
  );
}
