import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '@/design-system/testing';
import { FlightDialog } from './FlightDialog';

vi.setConfig({ testTimeout: 40_000 });
// jsdom has no PointerEvent; the checkbox's press handling (zag) constructs one.
if (typeof window.PointerEvent === 'undefined') window.PointerEvent = MouseEvent as unknown as typeof PointerEvent;

describe('the flight dialog (4.6) in the 360 variant', () => {
  it('asks where from in free text with an arrival time, moves to the return tab, and closes once both are answered', async () => {
    const onSave = vi.fn();
    const onDone = vi.fn();
    renderWithDesignSystem(
      <FlightDialog
        kind="onward"
        needed={['onward', 'return']}
        flights={{ onward: null, return: null }}
        airports={{ onward: null, return: null }}
        pickupTimes={{ onward: '', return: '' }}
        variant="text"
        timeZone="Europe/London"
        passengerName="Flo Smith"
        onSave={onSave}
        onDone={onDone}
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('dialog', { name: 'Flight details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Arrival date and time/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Flight number/ }), 'ba117');
    await user.type(screen.getByRole('textbox', { name: /Arriving from/ }), 'New York');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      'onward',
      expect.objectContaining({ number: 'BA117', airportText: 'New York', airportCode: '', isFlightDetail: false }),
    );
    expect(onDone).not.toHaveBeenCalled();

    // The return tab still needs details: it is shown, and the no-details box disables its fields.
    expect(await screen.findByRole('dialog', { name: 'Return flight details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Return' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Flight number is required')).not.toHaveLength(0);
    expect(screen.getAllByText('Arriving from is required')).not.toHaveLength(0);
    await user.click(screen.getByText('No flight details available'));
    expect(screen.getByRole('textbox', { name: /Flight number/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith('return', expect.objectContaining({ isFlightDetail: true, number: '' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('the flight finder over the flight dialog', () => {
  it('closes on Escape without closing the flight dialog, which keeps what was typed', async () => {
    const onClose = vi.fn();
    renderWithDesignSystem(
      <FlightDialog
        kind="onward"
        needed={['onward']}
        flights={{ onward: null, return: null }}
        airports={{ onward: { name: 'Heathrow Airport', icao: 'EGLL', code: 'LHR' }, return: null }}
        pickupTimes={{ onward: '', return: '' }}
        variant="airports"
        timeZone="Europe/London"
        passengerName="Flo Smith"
        onSave={vi.fn()}
        onDone={vi.fn()}
        onClose={onClose}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Flight number/ }), 'BA117');
    await user.click(screen.getByRole('button', { name: 'Find my flight' }));
    expect(await screen.findByRole('dialog', { name: 'Find my flight' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Flight details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Flight number/ })).toHaveValue('BA117');
    expect(onClose).not.toHaveBeenCalled();
  });
});
