import { Button, Menu, Portal } from '@chakra-ui/react';

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
  return (
    <Menu.Root onSelect={({ value }) => onChoose(value)}>
      <Menu.Trigger asChild>
        <Button variant="outline" aria-label={`Account menu for ${name}`}>
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
            <Menu.Item value="signout">Sign out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
