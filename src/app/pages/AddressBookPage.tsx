import { AddressBookView, RequireProfile } from '@/features/account';
import { useT } from '@/i18n';
import { pageNameId, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

export function AddressBookPage({ page }: { page: PageDefinition }) {
  const t = useT();
  return (
    <PageFrame title={t(pageNameId(page.id))} intro={t('account.places.intro')}>
      <RequireProfile>{(profile) => <AddressBookView profile={profile} />}</RequireProfile>
    </PageFrame>
  );
}
