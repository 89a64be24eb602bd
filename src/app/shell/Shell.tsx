import { Box, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConfig } from '@/config';
import { LazyDialogsHost } from '@/design-system';
import { AccountDialogs } from '@/features/account';
import { chromeFor, pageById, pageForPath, pageHref } from '../model/routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { useFocusOnPageChange } from './useFocusOnPageChange';
import { useT } from '@/i18n';

/** The sticky header's height (its bar and bottom border) and a little room below it. */
const HEADER_OFFSET = 'calc({sizes.header} + 1px + {spacing.3})';

export interface ShellProps {
  /**
   * The app is a client site's booking frame (docs/embedding.md): no header, menu or footer on any page; inline, as
   * tall as its content (the frame grows to fit it), in a popup the dialog's height.
   */
  frame?: 'inline' | 'popup';
  children: ReactNode;
}

/** The shell rule (rules: shell): dialogs mounted at the top; header, menu and footer shown per page and mode. */
export function Shell({ frame, children }: ShellProps) {
  const { pathname } = useLocation();
  const page = pageForPath(pathname) ?? pageById.booking;
  const chrome = chromeFor(page, { framed: Boolean(frame) });
  const navigate = useNavigate();
  const config = useConfig();
  const t = useT();
  useFocusOnPageChange();
  return (
    <Flex
      direction="column"
      data-frame={frame}
      // Inline in a client's page, a shell at least as tall as the frame would only ever grow it.
      minH={frame === 'inline' ? undefined : '100vh'}
      css={{
        // What is focused or scrolled to clears the sticky header (the theme's scroll margins read this).
        '--app-header-offset': chrome.header ? HEADER_OFFSET : '0px',
        // A frame is not a phone's screen: its page scrolls as a whole (templates/parts/panels.tsx).
        ...(frame ? { '--app-phone-panel-max-height': 'none' } : {}),
      }}
    >
      <LazyDialogsHost />
      {/* After sign-up, My Bookings (issue 28; docs/decisions-journey.md): where the new customer's bookings will be. */}
      <AccountDialogs
        showSignUpFirst={config.showSignupFirst}
        onSignedUp={() => navigate(pageHref('bookinghistory'))}
      />
      <Link
        href="#main"
        position="absolute"
        // Off screen at the line's start side, so a right-to-left page gets no scroll area from it.
        insetStart="-9999px"
        _focus={{ insetStart: '4', top: '4', zIndex: 'skipLink', bg: 'bg.panel', p: '2', borderRadius: 'l2' }}
      >
        {t('common.shell.skipToContent')}
      </Link>
      {chrome.header ? <Header showMenu={chrome.menu} /> : null}
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      {chrome.footer ? <Footer /> : null}
    </Flex>
  );
}
