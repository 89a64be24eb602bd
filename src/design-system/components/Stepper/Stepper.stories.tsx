import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stepper } from './Stepper';

const steps = [{ title: 'Journey' }, { title: 'Vehicle' }, { title: 'Contact' }, { title: 'Payment' }];

const meta = {
  title: 'Design system/Stepper',
  component: Stepper,
  args: { steps, current: 0 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const MiddleStep: Story = { args: { current: 2 } };
export const LastStep: Story = { args: { current: 3 } };
export const CompletedClickable: Story = { args: { current: 2, onStepSelect: () => {} } };
export const ThamesCars: Story = { args: { current: 2, onStepSelect: () => {} }, globals: { brand: 'thamesCars' } };
