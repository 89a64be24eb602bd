import { Button, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { telHref } from '@/config';
import { useTranslator } from '@/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The dialogs rule (rules: modals) "Menu modal": the menu as a panel on narrow screens. Loaded when first opened. */
export default function MobileMenu({
  open,
  onOpenChange,
  links,
  phone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: ReactNode;
  phone: string;
}) {
  const translator = useTranslator();
  const t = translator.t;
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('common.menu.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label={t('common.header.mainNav')} gap="1">
                {links}
                <Link href={telHref(phone)} fontWeight="semibold" display="inline-flex" alignItems="center" minH="10">
                  {t('common.menu.call', { phone: translator.ltr(phone) })}
                </Link>
              </Stack>
              <LanguageSwitcher mt="4" />
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.menu.close')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
