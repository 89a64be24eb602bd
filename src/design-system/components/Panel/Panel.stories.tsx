import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Panel } from './Panel';

const meta = {
  title: 'Design system/Panel',
  component: Panel.Root,
  args: { size: 'md' },
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="3xl">
      <Panel.Root {...args}>
        <Panel.Title>Fixed prices</Panel.Title>
        <Panel.Body>The fare you are quoted is the fare you pay, whatever the traffic.</Panel.Body>
      </Panel.Root>
      <Panel.Root {...args}>
        <Panel.Title>Meet and greet</Panel.Title>
        <Panel.Body>Your driver waits in arrivals with a name board.</Panel.Body>
      </Panel.Root>
    </SimpleGrid>
  ),
} satisfies Meta<typeof Panel.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};
export const Section: Story = { args: { size: 'sm' } };
export const PageForm: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Panel.Root {...args} maxW="xl">
      <Panel.Title as="h2">Quote and Book</Panel.Title>
      <Stack direction="row" justify="flex-end">
        <Button>Next</Button>
      </Stack>
    </Panel.Root>
  ),
};
export const ThamesCars: Story = { globals: { brand: 'thamesCars' } };
