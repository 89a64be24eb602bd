import { describe, expect, it } from 'vitest';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import * as forms from './signInForms';

const { cleanPhoneDigits } = forms;
const signInSchema = forms.signInSchema(sourceTranslator().t);
const signUpSchema = forms.signUpSchema(sourceTranslator().t);

async function errorsOf(schema: typeof signInSchema | typeof signUpSchema, values: Record<string, unknown>) {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('sign-in rules (spec 5.2)', () => {
  it('requires an email and a password', async () => {
    expect(await errorsOf(signInSchema, {})).toEqual(['Email is required', 'Password is required']);
  });
  it('checks the email as an email', async () => {
    expect(await errorsOf(signInSchema, { email: 'ann', password: 'secret1' })).toEqual(['Email is invalid']);
  });
  it('trims the password as sign-up does, so the same typed password signs in', async () => {
    expect(await errorsOf(signInSchema, { email: 'ann@example.com', password: '   ' })).toEqual([
      'Password is required',
    ]);
    const signedUp = await signUpSchema.validate({
      firstname: 'A',
      surname: 'L',
      phone: '7700900123',
      email: 'a@example.com',
      password: ' secret1 ',
      confirmPassword: ' secret1 ',
    });
    const signedIn = await signInSchema.validate({ email: ' a@example.com ', password: ' secret1 ' });
    expect([signedIn.email, signedIn.password]).toEqual(['a@example.com', signedUp.password]);
  });
});

describe('sign-up rules (spec 5.1, 5.2)', () => {
  const valid = {
    firstname: 'Ann',
    surname: 'Lee',
    phone: '7700900123',
    email: 'ann@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  it('accepts a complete sign-up', async () => {
    expect(await errorsOf(signUpSchema, valid)).toEqual([]);
  });
  it('requires every field', async () => {
    expect(await errorsOf(signUpSchema, {})).toEqual([
      'First name is required',
      'Surname is required',
      'Phone is required',
      'Email is required',
      'Password is required',
      'Confirm password is required',
    ]);
  });
  it('says when the passwords do not match', async () => {
    expect(await errorsOf(signUpSchema, { ...valid, confirmPassword: 'secret2' })).toEqual([
      'Password and Confirm password not match',
    ]);
  });
  it('wants 6 to 20 characters after trimming', async () => {
    expect(await errorsOf(signUpSchema, { ...valid, password: '  abc  ', confirmPassword: '  abc  ' })).toContain(
      'Password must be at least 6 characters long',
    );
    expect(
      await errorsOf(signUpSchema, { ...valid, password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) }),
    ).toContain('Password must be at least 6 characters long');
  });
  it('refuses a phone with a leading 0 or other characters', async () => {
    expect(await errorsOf(signUpSchema, { ...valid, phone: '07700900123' })).toEqual(['Phone is invalid']);
    expect(cleanPhoneDigits('07700 900-123')).toBe('7700900123');
  });
});

describe('sign-up phone by country (spec 5.1)', () => {
  const valid = {
    firstname: 'Ann',
    surname: 'Lee',
    email: 'ann@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  it('checks the number against the chosen dialing code with libphonenumber', async () => {
    const { isValidPhoneNumber } = await import('react-phone-number-input');
    const check = (phone: string, dialingcode: string) =>
      signUpSchema
        .validate({ ...valid, phone, dialingcode }, { abortEarly: false, context: { isValidPhoneNumber } })
        .then(() => [])
        .catch((error: { errors: string[] }) => error.errors);
    expect(await check('7911123456', '+44')).toEqual([]);
    expect(await check('7911123456', '+1')).toEqual(['Phone is invalid']);
    expect(await check('2025550143', '+1')).toEqual([]);
    expect(await check('12345', '+44')).toEqual(['Phone is invalid']);
  });
});
