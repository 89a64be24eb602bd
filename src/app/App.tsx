import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import type { WireConfiguration } from '@/api/wire/configuration';
import { configureApi, getConfiguration } from '@/api';
import { ConfigProvider, useConfig } from '@/config';
import { DesignSystemProvider } from '@/design-system';
import { useT, type Translator } from '@/i18n';
import { LanguageProvider } from './language/LanguageProvider';
import { useProfileLanguage } from './language/useProfileLanguage';
import { AppRoutes } from './AppRoutes';
import { useAccountSession } from './shell/accountActions';
import { Shell } from './shell/Shell';

export interface AppProps {
  /** Known configuration (prerendering, tests); in the browser it is read from the embedded document or fetched. */
  initialConfig?: WireConfiguration;
  /** The app runs in a client site's booking frame (src/app/embed), inline in the page or in a popup. */
  frame?: 'inline' | 'popup';
  /** The page's language, as the server embedded it; without it the app chooses and loads one (development). */
  translator?: Translator;
}

/** Providers and shell; the router is supplied by the entry (browser or static). */
export function App({ initialConfig, frame, translator }: AppProps) {
  return (
    <LanguageProvider initial={translator}>
      <ConfigProvider
        initial={initialConfig}
        load={loadConfiguration}
        renderLoading={() => (
          <DesignSystemProvider>
            <ConfigLoading />
          </DesignSystemProvider>
        )}
        renderFailed={(retry) => (
          <DesignSystemProvider>
            <ConfigFailed retry={retry} />
          </DesignSystemProvider>
        )}
      >
        <BrandedApp frame={frame} />
      </ConfigProvider>
    </LanguageProvider>
  );
}

function loadConfiguration(): Promise<WireConfiguration> {
  return getConfiguration({ airports: true });
}

function BrandedApp({ frame }: Pick<AppProps, 'frame'>) {
  const config = useConfig();
  useAccountSession();
  useProfileLanguage();
  // The licence host rule (rules: licence-host): the licence host has its own base URL, named by the configuration.
  useEffect(() => {
    configureApi({ licenceBaseUrl: config.licenceHost || undefined });
  }, [config.licenceHost]);
  return (
    <DesignSystemProvider brand={config.brand}>
      <Shell frame={frame}>
        <AppRoutes />
      </Shell>
    </DesignSystemProvider>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="6">
      {children}
    </Box>
  );
}

function ConfigLoading() {
  const t = useT();
  return (
    <Centered>
      <Stack role="status" align="center" gap="3">
        <Spinner size="xl" />
        <Text>{t('common.app.loading')}</Text>
      </Stack>
    </Centered>
  );
}

/** The shell rule (rules: shell) shows the page only once configuration has loaded; a failed load offers a retry, never a blank page. */
function ConfigFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <Centered>
      <Stack role="alert" align="center" gap="4" maxW="md" textAlign="center">
        <Heading as="h1" size="xl">
          {t('common.app.loadFailed.title')}
        </Heading>
        <Text>{t('common.app.loadFailed.text')}</Text>
        <Button onClick={retry}>{t('common.app.tryAgain')}</Button>
      </Stack>
    </Centered>
  );
}
