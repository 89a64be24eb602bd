import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageFrame } from './PageFrame';

const meta = {
  title: 'Design system/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: { title: 'My bookings', children: <Text>Your journeys appear here.</Text> },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = { args: { actions: <Button>New booking</Button> } };
