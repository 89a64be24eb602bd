import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { emptyDraft } from '../../model/draft';
import { BookingStoreProvider, createBookingStore } from '../../state/bookingStore';
import type { CustomerStepFlow } from '../../model/customerStepFlow';
import { CustomerStep } from './CustomerStep';

vi.setConfig({ testTimeout: 40_000 });
// jsdom has no PointerEvent; the checkbox's press handling (zag) constructs one.
if (typeof window.PointerEvent === 'undefined') window.PointerEvent = MouseEvent as unknown as typeof PointerEvent;

const config = { allowGuest: true } as WireConfiguration;

function renderStep(popups: CustomerStepFlow['popups'], errors: Record<string, string> = {}) {
  const store = createBookingStore({ draft: { ...emptyDraft(), step: 'customer' } });
  const flow: CustomerStepFlow = {
    profile: undefined,
    openSignIn: vi.fn(),
    onNext: vi.fn(),
    onPopupSaved: vi.fn(),
    flightsInDialog: true,
    flightVariant: 'airports',
    popups,
    errors,
    showNext: false,
  };
  renderWithDesignSystem(
    <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
      <BookingStoreProvider store={store}>
        <CustomerStep flow={flow} />
      </BookingStoreProvider>
    </ConfigProvider>,
  );
  return { store, user: userEvent.setup() };
}

describe("the customer step's popups (4.7: on or off)", () => {
  it('with the note-to-driver popup on, offers the note in its popup', () => {
    renderStep({ contact: true, noteToDriver: true });
    expect(screen.getByRole('button', { name: 'Add note to driver' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Note to driver/ })).toBeNull();
  });

  it('with it off, the note is a field in the page that keeps what is typed in the booking', async () => {
    const { store, user } = renderStep({ contact: true, noteToDriver: false });
    expect(screen.queryByRole('button', { name: 'Add note to driver' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Note to driver/ }), 'Wait at gate 2');
    expect(store.draft.note).toBe('Wait at gate 2');
  });
});

describe("the contact's popup (4.7: on or off)", () => {
  it('with it on, the main passenger is a summary whose button opens the popup', () => {
    renderStep({ contact: true, noteToDriver: true });
    expect(screen.getByRole('button', { name: 'Add main passenger details' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
  });

  it("with it off, the contact's fields are in the page: what is typed is in the booking, the checks beside them", async () => {
    const { store, user } = renderStep(
      { contact: false, noteToDriver: true },
      { 'passenger-phone': 'Phone is required' },
    );
    const passenger = await screen.findByRole('group', { name: 'Main Passenger' }, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: 'Add main passenger details' })).toBeNull();
    expect(within(passenger).getByText('Phone is required')).toBeInTheDocument();
    await user.type(within(passenger).getByRole('textbox', { name: /First name/ }), 'Kay');
    await user.type(within(passenger).getByRole('textbox', { name: /^Email/ }), 'k@x.io');
    expect(store.draft.contact).toMatchObject({ firstName: 'Kay', email: 'k@x.io' });
    // A guest asking for an account keeps only the password's hash (the account calls rule, rules: call-account).
    await user.click(within(passenger).getByText('Create an account with these details'));
    await user.type(within(passenger).getByLabelText(/^Password/), 'Secret123');
    await waitFor(() => expect(store.draft.contact.passwordHash).toMatch(/^[0-9a-f]{64}$/));
    expect(JSON.stringify(store.draft)).not.toContain('Secret123');
    // People changed elsewhere (a sign-in, a restore) show in the fields.
    act(() => void (store.draft.contact = { ...store.draft.contact, firstName: 'Amelia' }));
    await waitFor(() => expect(within(passenger).getByRole('textbox', { name: /First name/ })).toHaveValue('Amelia'));
  });
});
