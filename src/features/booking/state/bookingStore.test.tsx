import { render, screen } from '@testing-library/react';
import { emptyDraft } from '../model/draft';
import { heathrow, kingsCross } from '../model/testFixtures';
import { chooseAddress } from './actions';
import {
  BookingStoreProvider,
  createBookingStore,
  pageBookingStore,
  useBooking,
  useBookingStore,
} from './bookingStore';

function PickUp({ label }: { label: string }) {
  const draft = useBooking();
  return <p aria-label={label}>{draft.pickUp?.name ?? 'none'}</p>;
}

describe('a booking instance per part of the tree', () => {
  it('gives each provider its own booking, and the page its default one', () => {
    const first = createBookingStore({ draft: { ...emptyDraft(), pickUp: heathrow } });
    const second = createBookingStore({ draft: { ...emptyDraft(), pickUp: kingsCross } });
    render(
      <>
        <BookingStoreProvider store={first}>
          <PickUp label="first" />
        </BookingStoreProvider>
        <BookingStoreProvider store={second}>
          <PickUp label="second" />
        </BookingStoreProvider>
        <PickUp label="page" />
      </>,
    );
    expect(screen.getByLabelText('first')).toHaveTextContent(heathrow.name);
    expect(screen.getByLabelText('second')).toHaveTextContent(kingsCross.name);
    expect(screen.getByLabelText('page')).toHaveTextContent('none');
  });

  it('changes only the instance an action is given', () => {
    const mine = createBookingStore();
    function Probe() {
      return <p aria-label="same">{String(useBookingStore() === mine)}</p>;
    }
    render(
      <BookingStoreProvider store={mine}>
        <Probe />
      </BookingStoreProvider>,
    );
    expect(screen.getByLabelText('same')).toHaveTextContent('true');
    chooseAddress(mine, { kind: 'pickUp' }, heathrow);
    expect(mine.draft.pickUp).toEqual(heathrow);
    expect(pageBookingStore().draft.pickUp).toBeNull();
  });
});
