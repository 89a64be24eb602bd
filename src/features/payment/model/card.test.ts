import { describe, expect, it } from 'vitest';
import {
  cardFormSchema,
  cardNumberError,
  cardTypeOf,
  cvcError,
  emptyCardForm,
  expiryError,
  expiryMonths,
  expiryYears,
  isValidPostcode,
  stripSpaces,
  type CardFormValues,
} from './card';

const may2026 = new Date(2026, 4, 15);

describe('card number (5.1, 5.2)', () => {
  it('is required, then must pass the Luhn check', () => {
    expect(cardNumberError('')).toBe('Card number is required');
    expect(cardNumberError('   ')).toBe('Card number is required');
    expect(cardNumberError('4242424242424241')).toBe('Card number is invalid');
    expect(cardNumberError('4242abcd42424242')).toBe('Card number is invalid');
    expect(cardNumberError('4242424242424242')).toBeUndefined();
  });
  it('accepts the number with the spaces people type, and strips them', () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeUndefined();
    expect(stripSpaces(' 4000 0000 0000 0002 ')).toBe('4000000000000002');
  });
  it('shows the card type as soon as it can be told', () => {
    expect(cardTypeOf('4242')).toBe('Visa');
    expect(cardTypeOf('5555 5555')).toBe('Mastercard');
    expect(cardTypeOf('3782')).toBe('American Express');
    expect(cardTypeOf('')).toBeNull();
  });
});

describe('expiry (9, 5.2)', () => {
  it('offers months 01 to 12 and years from this year to this year plus 50', () => {
    expect(expiryMonths()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = expiryYears(may2026);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2076');
    expect(years).toHaveLength(51);
  });
  it('needs both parts, within range, and not past', () => {
    expect(expiryError('', '2027', may2026)).toBe('Expiry is required');
    expect(expiryError('05', '', may2026)).toBe('Expiry is required');
    expect(expiryError('13', '2027', may2026)).toBe('Expiry is invalid');
    expect(expiryError('05', '2025', may2026)).toBe('Expiry is invalid');
    expect(expiryError('05', '2077', may2026)).toBe('Expiry is invalid');
    expect(expiryError('04', '2026', may2026)).toBe('Expiry is invalid');
    expect(expiryError('05', '2026', may2026)).toBeUndefined();
    expect(expiryError('01', '2076', may2026)).toBeUndefined();
  });
});

describe('CVC (5.1 texts with its own title, so an empty form does not say "Expiry is required" twice)', () => {
  it('is required and has the length of the card type', () => {
    expect(cvcError('', '4242424242424242')).toBe('CVC is required');
    expect(cvcError('12', '4242424242424242')).toBe('CVC is invalid');
    expect(cvcError('123', '4242424242424242')).toBeUndefined();
    expect(cvcError('123', '378282246310005')).toBe('CVC is invalid');
    expect(cvcError('1234', '378282246310005')).toBeUndefined();
  });
});

describe('postcode (5.1)', () => {
  it('allows letters, digits, space, underscore and hyphen, no outer spaces, at most 9', () => {
    expect(isValidPostcode('SW1A 1AA')).toBe(true);
    expect(isValidPostcode('N1C_4QP')).toBe(true);
    expect(isValidPostcode(' SW1A 1AA')).toBe(false);
    expect(isValidPostcode('SW1A 1AA ')).toBe(false);
    expect(isValidPostcode('SW1A.1AA')).toBe(false);
    expect(isValidPostcode('SW1A 1AAXY')).toBe(false);
  });
});

describe('card form schema', () => {
  const schema = cardFormSchema(() => may2026);
  const errorsOf = async (values: Partial<CardFormValues>) => {
    try {
      await schema.validate({ ...emptyCardForm(), ...values }, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      return Object.fromEntries(inner.map((e) => [e.path, e.message]));
    }
  };

  it('names every required field of the card and the billing address; line 2 and country are optional', async () => {
    expect(await errorsOf({ country: '' })).toEqual({
      cardNumber: 'Card number is required',
      expiryMonth: 'Expiry is required',
      cvc: 'CVC is required',
      name: 'Name is required',
      addressLine1: 'Address line 1 is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
    });
  });

  it('passes a complete card and billing address', async () => {
    expect(
      await errorsOf({
        cardNumber: '4242 4242 4242 4242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvc: '123',
        name: 'Ada Lovelace',
        addressLine1: '1 Pancras Square',
        city: 'London',
        postalCode: 'N1C 4AG',
      }),
    ).toEqual({});
  });

  it('flags a bad postcode and a blank name', async () => {
    const errors = await errorsOf({ postalCode: 'N1C!4AG', name: '   ' });
    expect(errors.postalCode).toBe('Postal code is invalid');
    expect(errors.name).toBe('Name is required');
  });
});
