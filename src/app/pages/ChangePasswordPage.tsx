import { ChangePasswordForm, RequireProfile } from '@/features/account';
import { useT } from '@/i18n';
import { pageNameId, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

export function ChangePasswordPage({ page }: { page: PageDefinition }) {
  const t = useT();
  return (
    <PageFrame title={t(pageNameId(page.id))}>
      <RequireProfile>{(profile) => <ChangePasswordForm customerId={profile.id} />}</RequireProfile>
    </PageFrame>
  );
}
