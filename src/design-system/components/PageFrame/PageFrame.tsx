import { Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  title: string;
  children?: ReactNode;
  /** Beside the title, e.g. a button. */
  actions?: ReactNode;
}

/** A page's title heading and content area, the same on every route. */
export function PageFrame({ title, children, actions }: PageFrameProps) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="4">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
