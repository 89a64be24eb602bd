import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { WirePromoCodeResponse } from '@/api';
import { emptyContact, type BookingContact } from '../../model/draft';
import type { CustomerProfile } from '../../model/contact';
import { ContactDialog } from './ContactDialog';
import { NoteDialog } from './NoteDialog';
import { PromoDialog } from './PromoDialog';

const meta = {
  title: 'Booking/Customer step dialogs',
  parameters: { layout: 'centered' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
const ada: CustomerProfile = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '7911123456',
  dialingCode: '+44',
};
const grace: BookingContact = {
  ...emptyContact(),
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '7911123456',
};

/** Reopens after closing, so a story stays useful after Save or Cancel. */
function Reopen({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {children(open, () => setOpen(false))}
    </>
  );
}

const contact = (props: Partial<Parameters<typeof ContactDialog>[0]>) => (
  <Reopen>
    {(open, close) => (
      <ContactDialog
        open={open}
        onClose={close}
        contact={emptyContact()}
        customer={null}
        profile={undefined}
        allowGuest
        onSave={noop}
        onSignIn={noop}
        {...props}
      />
    )}
  </Reopen>
);

export const ContactGuest: Story = { render: () => contact({}) };
export const ContactGuestWithErrors: Story = {
  render: () =>
    contact({
      flagged: [
        {
          section: 'passenger',
          fieldId: 'passenger-firstName',
          path: 'contact.firstName',
          message: 'First name is required',
        },
        { section: 'passenger', fieldId: 'passenger-phone', path: 'contact.phone', message: 'Phone is required' },
      ],
    }),
};
export const ContactSignedInLocked: Story = { render: () => contact({ profile: ada }) };
export const ContactBooker: Story = { render: () => contact({ profile: { ...ada, bookerId: 3 }, contact: grace }) };

export const NoteToDriver: Story = {
  render: () => (
    <Reopen>
      {(open, close) => <NoteDialog open={open} note="Please wait by the taxi rank." onSave={noop} onClose={close} />}
    </Reopen>
  ),
};

const promo = (answer: WirePromoCodeResponse) => (
  <Reopen>
    {(open, close) => (
      <PromoDialog
        open={open}
        currencyCode="GBP"
        requestFor={(code) => ({ price: 48, promocode: code, currencycode: 'GBP' })}
        check={() => new Promise((resolve) => setTimeout(() => resolve(answer), 600))}
        onApplied={noop}
        onClose={close}
      />
    )}
  </Reopen>
);
/** Type any code and Apply: the stand-in API answers after 0.6 s. */
export const PromoValid: Story = { render: () => promo({ Code: 1, Value: 4.8, Message: '', promocodeid: 1 }) };
export const PromoUnknown: Story = { render: () => promo({ Code: 2, Message: 'Promo code is not valid.' }) };
export const PromoGenericFailure: Story = { render: () => promo({ Code: 0, Message: 'internal' }) };
