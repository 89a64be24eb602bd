import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { createFakeFieldsProvider } from '@/adapters/payments/fake/fields';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { ProviderFields } from './ProviderFields';

const noop = () => {};
const payPal = createFakeFieldsProvider({ plays: 'paypal' });

const meta = {
  title: 'Features/Payment/PaymentMethodDialog',
  component: PaymentMethodDialog,
  parameters: { layout: 'centered' },
  args: { open: true, onClose: noop, onCard: noop, onPayPal: noop, payPal: null },
} satisfies Meta<typeof PaymentMethodDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialogs rule (rules: modals): By card or Paypal. */
export const Choice: Story = {};
export const ChoiceThamesCars: Story = { globals: { brand: 'thamesCars' } };

/** Paypal chosen: PayPal's own button (a fake) in the dialog. */
export const PayPalChosen: Story = {
  args: {
    payPal: (
      <ProviderFields
        load={{ state: 'ready', provider: payPal }}
        name="paypal"
        amount={85.5}
        currencyCode="GBP"
        createOrder={async () => 'ORDER-DEMO'}
        onApprove={async () => undefined}
      />
    ),
  },
};

/** PayPal's script is on its way. */
export const PayPalLoading: Story = {
  args: {
    payPal: (
      <ProviderFields load={{ state: 'loading', provider: null }} name="paypal" amount={85.5} currencyCode="GBP" />
    ),
  },
};
