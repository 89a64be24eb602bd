import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ProfileView, RequireProfile } from '@/features/account';
import { pageHref, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

export function ProfilePage({ page }: { page: PageDefinition }) {
  return (
    <PageFrame title={page.title}>
      <RequireProfile>{(profile) => <ProfileView profile={profile} />}</RequireProfile>
      <Link asChild color="colorPalette.fg">
        <RouterLink to={pageHref('addressbook')}>My Places</RouterLink>
      </Link>
    </PageFrame>
  );
}
