import {
  VALIDATION_KIND_CODE,
  describeCardNumber,
  isAllowedPhoneKey,
  isValidPostcode,
  maxLengthFor,
  sanitisePhoneDigits,
  stripCardNumber,
  validateText,
} from './validation';

const invalid = (message: string) => ({ kind: 'invalid', message });

describe('validateText: required', () => {
  it('reports an empty or blank required field with its title', () => {
    expect(validateText('', { title: 'Name', required: true })).toEqual({
      kind: 'required',
      message: 'Name is required',
    });
    expect(validateText('   ', { title: 'Name', required: true }).kind).toBe('required');
    expect(validateText(undefined, { title: 'Name', required: true }).kind).toBe('required');
  });
  it('uses a custom required message', () => {
    expect(validateText('', { title: 'Name', required: true, requiredMessage: 'Tell us your name' }).message).toBe(
      'Tell us your name',
    );
  });
  it('accepts an empty optional field of any type', () => {
    expect(validateText('', { title: 'Postcode', type: 'postcode' })).toEqual({ kind: null, message: '' });
  });
  it('numbers the kinds as the spec does', () => {
    expect(VALIDATION_KIND_CODE).toEqual({ required: 1, invalid: 2 });
  });
});

describe('validateText: length', () => {
  it('limits text to 255 and postcodes to 9 characters', () => {
    expect(maxLengthFor('text')).toBe(255);
    expect(maxLengthFor('postcode')).toBe(9);
    expect(validateText('a'.repeat(255), { title: 'Notes' }).kind).toBeNull();
    expect(validateText('a'.repeat(256), { title: 'Notes' })).toEqual(invalid('Notes is invalid'));
    expect(validateText('a'.repeat(10), { title: 'Notes', maxLength: 9 }).kind).toBe('invalid');
  });
});

describe('postcode', () => {
  it.each(['SW1A 1AA', 'E14_5AB', 'W1-2', 'ec1a1bb'])('accepts %s', (value) => {
    expect(isValidPostcode(value)).toBe(true);
    expect(validateText(value, { title: 'Postcode', type: 'postcode' }).kind).toBeNull();
  });
  it.each([' SW1A 1AA', 'SW1A 1AA ', 'SW1A.1AA', 'SW1A 1AA12', 'N1/2'])('rejects %j', (value) => {
    expect(validateText(value, { title: 'Postcode', type: 'postcode' })).toEqual(invalid('Postcode is invalid'));
  });
});

describe('email', () => {
  it('needs a simple address pattern', () => {
    expect(validateText('jo@example.co.uk', { title: 'Email', type: 'email' }).kind).toBeNull();
    expect(validateText('jo@example', { title: 'Email', type: 'email' })).toEqual(invalid('Email is invalid'));
    expect(validateText('jo @example.com', { title: 'Email', type: 'email' }).kind).toBe('invalid');
  });
});

describe('phone', () => {
  it('needs digits only without a leading 0', () => {
    expect(validateText('7700900123', { title: 'Phone', type: 'phone' }).kind).toBeNull();
    expect(validateText('07700900123', { title: 'Phone', type: 'phone' })).toEqual(invalid('Phone is invalid'));
    expect(validateText('7700 900123', { title: 'Phone', type: 'phone' }).kind).toBe('invalid');
    expect(validateText('+447700900123', { title: 'Phone', type: 'phone' }).kind).toBe('invalid');
  });
  it('applies the international check to the full number with the dial code', () => {
    const seen: string[] = [];
    const check = (e164: string) => (seen.push(e164), e164.length === 13);
    expect(validateText('7700900123', { title: 'Phone', type: 'phone', isValidInternational: check }).kind).toBeNull();
    expect(validateText('77009', { title: 'Phone', type: 'phone', isValidInternational: check }).kind).toBe('invalid');
    expect(
      validateText('2025550123', { title: 'Phone', type: 'phone', dialCode: '1', isValidInternational: check }).kind,
    ).toBe('invalid');
    expect(seen).toEqual(['+447700900123', '+4477009', '+12025550123']);
  });
  it('strips non-digits and leading zeros on key-up', () => {
    expect(sanitisePhoneDigits('07700 900-123')).toBe('7700900123');
    expect(sanitisePhoneDigits('00447')).toBe('447');
    expect(sanitisePhoneDigits('abc')).toBe('');
  });
  it('allows only digits as key presses, no 0 first, and a + only first (a dial code)', () => {
    expect(isAllowedPhoneKey('+', 0)).toBe(true);
    expect(isAllowedPhoneKey('+', 3)).toBe(false);
    expect(isAllowedPhoneKey('7', 0)).toBe(true);
    expect(isAllowedPhoneKey('0', 0)).toBe(false);
    expect(isAllowedPhoneKey('0', 3)).toBe(true);
    expect(isAllowedPhoneKey('a', 2)).toBe(false);
    expect(isAllowedPhoneKey(' ', 2)).toBe(false);
  });
});

describe('password and confirm password', () => {
  const tooShort = invalid('Password must be at least 6 characters long');
  it('needs 6 to 20 characters after trimming', () => {
    expect(validateText('secret', { title: 'Password', type: 'password' }).kind).toBeNull();
    expect(validateText('  abc  ', { title: 'Password', type: 'password' })).toEqual(tooShort);
    expect(validateText('a'.repeat(21), { title: 'Password', type: 'password' })).toEqual(tooShort);
    expect(validateText('a'.repeat(20), { title: 'Password', type: 'password' }).kind).toBeNull();
  });
  it('requires the confirmation to match', () => {
    const rules = { title: 'Confirm password', type: 'confirmpassword' as const, compareWith: 'secret1' };
    expect(validateText('secret1', rules).kind).toBeNull();
    expect(validateText('secret2', rules)).toEqual(invalid('Password and Confirm password not match'));
    expect(validateText('abc', rules)).toEqual(invalid('Confirm password must be at least 6 characters long'));
  });
});

describe('card number and CVC', () => {
  it('strips spaces and checks the Luhn sum', () => {
    expect(stripCardNumber('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(validateText('4242 4242 4242 4242', { title: 'Card number', type: 'cardnumber' }).kind).toBeNull();
    expect(validateText('4242 4242 4242 4241', { title: 'Card number', type: 'cardnumber' })).toEqual(
      invalid('Card number is invalid'),
    );
  });
  it('names the card type and its CVC length', () => {
    expect(describeCardNumber('4242424242424242')).toEqual({ isValid: true, cardType: 'Visa', cvcLength: 3 });
    expect(describeCardNumber('3782 822463 10005')).toMatchObject({ cardType: 'American Express', cvcLength: 4 });
    expect(describeCardNumber('')).toMatchObject({ isValid: false, cardType: null });
  });
  it('checks the CVC against the card type length', () => {
    expect(validateText('123', { title: 'CVC', type: 'cardcvc' }).kind).toBeNull();
    expect(validateText('12', { title: 'CVC', type: 'cardcvc' }).kind).toBe('invalid');
    expect(validateText('123', { title: 'CVC', type: 'cardcvc', cvcLength: 4 }).kind).toBe('invalid');
    expect(validateText('12a', { title: 'CVC', type: 'cardcvc' }).kind).toBe('invalid');
  });
});

describe('custom invalid message', () => {
  it('replaces the rule message', () => {
    expect(validateText('x', { title: 'Email', type: 'email', invalidMessage: 'Check the address' }).message).toBe(
      'Check the address',
    );
  });
});
