import { Input, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormField } from './FormField';

const meta = {
  title: 'Design system/FormField',
  component: FormField,
  render: (args) => (
    <Stack maxW="md">
      <FormField {...args}>
        <Input defaultValue="" />
      </FormField>
    </Stack>
  ),
  args: { label: 'Flight number', id: 'story-flight', children: null },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Optional: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHelper: Story = { args: { helperText: 'For example BA117' } };
export const Error: Story = { args: { required: true, error: 'Flight number is required' } };
export const Disabled: Story = { args: { disabled: true } };
