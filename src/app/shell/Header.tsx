import { Box, Container, Flex, HStack, IconButton, Image, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Deferred } from '@/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { lazy, useState } from 'react';
import { menuAnchors, type MenuAnchorId } from '../model/routes';
import { useAnchorNavigation } from './useAnchorNavigation';
import { AccountMenu } from './AccountMenu';
import { telHref, useConfig } from '@/config';
import { useT } from '@/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

const MobileMenu = lazy(() => import('./MobileMenu'));

/** The header shows the logo 40 px high (size token 10); its width follows the configured aspect ratio. */
const LOGO_HEIGHT_PX = 40;
function logoWidthPx(aspectRatio: number | undefined): number {
  return Math.round(LOGO_HEIGHT_PX * (aspectRatio && aspectRatio > 0 ? aspectRatio : 1));
}

export function Header({ showMenu }: { showMenu: boolean }) {
  const config = useConfig();
  const t = useT();
  const goToAnchor = useAnchorNavigation();
  const [menuOpen, setMenuOpen] = useState(false);

  const anchorLinks = (onChoose?: () => void) =>
    menuAnchors.map((anchor) => (
      <Link
        key={anchor.id}
        href={`/#${anchor.id}`}
        fontWeight="medium"
        color="fg"
        // A touch target of 40 px, well over WCAG 2.5.8's 24.
        display="inline-flex"
        alignItems="center"
        minH="10"
        onClick={(event) => {
          event.preventDefault();
          onChoose?.();
          goToAnchor(anchor.id as MenuAnchorId);
        }}
      >
        {t(anchor.label)}
      </Link>
    ));

  return (
    <Box
      as="header"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="7xl">
        {/* The bar's height is a token, so scroll margins below the sticky header are derived from it. */}
        <Flex align="center" gap="4" justify="space-between" h="header">
          {/* The name keeps to one line: on a phone it shrinks a step and, if still too long, ends in an ellipsis, since
              wrapping made the bar's name two lines tall beside one-line buttons. */}
          <RouterLink to="/" aria-label={t('common.header.home', { company: config.company })} style={{ minWidth: 0 }}>
            <HStack gap="2" minW="0">
              {config.brand.logoUrl ? (
                <Image
                  src={config.brand.logoUrl}
                  alt=""
                  // Intrinsic size attributes reserve the logo's box before it arrives, so nothing shifts when it does.
                  htmlHeight={LOGO_HEIGHT_PX}
                  htmlWidth={logoWidthPx(config.brand.logoAspectRatio)}
                  height="10"
                  width="auto"
                  flexShrink="0"
                />
              ) : null}
              <Text
                as="span"
                fontWeight="bold"
                fontSize={{ base: 'md', sm: 'lg' }}
                color="colorPalette.fg"
                whiteSpace="nowrap"
                truncate
                data-testid="header-title"
              >
                {config.title}
              </Text>
            </HStack>
          </RouterLink>
          {showMenu ? (
            <HStack as="nav" aria-label={t('common.header.mainNav')} gap="5" display={{ base: 'none', lg: 'flex' }}>
              {anchorLinks()}
            </HStack>
          ) : null}
          <HStack gap="3" flexShrink="0">
            <Link
              href={telHref(config.phone)}
              fontWeight="semibold"
              color="colorPalette.fg"
              display={{ base: 'none', md: 'inline-flex' }}
              alignItems="center"
              minH="10"
            >
              <VisuallyHidden>{`${t('common.header.callUsOn')} `}</VisuallyHidden>
              <span dir="ltr">{config.phone}</span>
            </Link>
            {showMenu ? <LanguageSwitcher display={{ base: 'none', md: 'block' }} /> : null}
            {showMenu ? <AccountMenu /> : null}
            {showMenu ? (
              <IconButton
                aria-label={t('common.header.openMenu')}
                variant="outline"
                display={{ base: 'inline-flex', lg: 'none' }}
                onClick={() => setMenuOpen(true)}
              >
                <MenuIcon />
              </IconButton>
            ) : null}
          </HStack>
        </Flex>
      </Container>
      {showMenu ? (
        <Deferred wanted={menuOpen}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            links={anchorLinks(() => setMenuOpen(false))}
            phone={config.phone}
          />
        </Deferred>
      ) : null}
    </Box>
  );
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
