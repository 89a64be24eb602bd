import { Button, Menu, Portal } from '@chakra-ui/react';
import { useT } from '@/i18n';

export interface MenuItemLink {
  value: string;
  label: string;
  href: string;
}

/** The signed-in menu (the menus rule, rules: menus), loaded only once someone is signed in. */
export default function SignedInMenu({
  name,
  items,
  onChoose,
}: {
  name: string;
  items: MenuItemLink[];
  onChoose: (value: string) => void;
}) {
  const t = useT();
  return (
    <Menu.Root onSelect={({ value }) => onChoose(value)}>
      <Menu.Trigger asChild>
        <Button variant="outline" aria-label={t('common.account.menuFor', { name })}>
          {name}
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
            <Menu.Item value="signout">{t('common.account.signOut')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
