import { AddressBookView, RequireProfile } from '@/features/account';
import type { PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

export function AddressBookPage({ page }: { page: PageDefinition }) {
  return (
    <PageFrame title={page.title} intro="Your home, work and other saved places, offered when you type a journey.">
      <RequireProfile>{(profile) => <AddressBookView profile={profile} />}</RequireProfile>
    </PageFrame>
  );
}
