import { ChangePasswordForm, RequireProfile } from '@/features/account';
import type { PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

export function ChangePasswordPage({ page }: { page: PageDefinition }) {
  return (
    <PageFrame title={page.title}>
      <RequireProfile>{(profile) => <ChangePasswordForm customerId={profile.id} />}</RequireProfile>
    </PageFrame>
  );
}
