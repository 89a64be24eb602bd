import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextBox, type TextBoxProps } from './TextBox';

function Controlled(props: TextBoxProps) {
  const [value, setValue] = useState(props.value ?? '');
  const [country, setCountry] = useState(props.phoneCountry ?? 'GB');
  return (
    <TextBox {...props} value={value} onChange={setValue} phoneCountry={country} onPhoneCountryChange={setCountry} />
  );
}

const meta = {
  title: 'Design system/TextBox',
  component: TextBox,
  render: (args) => (
    <Stack maxW="md">
      <Controlled {...args} />
    </Stack>
  ),
  args: { label: 'Full name', type: 'text' },
} satisfies Meta<typeof TextBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Required: Story = { args: { required: true, helperText: 'As it appears on your ID' } };
export const RequiredError: Story = { args: { required: true, error: 'Full name is required' } };
export const Valid: Story = { args: { label: 'Email', type: 'email', value: 'jo@example.com', showValid: true } };
export const Disabled: Story = { args: { value: 'Jo Bloggs', disabled: true } };
export const Textarea: Story = {
  args: { label: 'Note to driver', type: 'textarea', value: 'Please call on arrival.' },
};
export const Postcode: Story = { args: { label: 'Postcode', type: 'postcode', value: 'SW1A 1AA' } };
export const PostcodeInvalid: Story = {
  args: { label: 'Postcode', type: 'postcode', value: 'SW1A.1AA', error: 'Postcode is invalid' },
};
export const Email: Story = { args: { label: 'Email', type: 'email', required: true } };
export const EmailInvalid: Story = {
  args: { label: 'Email', type: 'email', value: 'jo@example', error: 'Email is invalid' },
};
export const Phone: Story = { args: { label: 'Phone', type: 'phone', value: '7700900123', required: true } };
export const PhoneInvalid: Story = {
  args: { label: 'Phone', type: 'phone', value: '12345', error: 'Phone is invalid' },
};
export const Country: Story = { args: { label: 'Country', type: 'country', value: 'GB' } };
export const CardNumber: Story = { args: { label: 'Card number', type: 'cardnumber', value: '4242424242424242' } };
export const CardNumberInvalid: Story = {
  args: { label: 'Card number', type: 'cardnumber', value: '4242424242424241', error: 'Card number is invalid' },
};
export const CardCvc: Story = { args: { label: 'CVC', type: 'cardcvc', value: '123' } };
export const Password: Story = { args: { label: 'Password', type: 'password', required: true } };
export const PasswordTooShort: Story = {
  args: { label: 'Password', type: 'password', value: 'abc', error: 'Password must be at least 6 characters long' },
};
export const ConfirmPasswordMismatch: Story = {
  args: {
    label: 'Confirm password',
    type: 'confirmpassword',
    value: 'secret2',
    compareWith: 'secret1',
    error: 'Password and Confirm password not match',
  },
};
