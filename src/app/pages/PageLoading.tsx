import { Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '@/i18n';

export function PageLoading() {
  const t = useT();
  return (
    <Container maxW="7xl" py="16">
      <Stack role="status" align="center" gap="3">
        <Spinner size="lg" />
        <Text>{t('common.app.loading')}</Text>
      </Stack>
    </Container>
  );
}
