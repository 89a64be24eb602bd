import { Button, Menu, Portal } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isBooker, menuName, useProfile } from '@/features/account';
import { pageHref } from '../model/routes';
import { useSignIn, useSignOut } from './accountActions';

/** Spec 2.3: signed out shows Sign In; signed in shows the first name with Dashboard, My Bookings, My Places and Sign out. */
export function AccountMenu() {
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const signOut = useSignOut();

  if (!profile) {
    return (
      <Button colorPalette="brand" onClick={() => signIn()}>
        Sign In
      </Button>
    );
  }

  const items = [
    { value: 'dashboard', label: 'Dashboard', href: pageHref('dashboard') },
    { value: 'mybooking', label: 'My Bookings', href: pageHref('bookinghistory') },
    { value: 'myplace', label: 'My Places', href: pageHref('addressbook') },
    { value: 'myaccount', label: 'My Account', href: pageHref('profile') },
    ...(isBooker(profile)
      ? [
          { value: 'invoice', label: 'Invoices', href: pageHref('invoice') },
          { value: 'commission', label: 'Commission Statement', href: pageHref('commission') },
        ]
      : []),
  ];

  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'signout') void signOut(location.pathname);
        else {
          const item = items.find((i) => i.value === value);
          if (item) navigate(item.href);
        }
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="brand" aria-label={`Account menu for ${menuName(profile)}`}>
          {menuName(profile)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value}>
                {item.label}
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="signout">Sign out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
