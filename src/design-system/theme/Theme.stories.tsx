import { Badge, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';

/** What a brand document changes: palettes, fonts and radii. Switch brands in the toolbar. */
const meta = { title: 'Design system/Theme' } satisfies Meta;
export default meta;

export const Brand: StoryObj = {
  render: () => (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Book your transfer
      </Heading>
      <Text>
        Body text in the brand font with a <Link href="#fares">brand link</Link>.
      </Text>
      {(['brand', 'accent'] as const).map((palette) => (
        <HStack key={palette} gap="3" wrap="wrap">
          {(['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'] as const).map((variant) => (
            <Button key={variant} colorPalette={palette} variant={variant}>
              {palette} {variant}
            </Button>
          ))}
          <Badge colorPalette={palette}>Badge</Badge>
          <Button colorPalette={palette} disabled>
            Disabled
          </Button>
        </HStack>
      ))}
    </Stack>
  ),
};
