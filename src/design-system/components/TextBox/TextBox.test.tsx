import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { renderWithDesignSystem } from '../../testing';
import { TextBox, type TextBoxProps } from './TextBox';

function Controlled(
  props: Omit<TextBoxProps, 'value' | 'onChange'> & { initial?: string; onValue?: (v: string) => void },
) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <TextBox
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

/** A phone box whose picker follows what the box reports, as the app's forms do. */
function PhoneControlled() {
  const [value, setValue] = useState('');
  const [country, setCountry] = useState('GB');
  return (
    <TextBox
      label="Phone"
      type="phone"
      value={value}
      onChange={setValue}
      phoneCountry={country}
      onPhoneCountryChange={(code) => setCountry(code)}
    />
  );
}

describe('TextBox', () => {
  it('labels the field and marks it required', () => {
    renderWithDesignSystem(<Controlled label="Name" required />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '255');
  });

  it('shows "{title} is required" after leaving an empty required field', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Controlled label="Name" required />);
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "{title} is invalid" for a bad postcode and limits it to 9 characters', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Controlled label="Postcode" type="postcode" />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input).toHaveAttribute('maxlength', '9');
    await user.type(input, 'SW1A.1AA');
    await user.tab();
    expect(screen.getByText('Postcode is invalid')).toBeInTheDocument();
  });

  it('shows the password length and mismatch messages', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(
      <>
        <Controlled label="Password" type="password" />
        <Controlled label="Confirm password" type="confirmpassword" compareWith="secret1" />
      </>,
    );
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.tab();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Password and Confirm password not match')).toBeInTheDocument();
  });

  it('lets only digits into the phone box, never a leading 0', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderWithDesignSystem(<Controlled label="Phone" type="phone" onValue={(v) => seen.push(v)} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '0a7 700-900123');
    expect(input).toHaveValue('7700900123');
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('GB');
  });

  // The phone entry rule: a paste or the browser's autofill gives no key-up, yet must be cleaned as typing is.
  it.each(['07700 900123', '+44 (0)7700 900123'])(
    'keeps the national digits of a pasted %s with no key pressed',
    async (pasted) => {
      const user = userEvent.setup();
      renderWithDesignSystem(<PhoneControlled />);
      await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(100));
      const input = screen.getByRole('textbox', { name: 'Phone' });
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('7700900123');
      expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('GB');
    },
    20_000,
  );

  it('switches the country picker to the dial code a pasted number carries', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<PhoneControlled />);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(100));
    await user.click(screen.getByRole('textbox', { name: 'Phone' }));
    await user.paste('+33 6 12 34 56 78');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('612345678');
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('FR');
  }, 20_000);

  it('takes a dial code typed key by key and marks the box for national autofill', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<PhoneControlled />);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(100));
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await user.type(input, '+44 7911 123456');
    expect(input).toHaveValue('7911123456');
    await user.clear(input);
    await user.type(input, '+1 212 555 0123');
    expect(input).toHaveValue('2125550123');
    expect(screen.getByRole('combobox', { name: 'Phone country code' })).toHaveValue('US');
  }, 30_000);

  it('validates phone numbers internationally once the library loads', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Controlled label="Phone" type="phone" initial="12345" />);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(100));
    await user.click(screen.getByRole('textbox', { name: 'Phone' }));
    await user.tab();
    expect(screen.getByText('Phone is invalid')).toBeInTheDocument();
  });

  it('strips spaces from card numbers and names the card type', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderWithDesignSystem(<Controlled label="Card number" type="cardnumber" onValue={(v) => seen.push(v)} />);
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    expect(seen.at(-1)).toBe('4242424242424242');
    expect(screen.getByTestId('card-type')).toHaveTextContent('Visa');
    await user.tab();
    expect(screen.queryByText('Card number is invalid')).not.toBeInTheDocument();
  });

  it('shows the valid styling when asked', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Controlled label="Email" type="email" showValid />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'jo@example.com');
    await user.tab();
    expect(input).toHaveAttribute('data-valid');
  });

  it('works with react-hook-form through field props', async () => {
    const user = userEvent.setup();
    let submitted: unknown = null;
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { email: '' } });
      return (
        <form onSubmit={handleSubmit((data) => (submitted = data))}>
          <Controller
            control={control}
            name="email"
            rules={{ required: 'Email is required' }}
            render={({ field, fieldState }) => (
              <TextBox {...field} label="Email" type="email" error={fieldState.error?.message} />
            )}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderWithDesignSystem(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toEqual({ email: 'jo@example.com' }));
  });
});
