import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextBox } from '../TextBox/TextBox';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Design system/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'story-name', message: 'Name is required' },
      { fieldId: 'story-email', message: 'Email is invalid' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFields: Story = {
  render: (args) => (
    <Stack gap="5" maxW="md">
      <ErrorSummary {...args} />
      <TextBox id="story-name" label="Name" required value="" error="Name is required" />
      <TextBox id="story-email" label="Email" type="email" value="jo@" error="Email is invalid" />
    </Stack>
  ),
};
export const CustomTitle: Story = {
  args: { title: 'Please check your journey', errors: [{ fieldId: 'pickup', message: 'Pick-up is required' }] },
};
export const ThamesCars: Story = { ...WithFields, globals: { brand: 'thamesCars' } };
export const TwoOnOnePage: Story = {
  render: (args) => (
    <Stack gap="5" maxW="md">
      <ErrorSummary {...args} />
      <ErrorSummary title="Please check your card" errors={[{ fieldId: 'story-card', message: 'Card is required' }]} />
    </Stack>
  ),
};
