import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Dropdown, type DropdownProps } from './Dropdown';

const vehicles = [
  { value: 'saloon', label: 'Saloon (4 passengers)' },
  { value: 'executive', label: 'Executive (4 passengers)' },
  { value: 'estate', label: 'Estate (4 passengers)' },
  { value: 'mpv', label: 'MPV (6 passengers)' },
  { value: 'eight', label: '8-seater (8 passengers)', disabled: true },
];

const many = Array.from({ length: 40 }, (_, i) => ({ value: String(i + 1), label: `${i + 1} passengers` }));

function Controlled(props: DropdownProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <Dropdown {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/Dropdown',
  component: Dropdown,
  render: (args) => (
    <Box maxW="sm" minH="420px">
      <Controlled {...args} />
    </Box>
  ),
  args: { label: 'Vehicle', options: vehicles, placeholder: 'Choose a vehicle' },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { value: 'estate' } };
export const Required: Story = { args: { required: true } };
export const Error: Story = { args: { required: true, error: 'Vehicle is required' } };
export const Disabled: Story = { args: { value: 'saloon', disabled: true } };
/** The panel scrolls beyond 350 px. */
export const LongList: Story = { args: { label: 'Passengers', options: many, placeholder: 'How many?' } };
