import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isBooker, menuName, useProfile } from '@/features/account';
import { useT } from '@/i18n';
import { pageHref } from '../model/routes';
import { useSignIn, useSignOut } from './accountActions';

/** The menus rule (rules: menus): signed out shows Sign In; signed in shows the first name with Dashboard, My Bookings, My Places and Sign out. */
const SignedInMenu = lazy(() => import('./SignedInMenu'));

export function AccountMenu() {
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const t = useT();

  if (!profile) {
    return <Button onClick={() => signIn()}>{t('common.account.signIn')}</Button>;
  }

  const items = [
    { value: 'dashboard', label: t('common.account.dashboard'), href: pageHref('dashboard') },
    { value: 'mybooking', label: t('common.account.myBookings'), href: pageHref('bookinghistory') },
    { value: 'myplace', label: t('common.account.myPlaces'), href: pageHref('addressbook') },
    { value: 'myaccount', label: t('common.account.myAccount'), href: pageHref('profile') },
    ...(isBooker(profile)
      ? [
          { value: 'invoice', label: t('common.account.invoices'), href: pageHref('invoice') },
          { value: 'commission', label: t('common.account.commission'), href: pageHref('commission') },
        ]
      : []),
  ];

  return (
    <Suspense
      fallback={
        <Button variant="outline" disabled>
          {menuName(profile)}
        </Button>
      }
    >
      <SignedInMenu
        name={menuName(profile)}
        items={items}
        onChoose={(value) => {
          if (value === 'signout') void signOut(location.pathname);
          else {
            const item = items.find((i) => i.value === value);
            if (item) navigate(item.href);
          }
        }}
      />
    </Suspense>
  );
}
