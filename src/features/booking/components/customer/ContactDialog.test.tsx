import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '@/design-system/testing';
import { emptyContact } from '../../model/draft';
import type { CustomerProfile } from '../../model/contact';
import { ContactDialog, type ContactDialogProps } from './ContactDialog';

// jsdom has no PointerEvent; the checkbox's press handling (zag) constructs one.
if (typeof window.PointerEvent === 'undefined') window.PointerEvent = MouseEvent as unknown as typeof PointerEvent;
// Typing into Chakra fields is slow on a busy machine; the phone metadata loads on the first opening.
vi.setConfig({ testTimeout: 40_000 });

const ada: CustomerProfile = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '7700900123',
  dialingCode: '+44',
};

function setup(props: Partial<ContactDialogProps> = {}) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const onSignIn = vi.fn();
  renderWithDesignSystem(
    <ContactDialog
      open
      contact={emptyContact()}
      customer={null}
      profile={undefined}
      allowGuest
      onSave={onSave}
      onClose={onClose}
      onSignIn={onSignIn}
      {...props}
    />,
  );
  return { onSave, onClose, onSignIn, user: userEvent.setup() };
}

const summary = () => screen.findByTestId('error-summary', {}, { timeout: 8000 });

describe('ContactDialog (4.8, 5.2)', () => {
  it('a guest gets errors beside the fields and a summary naming them, and nothing is saved', async () => {
    const { user, onSave } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const box = await summary();
    expect(
      within(box)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['First name is required', 'Email is required', 'Phone is required']);
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Phone is required')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a filled contact saves and closes; the phone keeps digits only', async () => {
    const { user, onSave, onClose } = setup();
    await user.type(await screen.findByLabelText(/^First name/), 'Grace');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Phone/, { selector: 'input' }), '07911 123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(onSave.mock.calls[0][0]).toMatchObject({
      firstName: 'Grace',
      email: 'grace@example.com',
      phone: '7911123456',
      dialingCode: '+44',
    });
    expect(onSave.mock.calls[0][2]).toBe('');
    expect(onClose).toHaveBeenCalled();
  });

  it('a guest asking for an account must give a password, which is saved only as a hash', async () => {
    const { user, onSave } = setup({
      contact: { ...emptyContact(), firstName: 'G', email: 'g@example.com', phone: '7911123456' },
    });
    await user.click(await screen.findByText('Create an account with these details'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Password is required')).not.toHaveLength(0);
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled(), { timeout: 8000 });
    expect(onSave.mock.calls[0][2]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('offers guests the Already a member? sign-in link', async () => {
    const { user, onSignIn } = setup();
    expect(await screen.findByText('Already a member?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it('a signed-in customer sees a locked contact filled from the profile and no sign-in link', async () => {
    const { user, onSave } = setup({ profile: ada, contact: { ...emptyContact(), firstName: 'Old' } });
    const first = await screen.findByLabelText(/^First name/);
    expect(first).toHaveValue('Ada');
    expect(first).toBeDisabled();
    expect(screen.queryByText('Already a member?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled(), { timeout: 8000 });
    expect(onSave.mock.calls[0][0]).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' });
  });

  it('a booker gets Customer and Main Passenger tabs; a failed customer shows its tab; Use customer details copies', async () => {
    const { user, onSave } = setup({ profile: { ...ada, bookerId: 3 } });
    expect(await screen.findByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Main Passenger' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Main Passenger' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true'));
    expect(
      within(await summary()).getByText('Customer first name is required on the Customer tab'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Customer first name/), 'Cy');
    await user.type(screen.getByLabelText(/^Customer phone/, { selector: 'input' }), '2071234567');
    await user.type(screen.getByLabelText(/^Our Ref/), 'PO-9');
    await user.click(screen.getByRole('tab', { name: 'Main Passenger' }));
    await user.click(screen.getByText('Use customer details'));
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Cy'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled(), { timeout: 8000 });
    expect(onSave.mock.calls[0][1]).toMatchObject({ firstName: 'Cy', phone: '2071234567', ourRef: 'PO-9' });
    expect(onSave.mock.calls[0][0]).toMatchObject({ firstName: 'Cy', phone: '2071234567' });
  });

  // The hidden-tab rule (issue 28): with the Customer tab filled, Save names the Main Passenger fields and their tab,
  // and each link shows that tab and takes the customer to the field.
  it("a booker's summary says which tab a field is on, and its link opens that tab at the field", async () => {
    const { user, onSave } = setup({ profile: { ...ada, bookerId: 3 } });
    await user.type(await screen.findByLabelText(/^Customer first name/), 'Cy');
    await user.type(screen.getByLabelText(/^Customer phone/, { selector: 'input' }), '2071234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const links = within(await summary()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'First name is required on the Main Passenger tab',
      'Phone is required on the Main Passenger tab',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Customer' }));
    await user.click(links[1]);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Main Passenger' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Phone/, { selector: 'input' })).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });
});
