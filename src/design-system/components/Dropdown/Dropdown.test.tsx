import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithDesignSystem } from '../../testing';
import { Dropdown, type DropdownProps } from './Dropdown';

const options = [
  { value: 'saloon', label: 'Saloon' },
  { value: 'estate', label: 'Estate' },
  { value: 'mpv', label: 'MPV', disabled: true },
];

function Controlled(props: Partial<DropdownProps> & { onValue?: (v: string) => void }) {
  const [value, setValue] = useState<string>('');
  return (
    <Dropdown
      label="Vehicle"
      options={options}
      placeholder="Choose a vehicle"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

describe('Dropdown', () => {
  it('is a labelled combobox showing its placeholder', () => {
    renderWithDesignSystem(<Controlled />);
    const trigger = screen.getByRole('combobox', { name: /Vehicle/ });
    expect(trigger).toHaveTextContent('Choose a vehicle');
  });

  it('chooses an option with the mouse', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithDesignSystem(<Controlled onValue={onValue} />);
    await user.click(screen.getByRole('combobox', { name: /Vehicle/ }));
    await user.click(await screen.findByRole('option', { name: 'Estate' }));
    expect(onValue).toHaveBeenCalledWith('estate');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Vehicle/ })).toHaveTextContent('Estate'));
  });

  it('shows its error beside the field', () => {
    renderWithDesignSystem(<Controlled error="Vehicle is required" required />);
    expect(screen.getByText('Vehicle is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Vehicle/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
