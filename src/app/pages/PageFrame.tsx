import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's frame: its title as the one h1 and its content. Pages whose features come later show this with a note. */
export function PageFrame({ title, children, intro }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
        {children}
      </Stack>
    </Container>
  );
}
