import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextBox } from '../TextBox/TextBox';
import { FormDialog } from './FormDialog';

const noop = () => {};

const meta = {
  title: 'Design system/FormDialog',
  component: FormDialog,
  parameters: { layout: 'centered' },
  args: {
    open: true,
    title: 'Flight details',
    onClose: noop,
    onSubmit: (event) => event.preventDefault(),
    children: null,
  },
  render: (args) => (
    <FormDialog {...args}>
      <Text color="fg.muted">Enter the flight you arrive on, so the driver can follow it.</Text>
      <TextBox
        id="story-flight-number"
        label="Flight number"
        required
        value=""
        error={args.errors?.length ? 'Flight number is required' : undefined}
      />
      <TextBox id="story-arriving-from" label="Arriving from" value="" />
    </FormDialog>
  ),
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const WithErrors: Story = {
  args: { errors: [{ fieldId: 'story-flight-number', message: 'Flight number is required' }] },
};
export const Busy: Story = { args: { busy: true, busyLabel: 'Saving…' } };
export const FocusOnTitle: Story = { args: { initialFocus: 'title', title: 'Update profile' } };
export const ThamesCars: Story = {
  args: { errors: [{ fieldId: 'story-flight-number', message: 'Flight number is required' }] },
  globals: { brand: 'thamesCars' },
};
