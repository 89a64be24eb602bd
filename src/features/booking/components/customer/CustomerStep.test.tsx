import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { emptyDraft } from '../../model/draft';
import { BookingStoreProvider, createBookingStore } from '../../state/bookingStore';
import type { CustomerStepFlow } from '../../state/useBookingFlow';
import { CustomerStep } from './CustomerStep';

vi.setConfig({ testTimeout: 40_000 });

const config = { allowGuest: true } as WireConfiguration;

function renderStep(popups: CustomerStepFlow['popups']) {
  const store = createBookingStore({ draft: { ...emptyDraft(), step: 'customer' } });
  const flow: CustomerStepFlow = {
    profile: undefined,
    openSignIn: vi.fn(),
    onNext: vi.fn(),
    onPopupSaved: vi.fn(),
    flightsInDialog: true,
    flightVariant: 'airports',
    popups,
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
