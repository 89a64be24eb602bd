import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ProfileView, RequireProfile } from '@/features/account';
import { useT } from '@/i18n';
import { pageHref, pageNameId, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

export function ProfilePage({ page }: { page: PageDefinition }) {
  const t = useT();
  return (
    <PageFrame title={t(pageNameId(page.id))}>
      <RequireProfile>{(profile) => <ProfileView profile={profile} />}</RequireProfile>
      <Link asChild color="colorPalette.fg">
        <RouterLink to={pageHref('addressbook')}>{t('account.profile.myPlaces')}</RouterLink>
      </Link>
    </PageFrame>
  );
}
