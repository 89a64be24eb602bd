import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogsHost } from './DialogsHost';
import { dialogs } from './dialogStore';
import { MessageDialog } from './MessageDialog';

const meta = {
  title: 'Design system/Dialogs',
  parameters: { layout: 'centered' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

export const Alert: Story = {
  render: () => <AlertDialog open title="Error" content="The promo code has expired." onClose={noop} />,
};
export const AlertSignIn: Story = {
  render: () => (
    <AlertDialog open variant="signin" title="Message" content="Please sign in to see your bookings." onClose={noop} />
  ),
};
export const Confirm: Story = {
  render: () => <ConfirmDialog open content="Do you want to sign out?" onOk={noop} onCancel={noop} onClose={noop} />,
};
export const ConfirmLoading: Story = {
  render: () => (
    <ConfirmDialog open loading content="Cancelling your booking…" onOk={noop} onCancel={noop} onClose={noop} />
  ),
};
export const Message: Story = {
  render: () => <MessageDialog open content="Your booking has been updated." onClose={noop} />,
};
export const HtmlContent: Story = {
  render: () => (
    <MessageDialog
      open
      title="Please wait"
      content={'<p>Do <strong>not</strong> refresh or close this page.</p><script>alert("never runs")</script>'}
      onClose={noop}
    />
  ),
};
/** The imperative API the app uses, with the host mounted once at the top. */
export const Imperative: Story = {
  render: () => (
    <>
      <DialogsHost />
      <HStack>
        <Button onClick={() => void dialogs.alert({ title: 'Error', content: 'Address not found.' })}>Alert</Button>
        <Button
          onClick={() =>
            void dialogs.confirm({
              content: 'Do you want to sign out?',
              onOk: () => new Promise((r) => setTimeout(r, 1500)),
            })
          }
        >
          Confirm
        </Button>
        <Button onClick={() => void dialogs.message({ content: 'Saved.' })}>Message</Button>
      </HStack>
    </>
  ),
};
