import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TestModeNote } from './TestModeNote';

const meta = {
  title: 'Features/Payment/TestModeNote',
  component: TestModeNote,
  args: { testMode: true },
} satisfies Meta<typeof TestModeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page addresses rule (rules: routes) ?sandbox=true or ?runmode=test: the payment says it takes no real money. */
export const TestMode: Story = {};
export const TestModeThamesCars: Story = { globals: { brand: 'thamesCars' } };
