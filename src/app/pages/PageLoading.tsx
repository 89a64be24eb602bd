import { Container, Spinner, Stack, Text } from '@chakra-ui/react';

export function PageLoading() {
  return (
    <Container maxW="7xl" py="16">
      <Stack role="status" align="center" gap="3">
        <Spinner size="lg" />
        <Text>Loading…</Text>
      </Stack>
    </Container>
  );
}
