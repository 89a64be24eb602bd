import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PaymentProcessStatus } from '../model/outcome';
import { PaymentProcessDialog } from './PaymentProcessDialog';

const meta = {
  title: 'Features/Payment/PaymentProcessDialog',
  component: PaymentProcessDialog,
  parameters: { layout: 'centered' },
  args: { open: true, status: PaymentProcessStatus.processing },
} satisfies Meta<typeof PaymentProcessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const ProcessingThamesCars: Story = { globals: { brand: 'thamesCars' } };
export const Success: Story = { args: { status: PaymentProcessStatus.success } };
export const PaymentError: Story = { args: { status: PaymentProcessStatus.paymentError } };
export const BookingError: Story = { args: { status: PaymentProcessStatus.bookingError } };
export const PaymentAndBookingError: Story = { args: { status: PaymentProcessStatus.paymentAndBookingError } };
