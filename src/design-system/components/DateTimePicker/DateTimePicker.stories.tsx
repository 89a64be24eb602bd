import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { DateTimeValue } from '../../model/dateTimePicker';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';

// A fixed clock keeps stories (and their visual snapshots) stable.
const fixedNow = () => new Date('2025-07-01T13:07:00Z');

function Controlled(props: DateTimePickerProps) {
  const [value, setValue] = useState<DateTimeValue>(props.value);
  return <DateTimePicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design system/DateTimePicker',
  component: DateTimePicker,
  render: (args) => (
    <Box maxW="lg" minH="360px">
      <Controlled {...args} />
    </Box>
  ),
  args: {
    label: 'Pick-up time',
    now: fixedNow,
    value: { mode: 'later', time: '2025-07-01T15:30:00.000+01:00' },
    onChange: () => {},
  },
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Asap: Story = { args: { value: { mode: 'asap', time: null } } };
export const Open: Story = { args: { defaultOpen: true } };
export const QuarterHourSteps: Story = { args: { defaultOpen: true, minuteStep: 15 } };
export const WithWaitingTime: Story = {
  args: { label: 'Flight arrival', defaultOpen: true, allowAsap: false, showWaitingTime: true, footer: 'close' },
};
export const BeforeEarliestTime: Story = {
  args: { defaultOpen: true, minTime: '2025-07-01T16:00:00.000+01:00' },
};
export const Error: Story = {
  args: { value: { mode: 'later', time: null }, required: true, error: 'Pick-up time is required' },
};
export const OtherTimeZone: Story = { args: { timeZone: 'Europe/Madrid', defaultOpen: true } };
