import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithDesignSystem } from '../../testing';
import type { DateTimeValue } from '../../model/dateTimePicker';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';

// 14:07 in London (summer time), whatever the test machine's zone.
const now = () => new Date('2025-07-01T13:07:42Z');

function Picker(
  props: Partial<DateTimePickerProps> & { initial?: DateTimeValue; onValue?: (v: DateTimeValue) => void },
) {
  const { initial = { mode: 'later', time: '2025-07-01T15:00:00.000+01:00' }, onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DateTimePicker
      label="Pick-up time"
      now={now}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /Pick-up time/ });

describe('DateTimePicker', () => {
  it('opens from its trigger and closes with Done, returning focus', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Picker />);
    expect(trigger()).toHaveTextContent('Tue 1 Jul 2025, 15:00');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: /choose date and time/ })).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('offers ASAP or Later, and confirms ASAP at once', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithDesignSystem(<Picker onValue={onValue} />);
    await user.click(trigger());
    expect(screen.getByRole('button', { name: 'Later' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ASAP' }));
    expect(onValue).toHaveBeenCalledWith({ mode: 'asap', time: '2025-07-01T14:07:00.000+01:00' });
    expect(trigger()).toHaveTextContent('ASAP');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('sets now + 30 with the quick button, closes, and marks it active until the hour changes', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Picker />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'In 30 minutes' }));
    expect(trigger()).toHaveTextContent('14:37');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    expect(screen.getByRole('button', { name: 'In 30 minutes' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '18');
    expect(screen.getByRole('button', { name: 'In 30 minutes' })).toHaveAttribute('aria-pressed', 'false');
    expect(trigger()).toHaveTextContent('18:37');
  });

  it('offers minutes by the configured step', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Picker minuteStep={15} />);
    await user.click(trigger());
    const minutes = screen.getByRole('combobox', { name: 'Minute' });
    expect([...minutes.querySelectorAll('option')].map((o) => o.value)).toEqual(['0', '15', '30', '45']);
  });

  it('shows the times in the operator zone', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Picker timeZone="America/New_York" />);
    expect(trigger()).toHaveTextContent('10:00');
    await user.click(trigger());
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveValue('10');
  });

  it('offers the waiting time with its label and default 60', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithDesignSystem(<Picker showWaitingTime footer="close" onValue={onValue} />);
    await user.click(trigger());
    const waiting = screen.getByRole('combobox', { name: 'minutes after flight has landed' });
    expect(waiting).toHaveValue('60');
    await user.selectOptions(waiting, '90');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ waitingMinutes: 90 }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('marks times before the earliest time', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Picker minTime="2025-07-01T16:00:00.000+01:00" />);
    expect(screen.getByRole('status')).toHaveTextContent('earlier than the earliest available time, 16:00');
    await user.click(trigger());
    const hours = within(screen.getByRole('combobox', { name: 'Hour' }));
    expect(hours.getByRole('option', { name: '15 (too early)' })).toBeInTheDocument();
    expect(hours.getByRole('option', { name: '16' })).toBeInTheDocument();
  });

  it("leaves the too-early note to the caller's error when one is given", () => {
    renderWithDesignSystem(
      <Picker
        minTime="2025-07-01T16:00:00.000+01:00"
        error="The earliest time we can pickup from this address is Tue 1 Jul 2025, 16:00"
      />,
    );
    expect(screen.queryByText(/earlier than the earliest available time/)).not.toBeInTheDocument();
    expect(
      screen.getByText('The earliest time we can pickup from this address is Tue 1 Jul 2025, 16:00'),
    ).toBeInTheDocument();
  });

  it('Later from ASAP opens the selectors on the first valid time on the step', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithDesignSystem(
      <Picker
        initial={{ mode: 'asap', time: '2025-07-01T14:07:00.000+01:00' }}
        minTime="2025-07-01T15:07:00.000+01:00"
        minuteStep={15}
        onValue={onValue}
      />,
    );
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onValue).toHaveBeenLastCalledWith({ mode: 'later', time: '2025-07-01T15:15:00.000+01:00' });
    expect(screen.getByRole('group', { name: /choose date and time/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('15');
    expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('15');
  });

  it('shows all three quick buttons, those inside the lead time disabled with the reason', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Picker minTime="2025-07-01T15:07:00.000+01:00" />);
    await user.click(trigger());
    for (const minutes of [15, 30]) {
      const button = screen.getByRole('button', { name: `In ${minutes} minutes` });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'The earliest pick-up is 15:07, so sooner quick times cannot be chosen.',
      );
    }
    expect(screen.getByRole('button', { name: 'In 60 minutes' })).toBeEnabled();
  });

  it('a picker with no time opens on the first valid time on the step, not now marked too early', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithDesignSystem(
      <Picker
        label="Return date"
        allowAsap={false}
        initial={{ mode: 'later', time: null }}
        minTime="2025-07-01T16:12:00.000+01:00"
        minuteStep={15}
        onValue={onValue}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Return date/ }));
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('16');
    expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('15');
    expect(screen.queryByRole('button', { name: /In \d+ minutes/ })).not.toBeInTheDocument();
    // Choosing the hour keeps the shown minute, on the step.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '18');
    expect(onValue).toHaveBeenLastCalledWith({ mode: 'later', time: '2025-07-01T18:15:00.000+01:00' });
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Picker />);
    await user.click(trigger());
    await user.click(screen.getByRole('combobox', { name: 'Hour' }));
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });
});
